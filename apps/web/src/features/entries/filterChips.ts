import type { TObservationSettings } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import type { FilterChip } from '../../ui/filters/ActiveFilterChips';
import { dateRangeLabel } from '../../ui/filters/labels';
import { WALK_TYPE_LABEL_KEYS } from '../walks/labels';
import type { EntryFilters } from './filters';
import { categoryLabel, ENTRY_TYPE_NAME_KEYS, itemLabelOf } from './labels';

export type EntryFilterChip = FilterChip<Partial<EntryFilters>> & {
  /** The date range and schools, which wide screens show in the toolbar already. */
  isPlaceAndTime: boolean;
};

interface ChipNames {
  t: TFunction;
  language: string;
  schools: readonly { id: string; name: string }[];
  settings: TObservationSettings | undefined;
  /** People by id, as far as they are known yet. */
  people: ReadonlyMap<string, string>;
}

/**
 * The explorer's set filters as chips, in the Filters menu's order: a value of a list filter
 * reads alone ("Concerns", "School-Led", a school, a person); a single value names its filter
 * ("Tag: fire").
 */
export function entryFilterChips(filters: EntryFilters, names: ChipNames): EntryFilterChip[] {
  const { t } = names;
  const chips: EntryFilterChip[] = [];
  const add = (id: string, label: string, remove: Partial<EntryFilters>, isPlaceAndTime = false) =>
    chips.push({ id, label, remove, isPlaceAndTime });
  const without = <T>(list: readonly T[], value: T) => list.filter((candidate) => candidate !== value);

  if (filters.dateRange)
    add('dateRange', dateRangeLabel(filters.dateRange, names.language), { dateRange: null }, true);
  for (const id of filters.schoolIds) {
    const name = names.schools.find((school) => school.id === id)?.name ?? id;
    add(`school-${id}`, name, { schoolIds: without(filters.schoolIds, id) }, true);
  }
  for (const type of filters.entryTypes)
    add(`entryType-${type}`, t(ENTRY_TYPE_NAME_KEYS[type]), {
      entryTypes: without(filters.entryTypes, type),
    });
  for (const type of filters.walkTypes)
    add(`walkType-${type}`, t(WALK_TYPE_LABEL_KEYS[type]), { walkTypes: without(filters.walkTypes, type) });
  for (const id of filters.userIds)
    add(`user-${id}`, names.people.get(id) ?? t('people.unknownUser'), {
      userIds: without(filters.userIds, id),
    });
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
