import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../ui/AppDialog';
import { ListRowsSkeleton } from '../../ui/ListRowsSkeleton';
import { RetryAlert } from '../../ui/RetryAlert';
import { useAssessments } from '../assessments/list/queries';
import { RecentAssessmentsCardRows } from './RecentAssessmentsCardRows';

/** The view-all dialog of Recent Assessments: 10 per page, 'Show more' adds 10 (spec 000 §2 "Dashboard"). */
export function RecentAssessmentsCardDialog({
  schoolId,
  schoolName,
  onClose,
}: {
  schoolId: string;
  schoolName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pages = useAssessments(
    new URLSearchParams({ schoolIds: schoolId }).toString(),
    PAGE_SIZES.recentAssessmentsDialog,
  );
  const assessments = pages.data?.pages.flatMap((page) => page.assessments) ?? [];
  return (
    <AppDialog
      isOpen
      title={t('assessmentViews.recent.dialogTitle', { school: schoolName })}
      onClose={onClose}
      actions={
        <>
          {pages.hasNextPage ? (
            <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              {t('assessmentViews.recent.showMore')}
            </Button>
          ) : null}
          <Button variant="contained" onClick={onClose}>
            {t('assessmentViews.recent.close')}
          </Button>
        </>
      }
    >
      {pages.isPending ? <ListRowsSkeleton count={4} /> : null}
      {pages.isError ? (
        <RetryAlert
          retryLabel={t('assessmentViews.list.retry')}
          onRetry={() => void pages.refetch()}
          cause={pages.error}
        >
          {t('assessmentViews.recent.loadFailed')}
        </RetryAlert>
      ) : null}
      {pages.isSuccess && assessments.length === 0 ? (
        <Typography color="text.secondary">{t('assessmentViews.recent.empty')}</Typography>
      ) : null}
      <RecentAssessmentsCardRows assessments={assessments} />
      {pages.isFetchingNextPage ? <ListRowsSkeleton count={2} /> : null}
    </AppDialog>
  );
}
