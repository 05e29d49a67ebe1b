import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { observationOptions, sortByLabelOtherLast, type TObservationSettings } from '@schooldog/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryFilters } from './filters';
import { useSchoolLocations } from './queries';

interface ObservationFiltersProps {
  settings: TObservationSettings | undefined;
  filters: EntryFilters;
  onChange: (change: Partial<EntryFilters>) => void;
}

/** Category, item, tag and location filters. */
export function ObservationFilters({ settings, filters, onChange }: ObservationFiltersProps) {
  const { t } = useTranslation();
  const categories = useMemo(() => (settings ? sortByLabelOtherLast(settings.categories) : []), [settings]);
  const options = useMemo(
    () => (settings ? observationOptions(settings, filters.category) : []),
    [settings, filters.category],
  );
  const item =
    options.find(
      (option) =>
        option.itemId === filters.item && (!filters.category || option.categoryId === filters.category),
    ) ?? null;
  const isOneSchool = filters.schoolIds.length === 1;

  return (
    <>
      <TextField
        select
        size="small"
        fullWidth
        label={t('entries.filters.category')}
        value={filters.category ?? ''}
        onChange={(event) => {
          const category = event.target.value || null;
          const keepsItem = settings?.items.some(
            (candidate) =>
              candidate.id === filters.item && category !== null && candidate.categories.includes(category),
          );
          onChange({ category, item: keepsItem ? filters.item : null });
        }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('entries.filters.allCategories')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.label}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        size="small"
        options={options}
        value={item}
        getOptionLabel={(option) => option.text}
        getOptionKey={(option) => `${option.categoryId}/${option.itemId}`}
        isOptionEqualToValue={(option, chosen) =>
          option.itemId === chosen.itemId && option.categoryId === chosen.categoryId
        }
        // Like the entry picker: an item chosen without a category sets both.
        onChange={(_event, option) =>
          onChange(option ? { category: option.categoryId, item: option.itemId } : { item: null })
        }
        renderInput={(params) => <TextField {...params} label={t('entries.filters.item')} />}
      />
      <CommitTextField
        key={`tag-${filters.tag ?? ''}`}
        label={t('entries.filters.tag')}
        value={filters.tag ?? ''}
        onCommit={(tag) => onChange({ tag: tag || null })}
      />
      <LocationFilter
        key={`location-${filters.schoolIds.join(',')}-${filters.location ?? ''}`}
        schoolId={isOneSchool ? (filters.schoolIds[0] ?? null) : null}
        value={filters.location ?? ''}
        onCommit={(location) => onChange({ location: location || null })}
      />
    </>
  );
}

interface CommitTextFieldProps {
  label: string;
  value: string;
  onCommit: (value: string) => void;
}

/** A text filter applied on Enter or when leaving the field, not on every key. */
function CommitTextField({ label, value, onCommit }: CommitTextFieldProps) {
  const [text, setText] = useState(value);
  const commit = () => {
    if (text.trim() !== value) onCommit(text.trim());
  };
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

interface LocationFilterProps {
  /** The one selected school; null disables the filter ("enabled only when exactly one school is selected"). */
  schoolId: string | null;
  value: string;
  onCommit: (value: string) => void;
}

function LocationFilter({ schoolId, value, onCommit }: LocationFilterProps) {
  const { t } = useTranslation();
  const locations = useSchoolLocations(schoolId);
  const [text, setText] = useState(value);
  const commit = (next: string) => {
    if (next.trim() !== value) onCommit(next.trim());
  };
  return (
    <Autocomplete
      freeSolo
      size="small"
      disabled={schoolId === null}
      options={locations.data ?? []}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      onChange={(_event, next) => commit(next ?? '')}
      onBlur={() => commit(text)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('entries.filters.location')}
          helperText={schoolId === null ? t('entries.filters.locationNeedsOneSchool') : undefined}
        />
      )}
    />
  );
}
