import ListAltIcon from '@mui/icons-material/ListAlt';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import CloseIcon from '@mui/icons-material/Close';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TEntry, TObservationSettings } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WalkEntryCards } from './WalkEntryCards';

interface WalkEntriesPanelProps {
  entries: TEntry[] | undefined;
  isError: boolean;
  settings: TObservationSettings | undefined;
  expectedCount?: number;
  canEdit: (entry: TEntry) => boolean;
  onEdit: (entry: TEntry) => void;
}

/** Whether the walk's entries sit beside the screen (wide screens): then the tabs do not list them again. */
export function useHasEntriesBeside(): boolean {
  return useMediaQuery(useTheme().breakpoints.up('lg'));
}

/** The walk's entries beside the screen on wide screens; a floating entries button on small ones. */
export function WalkEntriesPanel(props: WalkEntriesPanelProps) {
  const { t } = useTranslation();
  const isWide = useHasEntriesBeside();
  const [isOpen, setOpen] = useState(false);
  // The walk's own count until its entries come, so the heading does not change under the user.
  const count = props.entries?.filter((entry) => !entry.isDeleted).length ?? props.expectedCount ?? 0;
  const list = <WalkEntryCards {...props} isCompact />;

  if (isWide) {
    return (
      <Paper
        component="aside"
        variant="outlined"
        aria-label={t('walks.walk.entriesTitle')}
        sx={{
          width: 340,
          flexShrink: 0,
          p: 2,
          position: 'sticky',
          top: 80,
          maxHeight: 'calc(100vh - 96px)',
          overflow: 'auto',
        }}
      >
        <Typography variant="h6" component="h2" gutterBottom>
          {t('walks.walk.entriesCount', { count })}
        </Typography>
        {list}
      </Paper>
    );
  }
  return (
    <>
      <Fab
        color="primary"
        aria-label={t('walks.walk.showEntries', { count })}
        onClick={() => setOpen(true)}
        sx={{
          position: 'fixed',
          right: 16,
          bottom: 'calc(16px + env(safe-area-inset-bottom))',
          zIndex: 'speedDial',
        }}
      >
        <Badge badgeContent={count} color="secondary" max={999}>
          <ListAltIcon />
        </Badge>
      </Fab>
      <Drawer
        anchor="bottom"
        open={isOpen}
        onClose={() => setOpen(false)}
        // The sheet is a dialog: it needs a name (axe).
        slotProps={{ paper: { 'aria-label': t('walks.walk.entriesTitle') } }}
      >
        <Box
          role="region"
          aria-label={t('walks.walk.entriesTitle')}
          sx={{ p: 2, maxHeight: '85vh', overflow: 'auto', pb: 'calc(16px + env(safe-area-inset-bottom))' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {t('walks.walk.entriesCount', { count })}
            </Typography>
            <IconButton aria-label={t('walks.walk.close')} onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          {list}
        </Box>
      </Drawer>
    </>
  );
}
