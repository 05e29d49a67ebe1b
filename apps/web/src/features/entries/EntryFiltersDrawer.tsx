import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  OBSERVATION_TYPES,
  type TMeResponse,
  type TObservationSettings,
  WALK_TYPES,
} from '@schooldog/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from './DateRangeFields';
import { labelledOptions, MultiSelectFilter, SchoolsFilter, UsersFilter } from './FilterFields';
import { EMPTY_FILTERS, type EntryFilters, type FilterRules } from './filters';
import { ENTRY_TYPE_LABEL_KEYS, WALK_TYPE_LABEL_KEYS } from './labels';
import { ObservationFilters } from './ObservationFilters';

interface EntryFiltersDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  /** On small screens the date range and schools live here rather than beside the list. */
  hasInlineFilters: boolean;
  filters: EntryFilters;
  onChange: (change: Partial<EntryFilters>) => void;
  rules: FilterRules;
  schools: TMeResponse['schools'];
  settings: TObservationSettings | undefined;
}

/** The Filters menu: a side panel on wide screens, a sheet from the bottom on phones. */
export function EntryFiltersDrawer(props: EntryFiltersDrawerProps) {
  const { isOpen, onClose, hasInlineFilters, filters, onChange, rules, schools, settings } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const mayFilterOthers = rules.mayFilterOthers(filters.schoolIds);

  return (
    <Drawer
      anchor={hasInlineFilters ? 'right' : 'bottom'}
      open={isOpen}
      onClose={onClose}
      // Above the toolbar, which sits over the permanent menu drawer.
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
          {t('entries.filters.title')}
        </Typography>
        <IconButton aria-label={t('entries.filters.close')} onClick={onClose} edge="end">
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
          label={t('entries.filters.entryTypes')}
          options={labelledOptions(OBSERVATION_TYPES, ENTRY_TYPE_LABEL_KEYS, t)}
          value={filters.entryTypes}
          onChange={(entryTypes) => onChange({ entryTypes })}
        />
        <MultiSelectFilter
          label={t('entries.filters.walkTypes')}
          options={labelledOptions(WALK_TYPES, WALK_TYPE_LABEL_KEYS, t)}
          value={filters.walkTypes}
          onChange={(walkTypes) => onChange({ walkTypes })}
        />
        {mayFilterOthers ? (
          <UsersFilter
            schoolIds={filters.schoolIds}
            value={filters.userIds}
            onChange={(userIds) => onChange({ userIds })}
          />
        ) : null}
        <ObservationFilters settings={settings} filters={filters} onChange={onChange} />
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'flex-end', p: 2, pb: 'calc(16px + env(safe-area-inset-bottom))' }}
      >
        <Button onClick={() => onChange({ ...EMPTY_FILTERS, sortAsc: filters.sortAsc })}>
          {t('entries.filters.clearAll')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('entries.filters.done')}
        </Button>
      </Stack>
    </Drawer>
  );
}
