import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANY_ASSESSMENT_PERMISSION, PAGE_SIZES } from '@schooldog/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRowsSkeleton } from '../../ui/ListRowsSkeleton';
import { RetryAlert } from '../../ui/RetryAlert';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { useAssessments } from '../assessments/list/queries';
import { RecentAssessmentsCardRows } from './RecentAssessmentsCardRows';
import { SchoolSelect } from '../../ui/SchoolSelect';

const RecentAssessmentsCardDialog = lazy(async () => ({
  default: (await import('./RecentAssessmentsCardDialog')).RecentAssessmentsCardDialog,
}));

/** The school the card showed last, kept on this device. */
const SCHOOL_STORAGE_KEY = 'schooldog.dashboard.recentAssessments.schoolId';

function rememberedSchool(schoolIds: readonly string[]): string {
  if (schoolIds.length === 1) return schoolIds[0] ?? '';
  try {
    const stored = window.localStorage.getItem(SCHOOL_STORAGE_KEY) ?? '';
    return schoolIds.includes(stored) ? stored : '';
  } catch {
    return '';
  }
}

/**
 * Recent Assessments (spec 000 §2 "Dashboard", any assessment permission): the 4 most recent of
 * the chosen school with their scores in colour, and a view-all dialog.
 */
export function RecentAssessmentsCard() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const headingId = useId();
  const [schoolId, setSchoolId] = useState(() => rememberedSchool(me.schools.map((school) => school.id)));
  const [isDialogOpen, setDialogOpen] = useState(false);
  const school = me.schools.find((candidate) => candidate.id === schoolId);
  const hasAccess = school !== undefined && userCan(me, ANY_ASSESSMENT_PERMISSION, school.id);

  const handleSchool = (id: string) => {
    setSchoolId(id);
    try {
      window.localStorage.setItem(SCHOOL_STORAGE_KEY, id);
    } catch {
      // Storage refused (private mode): the choice lasts for this visit.
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }} useFlexGap>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('assessmentViews.recent.title')}
        </Typography>
        {me.schools.length > 1 ? (
          <SchoolSelect
            schools={me.schools}
            size="small"
            label={t('assessmentViews.recent.school')}
            value={school ? school.id : ''}
            onChange={handleSchool}
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
        ) : null}
      </Stack>
      {!school ? (
        <Typography color="text.secondary">{t('assessmentViews.recent.selectSchool')}</Typography>
      ) : !hasAccess ? (
        <Typography color="text.secondary">{t('assessmentViews.recent.noAccess')}</Typography>
      ) : (
        <RecentOfSchool schoolId={school.id} headingId={headingId} onViewAll={() => setDialogOpen(true)} />
      )}
      <Suspense fallback={null}>
        {isDialogOpen && school ? (
          <RecentAssessmentsCardDialog
            schoolId={school.id}
            schoolName={school.name}
            onClose={() => setDialogOpen(false)}
          />
        ) : null}
      </Suspense>
    </Paper>
  );
}

function RecentOfSchool({
  schoolId,
  headingId,
  onViewAll,
}: {
  schoolId: string;
  headingId: string;
  onViewAll: () => void;
}) {
  const { t } = useTranslation();
  const recent = useAssessments(
    new URLSearchParams({ schoolIds: schoolId }).toString(),
    PAGE_SIZES.recentAssessments,
  );
  const assessments = recent.data?.pages[0]?.assessments ?? [];
  if (recent.isPending) return <ListRowsSkeleton count={PAGE_SIZES.recentAssessments} />;
  if (recent.isError) {
    return (
      <RetryAlert
        retryLabel={t('assessmentViews.list.retry')}
        onRetry={() => void recent.refetch()}
        cause={recent.error}
      >
        {t('assessmentViews.recent.loadFailed')}
      </RetryAlert>
    );
  }
  if (assessments.length === 0) {
    return <Typography color="text.secondary">{t('assessmentViews.recent.empty')}</Typography>;
  }
  return (
    <>
      <RecentAssessmentsCardRows assessments={assessments} labelledBy={headingId} />
      <Button onClick={onViewAll} sx={{ mt: 1 }}>
        {t('assessmentViews.recent.viewAll')}
      </Button>
    </>
  );
}
