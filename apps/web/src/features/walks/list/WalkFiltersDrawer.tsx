import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type TMeResponse, WALK_TYPES } from '@schooldog/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../entries/DateRangeFields';
import { labelledOptions, MultiSelectFilter, SchoolsFilter, UsersFilter } from '../../entries/FilterFields';
import { WALK_TYPE_LABEL_KEYS } from './labels';
import type { WalkFilters } from './walkFilters';

interface WalkFiltersDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  /** On small screens the date range and schools live here rather than beside the list. */
  hasInlineFilters: boolean;
  filters: WalkFilters;
  onChange: (change: Partial<WalkFilters>) => void;
  schools: TMeResponse['schools'];
}

/** The Filters menu of the walks list: a side panel on wide screens, a sheet from the bottom on phones. */
export function WalkFiltersDrawer(props: WalkFiltersDrawerProps) {
  const { isOpen, onClose, hasInlineFilters, filters, onChange, schools } = props;
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Drawer
      anchor={hasInlineFilters ? 'right' : 'bottom'}
      open={isOpen}
      onClose={onClose}
      sx={{ zIndex: 'modal' }}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          role: 'dialog',
          sx: { width: { md: 400 }, maxHeight: { xs: '90dvh', md: '100%' } },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 2, pb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('walks.list.filters.title')}
        </Typography>
        <IconButton aria-label={t('walks.list.filters.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Stack spacing={2} sx={{ px: 2, py: 1, overflowY: 'auto' }}>
        {hasInlineFilters ? null : (
          <>
            <DateRangeFields
              key={filters.dateRange?.join(',') ?? 'all'}
              value={filters.dateRange}
              onChange={(dateRange) => onChange({ dateRange })}
            />
            <SchoolsFilter
              schools={schools}
              value={filters.schoolIds}
              onChange={(schoolIds) => onChange({ schoolIds })}
            />
          </>
        )}
        <MultiSelectFilter
          label={t('walks.list.filters.walkTypes')}
          emptyLabel={t('walks.list.filters.allWalkTypes')}
          options={labelledOptions(WALK_TYPES, WALK_TYPE_LABEL_KEYS, t)}
          value={filters.walkTypes}
          onChange={(walkTypes) => onChange({ walkTypes })}
        />
        {filters.currentTab === 1 ? (
          <UsersFilter
            schoolIds={filters.schoolIds}
            value={filters.userIds}
            onChange={(userIds) => onChange({ userIds })}
          />
        ) : null}
        <FormControlLabel
          control={
            <Switch
              checked={filters.awaitingMyAction}
              onChange={(event) => onChange({ awaitingMyAction: event.target.checked })}
            />
          }
          label={t('walks.list.filters.awaitingMyAction')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filters.showArchived}
              onChange={(event) => onChange({ showArchived: event.target.checked })}
            />
          }
          label={t('walks.list.filters.showArchived')}
        />
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'flex-end', p: 2, pb: 'calc(16px + env(safe-area-inset-bottom))' }}
      >
        <Button
          onClick={() =>
            onChange({
              dateRange: null,
              schoolIds: [],
              walkTypes: [],
              userIds: [],
              awaitingMyAction: false,
              showArchived: false,
            })
          }
        >
          {t('walks.list.filters.clearAll')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('walks.list.filters.done')}
        </Button>
      </Stack>
    </Drawer>
  );
}
