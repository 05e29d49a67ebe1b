import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ASSESSMENTS_MENU } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../ui/CardListSkeleton';
import { PageHeading } from '../../../ui/PageHeading';
import { PagedList } from '../../../ui/PagedList';
import { useCurrentUser } from '../../auth/currentUser';
import { FilterToolbar } from '../../../ui/filters/FilterLayout';
import { schoolsWhere } from '../../entries/labels';
import { schoolName } from '../../walks/labels';
import { AssessmentCard } from './AssessmentCard';
import { AssessmentFiltersDrawer } from './AssessmentFiltersDrawer';
import { activeAssessmentFilterCount, searchFromAssessmentFilters } from './assessmentFilters';
import { useAssessments } from './queries';
import { useAssessmentFilters } from './useAssessmentFilters';

/** /assessments: the assessments the user may view, filtered by school, template, status and dates (issue 14 "Reading"). */
export function AssessmentsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const { filters, setFilters } = useAssessmentFilters();
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const assessments = useAssessments(searchFromAssessmentFilters(filters).toString());
  const schools = schoolsWhere(me, ASSESSMENTS_MENU);

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
