import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canReopenAssessment, type TAssessment } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { currentLanguage } from '../../../i18n';
import { HeaderSkeleton } from '../../../ui/HeaderSkeleton';
import { PageHeading } from '../../../ui/PageHeading';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useToast } from '../../../ui/toast';
import { useCurrentUser } from '../../auth/currentUser';
import { resolvedPermissionsOf } from '../../auth/permissions';
import { schoolName } from '../../walks/labels';
import { AssessmentPerson } from '../list/AssessmentPerson';
import { ScoreChip } from '../ScoreChip';
import { useAssessmentDetail, useReopenAssessment } from './queries';
import { ReadOnlySections } from './ReadOnlySections';
import { useAssessmentPdf } from './useAssessmentPdf';

/** /assessments/submitted/:assessmentId: a submitted assessment, read only; any other status goes to its editor. */
export function SubmittedAssessmentPage() {
  const { t } = useTranslation();
  const { assessmentId = '' } = useParams();
  const detail = useAssessmentDetail(assessmentId);

  if (detail.isPending) return <HeaderSkeleton />;
  if (detail.isError) {
    return (
      <RetryAlert
        retryLabel={t('assessmentViews.list.retry')}
        onRetry={() => void detail.refetch()}
        cause={detail.error}
      >
        {t('assessmentViews.submitted.loadFailed')}
      </RetryAlert>
    );
  }
  if (!detail.data) {
    return (
      <Alert severity="warning">
        {t('assessmentViews.submitted.notFound')}{' '}
        <Link component={RouterLink} to="/assessments">
          {t('assessmentViews.submitted.backToList')}
        </Link>
      </Alert>
    );
  }
  const { assessment, entries } = detail.data;
  if (assessment.status !== 'submitted') {
    // The device's copy may predate the submission (a walk completed elsewhere): the server's decides.
    if (detail.isFetching) return <HeaderSkeleton />;
    return <Navigate to={`/assessments/edit/${assessment.id}`} replace />;
  }
  return (
    <Stack spacing={2}>
      <SubmittedHeader assessment={assessment} />
      <ReadOnlySections assessment={assessment} entries={entries} />
    </Stack>
  );
}

function SubmittedHeader({ assessment }: { assessment: TAssessment }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const toast = useToast();
  const school = schoolName(me.schools, assessment.schoolId) ?? t('assessmentViews.unknownSchool');
  const pdf = useAssessmentPdf(assessment.id, `${school} - ${assessment.name}`);
  const reopen = useReopenAssessment(assessment.id);
  const viewer = { userId: me.user.id, permissions: resolvedPermissionsOf(me) };
  // A walk's assessment is reopened with its walk (the rule says no whenever there is a walk).
  const canEdit = assessment.walkId === null && canReopenAssessment(viewer, { ...assessment, walk: null });
  const submittedAt = assessment.timeSubmitted
    ? new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(assessment.timeSubmitted),
      )
    : '';

  const handleEdit = () =>
    reopen.mutate(undefined, {
      onSuccess: () => void navigate(`/assessments/edit/${assessment.id}`),
      onError: (error) => toast.error(t('assessmentViews.submitted.editFailed'), { cause: error }),
    });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeading title={assessment.name} subtitle={school} hasBottomMargin={false} />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {assessment.showScores ? (
          <ScoreChip
            size="medium"
            score={assessment.score}
            band={assessment.band}
            totalScore={assessment.totalScore}
            maxScore={assessment.maxScore}
          />
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {t('assessmentViews.submitted.submittedBy')}{' '}
          <AssessmentPerson userId={assessment.submittedByUserId} />
          {submittedAt ? ` · ${submittedAt}` : ''}
        </Typography>
      </Stack>
      {assessment.disclaimer ? (
        <Alert severity="info" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
          {assessment.disclaimer}
        </Alert>
      ) : null}
      {assessment.location ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('assessmentViews.submitted.location', { location: assessment.location })}
        </Typography>
      ) : null}
      {assessment.notes ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {t('assessmentViews.submitted.notes', { notes: assessment.notes })}
        </Typography>
      ) : null}
      <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          onClick={() => void pdf.download()}
          disabled={pdf.isPending}
        >
          {pdf.isPending
            ? t('assessmentViews.submitted.generatingPdf')
            : t('assessmentViews.submitted.downloadPdf')}
        </Button>
        {canEdit ? (
          <Button
            variant="contained"
            startIcon={<EditOutlinedIcon />}
            onClick={handleEdit}
            disabled={reopen.isPending}
          >
            {t('assessmentViews.submitted.edit')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
