import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ZPeople } from '@schooldog/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../api/client';
import type { TranslationKey } from '../../i18n';

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
  schools: readonly { id: string; name: string }[];
  value: readonly string[];
  onChange: (schoolIds: string[]) => void;
}

/** Schools, limited to those the list may show (where the user holds its permission). */
export function SchoolsFilter({ schools, value, onChange }: SchoolsFilterProps) {
  const { t } = useTranslation();
  return (
    <MultiSelectFilter
      label={t('filters.schools')}
      emptyLabel={t('filters.allSchools')}
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

/**
 * GET /api/users?schoolIds=…: the people at these schools (all the user's when none is chosen),
 * whom the entries and walks lists filter by; needs view entries at every selected school.
 */
export function usePeopleAtSchools(schoolIds: readonly string[], options: { enabled?: boolean } = {}) {
  const search = new URLSearchParams();
  if (schoolIds.length > 0) search.set('schoolIds', schoolIds.join(','));
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: ['users', 'at-schools', search.toString()],
    queryFn: ({ signal }) => apiFetch(`/api/users?${search.toString()}`, { schema: ZPeople, signal }),
    staleTime: 5 * 60_000,
    select: (data) => data.users,
  });
}

/** The chosen people's names by id, for their chips; the people are fetched once someone is chosen. */
export function usePeopleNames(
  schoolIds: readonly string[],
  userIds: readonly string[],
): ReadonlyMap<string, string> {
  const people = usePeopleAtSchools(schoolIds, { enabled: userIds.length > 0 });
  return new Map(
    (people.data ?? []).map((person) => [person.id, `${person.firstName} ${person.lastName}`.trim()]),
  );
}

interface PeopleFilterProps {
  /** The schools filtered by; none means all the user's. */
  schoolIds: readonly string[];
  value: readonly string[];
  onChange: (userIds: string[]) => void;
}

/** People at the selected schools, by name; a chosen person no longer offered reads 'Unknown User'. */
export function PeopleFilter({ schoolIds, value, onChange }: PeopleFilterProps) {
  const { t } = useTranslation();
  const people = usePeopleAtSchools(schoolIds);
  const options = people.data ?? [];
  const chosen = value.map(
    (id) =>
      options.find((person) => person.id === id) ?? { id, firstName: t('people.unknownUser'), lastName: '' },
  );
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={chosen}
      loading={people.isPending}
      getOptionLabel={(person) => `${person.firstName} ${person.lastName}`.trim()}
      getOptionKey={(person) => person.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, selected) => onChange(selected.map((person) => person.id))}
      renderInput={(params) => <TextField {...params} label={t('filters.people')} />}
    />
  );
}
