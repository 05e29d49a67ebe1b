import type { FilterChip } from './ActiveFilterChips';
import type { PlaceAndTimeFilters } from './FilterLayout';
import { dateRangeLabel } from './labels';

/** What the date range and school chips read: the user's language and the schools by name. */
export interface PlaceAndTimeNames {
  language: string;
  schools: readonly { id: string; name: string }[];
}

/** The filters of `Filters` that hold a list of values. */
type ListKey<Filters> = {
  [Key in keyof Filters]-?: Filters[Key] extends readonly string[] ? Key : never;
}[keyof Filters];
type ValueOf<List> = List extends readonly (infer Value extends string)[] ? Value : never;

/**
 * The start of a list's chips: the date range and each school (marked `isPlaceAndTime`, as wide
 * screens show them in the toolbar already). The list adds its own filters, in its Filters menu's
 * order, with `add` (one chip) and `eachOf` (a chip per value of a list filter, which reads alone
 * and removes that value only).
 */
export function placeAndTimeChips<Filters extends PlaceAndTimeFilters>(
  filters: Filters,
  names: PlaceAndTimeNames,
) {
  const chips: FilterChip<Partial<Filters>>[] = [];
  const add = (id: string, label: string, remove: Partial<Filters>, isPlaceAndTime = false) => {
    chips.push({ id, label, remove, isPlaceAndTime });
  };
  const addEach = <Value extends string>(
    key: string,
    values: readonly Value[],
    labelOf: (value: Value) => string,
    isPlaceAndTime: boolean,
  ) => {
    for (const value of values) {
      const rest = values.filter((candidate) => candidate !== value);
      add(`${key}-${value}`, labelOf(value), { [key]: rest } as Partial<Filters>, isPlaceAndTime);
    }
  };
  const eachOf = <Key extends ListKey<Filters>>(
    key: Key,
    labelOf: (value: ValueOf<Filters[Key]>) => string,
  ) => addEach(String(key), filters[key] as readonly ValueOf<Filters[Key]>[], labelOf, false);

  if (filters.dateRange) {
    const label = dateRangeLabel(filters.dateRange, names.language);
    add('dateRange', label, { dateRange: null } as Partial<Filters>, true);
  }
  const schoolName = (id: string) => names.schools.find((school) => school.id === id)?.name ?? id;
  addEach('schoolIds', filters.schoolIds, schoolName, true);
  return { chips, add, eachOf };
}
