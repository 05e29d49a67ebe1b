import type { TFunction } from 'i18next';
import type { FilterChip } from '../../../ui/filters/ActiveFilterChips';
import { type PlaceAndTimeNames, placeAndTimeChips } from '../../../ui/filters/filterChips';
import type { AssessmentFilters } from './assessmentFilters';
import { ASSESSMENT_STATUS_LABEL_KEYS } from './labels';

interface ChipNames extends PlaceAndTimeNames {
  t: TFunction;
  /** The district's templates, as far as they are known yet. */
  templates: readonly { value: string; label: string }[];
}

/**
 * The assessments list's set filters as chips, in the Filters menu's order: each value of a list
 * filter reads alone (a school, a template, "Submitted").
 */
export function assessmentFilterChips(
  filters: AssessmentFilters,
  names: ChipNames,
): FilterChip<Partial<AssessmentFilters>>[] {
  const { t } = names;
  const { chips, eachOf } = placeAndTimeChips(filters, names);
  eachOf(
    'rubricIds',
    (id) =>
      names.templates.find((template) => template.value === id)?.label ??
      t('assessmentViews.list.filters.unknownTemplate'),
  );
  eachOf('statuses', (status) => t(ASSESSMENT_STATUS_LABEL_KEYS[status]));
  return chips;
}
