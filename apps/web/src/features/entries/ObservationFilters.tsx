import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  observationOptions,
  sortByLabelOtherLast,
  tagMatchesFilter,
  type TObservationSettings,
} from '@schooldog/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryFilters } from './filters';
import { useEntryTags, useSchoolLocations } from './queries';

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
      <TagFilter
        key={`tag-${filters.tag ?? ''}`}
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

interface SuggestedTextFilterProps {
  label: string;
  suggestions: readonly string[];
  value: string;
  onCommit: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
  /** Which suggestions the typed text offers; by default those containing it. */
  matches?: (suggestion: string, typed: string) => boolean;
}

/** A text filter with suggestions, applied on Enter, on choosing one, or when leaving the field. */
function SuggestedTextFilter(props: SuggestedTextFilterProps) {
  const { label, suggestions, value, onCommit, disabled, helperText, matches } = props;
  const [text, setText] = useState(value);
  const commit = (next: string) => {
    if (next.trim() !== value) onCommit(next.trim());
  };
  return (
    <Autocomplete
      freeSolo
      size="small"
      disabled={disabled}
      options={suggestions}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      onChange={(_event, next) => commit(next ?? '')}
      onBlur={() => commit(text)}
      filterOptions={
        matches
          ? (options, { inputValue }) => options.filter((option) => matches(option, inputValue))
          : undefined
      }
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}

/** Tags in use, suggested by the rule the server filters by (a tag or one of its words starts so). */
function TagFilter({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const { t } = useTranslation();
  const tags = useEntryTags();
  return (
    <SuggestedTextFilter
      label={t('entries.filters.tag')}
      suggestions={tags.data ?? []}
      value={value}
      onCommit={onCommit}
      matches={tagMatchesFilter}
      helperText={t('entries.filters.tagHelp')}
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
  return (
    <SuggestedTextFilter
      label={t('entries.filters.location')}
      suggestions={locations.data ?? []}
      value={value}
      onCommit={onCommit}
      disabled={schoolId === null}
      helperText={schoolId === null ? t('entries.filters.locationNeedsOneSchool') : undefined}
    />
  );
}
