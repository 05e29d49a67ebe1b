import { ASSESSMENT_STATUSES, type TMeResponse } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { labelledOptions, MultiSelectFilter } from '../../../ui/filters/FilterFields';
import { FiltersDrawer } from '../../../ui/filters/FilterLayout';
import { type AssessmentFilters, clearedAssessmentFilters } from './assessmentFilters';
import { ASSESSMENT_STATUS_LABEL_KEYS } from './labels';
import { useRubricOptions } from './queries';

interface AssessmentFiltersDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  /** On small screens the date range and schools live here rather than beside the list. */
  hasInlineFilters: boolean;
  filters: AssessmentFilters;
  onChange: (change: Partial<AssessmentFilters>) => void;
  schools: TMeResponse['schools'];
}

/** The Filters menu of the assessments list: templates and statuses (date range and schools on phones). */
export function AssessmentFiltersDrawer(props: AssessmentFiltersDrawerProps) {
  const { filters, onChange, ...drawer } = props;
  const { t } = useTranslation();
  const rubrics = useRubricOptions();
  return (
    <FiltersDrawer
      {...drawer}
      filters={filters}
      onChange={onChange}
      onClearAll={() => onChange(clearedAssessmentFilters())}
      doneLabel={t('assessmentViews.list.filters.done')}
    >
      <MultiSelectFilter
        label={t('assessmentViews.list.filters.templates')}
        emptyLabel={t('assessmentViews.list.filters.allTemplates')}
        options={rubrics.data ?? []}
        value={filters.rubricIds}
        onChange={(rubricIds) => onChange({ rubricIds })}
      />
      <MultiSelectFilter
        label={t('assessmentViews.list.filters.statuses')}
        emptyLabel={t('assessmentViews.list.filters.allStatuses')}
        options={labelledOptions(ASSESSMENT_STATUSES, ASSESSMENT_STATUS_LABEL_KEYS, t)}
        value={filters.statuses}
        onChange={(statuses) => onChange({ statuses })}
      />
    </FiltersDrawer>
  );
}
