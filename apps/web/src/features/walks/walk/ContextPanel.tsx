import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TWalk } from '@schooldog/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { WalkContextSummary } from './WalkContextSummary';

/**
 * A page with the walk's context (weather, notes, history) beside it on wide screens; on narrow
 * ones a 'View Context' button opens it in a dialog (spec 000 §2 "Review screen").
 */
export function WithContextPanel({ walk, children }: { walk: TWalk; children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const [isOpen, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 2 }}>
        {isWide ? null : (
          <Button variant="outlined" onClick={() => setOpen(true)} sx={{ justifySelf: 'flex-start' }}>
            {t('walks.review.viewContext')}
          </Button>
        )}
        {children}
      </Box>
      {isWide ? (
        <Paper
          component="aside"
          variant="outlined"
          aria-label={t('walks.review.contextPanel')}
          sx={{ width: 320, flexShrink: 0, p: 2, position: 'sticky', top: 80 }}
        >
          <WalkContextSummary walk={walk} />
        </Paper>
      ) : (
        <AppDialog
          isOpen={isOpen}
          title={t('walks.review.viewContext')}
          onClose={() => setOpen(false)}
          actions={<Button onClick={() => setOpen(false)}>{t('walks.walk.close')}</Button>}
        >
          <WalkContextSummary walk={walk} />
        </AppDialog>
      )}
    </Box>
  );
}
