import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ASSESSMENTS_MENU } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../ui/CardListSkeleton';
import { PageHeading } from '../../../ui/PageHeading';
import { PagedList } from '../../../ui/PagedList';
import { useCurrentUser } from '../../auth/currentUser';
import { ActiveFilterChips } from '../../../ui/filters/ActiveFilterChips';
import { FilterToolbar } from '../../../ui/filters/FilterLayout';
import { currentLanguage } from '../../../i18n';
import { schoolsWhere } from '../../entries/labels';
import { schoolName } from '../../walks/labels';
import { AssessmentCard } from './AssessmentCard';
import { AssessmentFiltersDrawer } from './AssessmentFiltersDrawer';
import { assessmentFilterChips } from './assessmentFilterChips';
import {
  activeAssessmentFilterCount,
  clearedAssessmentFilters,
  searchFromAssessmentFilters,
} from './assessmentFilters';
import { useAssessments, useRubricOptions } from './queries';
import { useAssessmentFilters } from './useAssessmentFilters';

/** /assessments: the assessments the user may view, filtered by school, template, status and dates (issue 14 "Reading"). */
export function AssessmentsPage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const { filters, setFilters } = useAssessmentFilters();
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const assessments = useAssessments(searchFromAssessmentFilters(filters).toString());
  const schools = schoolsWhere(me, ASSESSMENTS_MENU);
  const rubrics = useRubricOptions();
  const chips = assessmentFilterChips(filters, {
    t,
    language: currentLanguage(i18n),
    schools,
    templates: rubrics.data ?? [],
  });

  return (
    <>
      <PageHeading title={t('assessmentViews.list.title')} subtitle={t('assessmentViews.list.subtitle')} />
      <FilterToolbar
        isWide={isWide}
        filters={filters}
        onChange={setFilters}
        schools={schools}
        filterCount={activeAssessmentFilterCount(filters)}
        onOpenFilters={() => setFiltersOpen(true)}
      />
      <ActiveFilterChips
        chips={chips}
        onRemove={setFilters}
        hasInlineFilters={isWide}
        onClearAll={() => setFilters(clearedAssessmentFilters())}
      />
      <PagedList
        query={assessments}
        items={assessments.data?.pages.flatMap((page) => page.assessments) ?? []}
        getKey={(assessment) => assessment.id}
        texts={{
          loadFailed: t('assessmentViews.list.loadFailed'),
          retry: t('assessmentViews.list.retry'),
          empty: t('assessmentViews.list.empty'),
          loadMore: t('assessmentViews.list.loadMore'),
          patience: t('assessmentViews.list.patience'),
        }}
        isEmptyAnnounced
        skeleton={<CardListSkeleton shape="walk" count={4} />}
        renderItem={(assessment) => (
          <AssessmentCard
            assessment={assessment}
            schoolName={schoolName(me.schools, assessment.schoolId) ?? t('assessmentViews.unknownSchool')}
          />
        )}
      />
      <AssessmentFiltersDrawer
        isOpen={isFiltersOpen}
        onClose={() => setFiltersOpen(false)}
        hasInlineFilters={isWide}
        filters={filters}
        onChange={setFilters}
        schools={schools}
      />
    </>
  );
}
