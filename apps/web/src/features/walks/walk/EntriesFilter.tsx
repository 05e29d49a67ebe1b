import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  OBSERVATION_TYPES,
  type ObservationType,
  type TEntry,
  type TObservationSettings,
} from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { ENTRY_TYPE_NAME_KEYS } from '../../entries/labels';

export interface WalkEntriesFilter {
  observationType: ObservationType | '';
  categoryId: string;
}

export const NO_FILTER: WalkEntriesFilter = { observationType: '', categoryId: '' };

export function filterEntries(
  entries: TEntry[] | undefined,
  filter: WalkEntriesFilter,
): TEntry[] | undefined {
  return entries?.filter(
    (entry) =>
      (filter.observationType === '' || entry.observationType === filter.observationType) &&
      (filter.categoryId === '' || entry.observationCategoryId === filter.categoryId),
  );
}

interface EntriesFilterProps {
  value: WalkEntriesFilter;
  onChange: (value: WalkEntriesFilter) => void;
  settings: TObservationSettings | undefined;
}

/** The review's entries filter: by entry type and by category. */
export function EntriesFilter({ value, onChange, settings }: EntriesFilterProps) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        select
        size="small"
        label={t('walks.review.filterEntryType')}
        value={value.observationType}
        onChange={(event) =>
          onChange({ ...value, observationType: event.target.value as WalkEntriesFilter['observationType'] })
        }
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t(ENTRY_TYPE_NAME_KEYS.all)}</MenuItem>
        {OBSERVATION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(ENTRY_TYPE_NAME_KEYS[type])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('walks.review.filterCategory')}
        value={value.categoryId}
        onChange={(event) => onChange({ ...value, categoryId: event.target.value })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('walks.review.all')}</MenuItem>
        {(settings?.categories ?? []).map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
