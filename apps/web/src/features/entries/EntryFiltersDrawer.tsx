import {
  OBSERVATION_TYPES,
  type TMeResponse,
  type TObservationSettings,
  WALK_TYPES,
} from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { WALK_TYPE_LABEL_KEYS } from '../walks/labels';
import { labelledOptions, MultiSelectFilter, PeopleFilter } from '../../ui/filters/FilterFields';
import { FiltersDrawer } from '../../ui/filters/FilterLayout';
import { EMPTY_FILTERS, type EntryFilters, type FilterRules } from './filters';
import { ENTRY_TYPE_NAME_KEYS } from './labels';
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

/** The explorer's Filters menu: entry and walk types, people, and the observation filters. */
export function EntryFiltersDrawer(props: EntryFiltersDrawerProps) {
  const { filters, onChange, rules, settings, ...drawer } = props;
  const { t } = useTranslation();
  const mayFilterOthers = rules.mayFilterOthers(filters.schoolIds);

  return (
    <FiltersDrawer
      {...drawer}
      filters={filters}
      onChange={onChange}
      onClearAll={() => onChange({ ...EMPTY_FILTERS, sortAsc: filters.sortAsc })}
      doneLabel={t('entries.filters.done')}
    >
      <MultiSelectFilter
        label={t('entries.filters.entryTypes')}
        emptyLabel={t(ENTRY_TYPE_NAME_KEYS.all)}
        options={labelledOptions(OBSERVATION_TYPES, ENTRY_TYPE_NAME_KEYS, t)}
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
        <PeopleFilter
          schoolIds={filters.schoolIds}
          value={filters.userIds}
          onChange={(userIds) => onChange({ userIds })}
        />
      ) : null}
      <ObservationFilters settings={settings} filters={filters} onChange={onChange} />
    </FiltersDrawer>
  );
}
