import type { TObservationSettings } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import type { FilterChip } from '../../ui/filters/ActiveFilterChips';
import { type PlaceAndTimeNames, placeAndTimeChips } from '../../ui/filters/filterChips';
import { WALK_TYPE_LABEL_KEYS } from '../walks/labels';
import type { EntryFilters } from './filters';
import { categoryLabel, ENTRY_TYPE_NAME_KEYS, itemLabelOf } from './labels';

interface ChipNames extends PlaceAndTimeNames {
  t: TFunction;
  settings: TObservationSettings | undefined;
  /** People by id, as far as they are known yet. */
  people: ReadonlyMap<string, string>;
}

/**
 * The explorer's set filters as chips, in the Filters menu's order: a value of a list filter
 * reads alone ("Concerns", "School-Led", a school, a person); a single value names its filter
 * ("Tag: fire").
 */
export function entryFilterChips(
  filters: EntryFilters,
  names: ChipNames,
): FilterChip<Partial<EntryFilters>>[] {
  const { t } = names;
  const { chips, add, eachOf } = placeAndTimeChips(filters, names);
  eachOf('entryTypes', (type) => t(ENTRY_TYPE_NAME_KEYS[type]));
  eachOf('walkTypes', (type) => t(WALK_TYPE_LABEL_KEYS[type]));
  eachOf('userIds', (id) => names.people.get(id) ?? t('people.unknownUser'));
  const named = (name: string, value: string) => t('filters.chip', { name, value });
  if (filters.category) {
    const label = categoryLabel(names.settings, filters.category) ?? filters.category;
    add('category', named(t('entries.filters.category'), label), { category: null });
  }
  if (filters.item) {
    const label = itemLabelOf(names.settings, filters.item) ?? filters.item;
    add('item', named(t('entries.filters.item'), label), { item: null });
  }
  if (filters.tag) add('tag', named(t('entries.filters.tag'), filters.tag), { tag: null });
  if (filters.location)
    add('location', named(t('entries.filters.location'), filters.location), { location: null });
  return chips;
}
