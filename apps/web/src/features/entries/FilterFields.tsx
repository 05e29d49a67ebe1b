import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TMeResponse } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';
import { useEntryUsers } from './queries';

interface MultiSelectFilterProps<T extends string> {
  label: string;
  /** Shown when nothing is chosen, meaning no restriction. */
  emptyLabel?: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** A select of several values; none chosen means all. */
export function MultiSelectFilter<T extends string>({
  label,
  emptyLabel,
  options,
  value,
  onChange,
}: MultiSelectFilterProps<T>) {
  const labelOf = (chosen: string) => options.find((option) => option.value === chosen)?.label ?? chosen;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(event) => {
        const chosen: unknown = event.target.value;
        const values = Array.isArray(chosen) ? chosen.map(String) : String(chosen).split(',');
        onChange(options.filter((option) => values.includes(option.value)).map((option) => option.value));
      }}
      slotProps={{
        inputLabel: emptyLabel ? { shrink: true } : undefined,
        select: {
          multiple: true,
          displayEmpty: Boolean(emptyLabel),
          renderValue: (selected) => {
            const values = Array.isArray(selected) ? selected.map(String) : [];
            return values.length === 0 ? (emptyLabel ?? '') : values.map(labelOf).join(', ');
          },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface SchoolsFilterProps {
  schools: TMeResponse['schools'];
  value: readonly string[];
  onChange: (schoolIds: string[]) => void;
}

/** Schools, limited to those where the user may see entries. */
export function SchoolsFilter({ schools, value, onChange }: SchoolsFilterProps) {
  const { t } = useTranslation();
  return (
    <MultiSelectFilter
      label={t('entries.filters.schools')}
      emptyLabel={t('entries.filters.allSchools')}
      options={schools.map((school) => ({ value: school.id, label: school.name }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** Options of an enum filter, labelled by translation key. */
export function labelledOptions<T extends string>(
  values: readonly T[],
  keys: Record<T, TranslationKey>,
  t: (key: TranslationKey) => string,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: t(keys[value]) }));
}

interface UsersFilterProps {
  schoolIds: readonly string[];
  value: readonly string[];
  onChange: (userIds: string[]) => void;
}

/** People whose entries to show; only offered with view entries at every selected school. */
export function UsersFilter({ schoolIds, value, onChange }: UsersFilterProps) {
  const { t } = useTranslation();
  const users = useEntryUsers(schoolIds);
  const options = users.data ?? [];
  const chosen = value.map(
    (id) =>
      options.find((user) => user.id === id) ?? {
        id,
        firstName: t('entries.card.unknownUser'),
        lastName: '',
      },
  );
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={chosen}
      loading={users.isPending}
      getOptionLabel={(user) => `${user.firstName} ${user.lastName}`.trim()}
      getOptionKey={(user) => user.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, selected) => onChange(selected.map((user) => user.id))}
      renderInput={(params) => <TextField {...params} label={t('entries.filters.users')} />}
    />
  );
}
