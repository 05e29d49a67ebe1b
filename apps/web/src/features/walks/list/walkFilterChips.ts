import type { TFunction } from 'i18next';
import type { FilterChip } from '../../../ui/filters/ActiveFilterChips';
import { type PlaceAndTimeNames, placeAndTimeChips } from '../../../ui/filters/filterChips';
import { WALK_TYPE_LABEL_KEYS } from '../labels';
import type { WalkFilters } from './walkFilters';

interface ChipNames extends PlaceAndTimeNames {
  t: TFunction;
  /** People by id, as far as they are known yet. */
  people: ReadonlyMap<string, string>;
}

/**
 * The walks list's set filters as chips, in the Filters menu's order: a value of a list filter
 * reads alone ("School-Led", a school, a person), a switch that is on reads its name. The tabs
 * are not filters.
 */
export function walkFilterChips(filters: WalkFilters, names: ChipNames): FilterChip<Partial<WalkFilters>>[] {
  const { t } = names;
  const { chips, add, eachOf } = placeAndTimeChips(filters, names);
  eachOf('walkTypes', (type) => t(WALK_TYPE_LABEL_KEYS[type]));
  eachOf('userIds', (id) => names.people.get(id) ?? t('people.unknownUser'));
  if (filters.awaitingMyAction)
    add('awaitingMyAction', t('walks.list.filters.awaitingMyAction'), { awaitingMyAction: false });
  if (filters.showArchived)
    add('showArchived', t('walks.list.filters.withArchived'), { showArchived: false });
  return chips;
}
