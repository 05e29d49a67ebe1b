import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { firstUnscoredQuestion, isAssessmentComplete, type TAssessment } from '@schooldog/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { translateServerMessage } from '../../../i18n/serverMessages';
import { useConnectivity } from '../../../offline/connectivity';
import { HeaderSkeleton } from '../../../ui/HeaderSkeleton';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SkeletonRegion } from '../../../ui/SkeletonRegion';
import { useToast } from '../../../ui/toast';
import { useCurrentUser } from '../../auth/currentUser';
import { useObservationSettings } from '../../observation-settings/queries';
import { AssessmentHeader } from './AssessmentHeader';
import { DeleteAssessmentDialog } from './DeleteAssessmentDialog';
import { entriesById, useAssessmentDetail, useDeleteAssessment, useSubmitAssessment } from './queries';
import { questionAnchor } from './QuestionCard';
import { SectionCard } from './SectionCard';
import { hasUnsentChanges, useAnsweringWrites, useAssessmentRights, useLiveAssessment } from './useAnswering';
import type { REFUSED_STATE } from './walkAssessments';
import '../../../i18n/assessmentEdit.texts';

/**
 * /assessments/edit/:assessmentId (route assessments-edit): answering an assessment. Answers save
 * as chosen through the outbox and the score follows at once, offline too. Outside a walk it is
 * submitted here; a walk's is submitted with the walk, so the view leads back to the walk. A
 * refused submission, here or the walk's, leads to the first unscored question.
 */
export function AssessmentEditPage() {
  const { assessmentId = '' } = useParams();
  const { t } = useTranslation();
  const query = useAssessmentDetail(assessmentId);
  const detail = query.data;
  if (detail === null) {
    return (
      <Frame>
        <Alert severity="warning">{t('assessmentEdit.notFound')}</Alert>
      </Frame>
    );
  }
  if (!detail) {
    return (
      <Frame>
        {query.isError ? (
          <RetryAlert
            retryLabel={t('assessmentEdit.retry')}
            onRetry={() => void query.refetch()}
            cause={query.error}
          >
            {t('assessmentEdit.loadFailed')}
          </RetryAlert>
        ) : (
          <SkeletonRegion>
            <HeaderSkeleton />
          </SkeletonRegion>
        )}
      </Frame>
    );
  }
  return <Answering assessment={detail.assessment} entries={detail.entries} />;
}

/** Mobile first: the full width on a phone, a centered column on a desktop. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 840, mx: 'auto', width: '100%' }}>
      {children}
    </Stack>
  );
}

interface AnsweringProps {
  assessment: TAssessment;
  entries: Parameters<typeof entriesById>[0];
}

function Answering({ assessment, entries }: AnsweringProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const toast = useToast();
  const navigate = useNavigate();
  const { isOffline } = useConnectivity();
  const settings = useObservationSettings().data;
  const rights = useAssessmentRights(assessment);
  const writes = useAnsweringWrites(assessment.id);
  const submit = useSubmitAssessment();
  const remove = useDeleteAssessment();
  const location = useLocation();
  // Sent here by the walk's refused Review and Complete (REFUSED_STATE).
  const isArrivedRefused = (location.state as typeof REFUSED_STATE | null)?.isRefused === true;
  const [message, setMessage] = useState<string | null>(
    isArrivedRefused ? t('messages.completeAssessments') : null,
  );
  const [isMissingShown, setMissingShown] = useState(isArrivedRefused);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const byId = useMemo(() => entriesById(entries), [entries]);
  useLiveAssessment(assessment.id, assessment.walkId);
  const schoolName =
    me.schools.find((school) => school.id === assessment.schoolId)?.name ?? t('assessmentEdit.unknownSchool');
  const leavePath = assessment.walkId ? `/walks/walk/${assessment.walkId}` : '/assessments';

  const goToFirstUnscored = () => {
    const questionId = firstUnscoredQuestion(assessment);
    const question = questionId ? document.getElementById(questionAnchor(questionId)) : null;
    question?.scrollIntoView?.({ block: 'start' });
    question?.focus({ preventScroll: true });
  };
  // Arriving refused, once: the question is on the page with the assessment.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => (isArrivedRefused ? goToFirstUnscored() : undefined), []);

  const handleSubmit = async () => {
    setMessage(null);
    if (!isAssessmentComplete(assessment)) {
      setMessage(t('messages.completeAssessments'));
      setMissingShown(true);
      return goToFirstUnscored();
    }
    if (isOffline) return setMessage(t('assessmentEdit.submitOffline'));
    try {
      if (await hasUnsentChanges(me.user.id, assessment.id))
        return setMessage(t('assessmentEdit.stillSaving'));
      await submit.mutateAsync(assessment.id);
      toast.success(t('assessmentEdit.submitted'));
      void navigate(`/assessments/submitted/${assessment.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.status < 500)
        return setMessage(translateServerMessage(t, error.message));
      toast.error(t('assessmentEdit.submitFailed'), { cause: error });
    }
  };

  const handleDelete = () => {
    remove.mutate(assessment.id, {
      onSuccess: () => {
        toast.success(t('assessmentEdit.delete.done'));
        void navigate(leavePath);
      },
      onError: (error) => toast.error(t('assessmentEdit.delete.failed'), { cause: error }),
    });
  };

  const headerActions = (
    <>
      {assessment.walkId ? (
        <Button component={RouterLink} to={leavePath}>
          {t('assessmentEdit.backToWalk')}
        </Button>
      ) : null}
      {rights.canDelete ? (
        <Button color="error" disabled={isOffline} onClick={() => setDeleteOpen(true)}>
          {t('assessmentEdit.delete.button')}
        </Button>
      ) : null}
    </>
  );

  return (
    <Frame>
      <AssessmentHeader assessment={assessment} schoolName={schoolName} actions={headerActions} />
      {!rights.canAnswer && !rights.isWalkLoading ? (
        <Alert severity="info">{t('assessmentEdit.readOnly')}</Alert>
      ) : null}
      {assessment.skip ? <Alert severity="info">{t('assessmentEdit.skippedInWalk')}</Alert> : null}
      {assessment.sections.map((section, index) => (
        <SectionCard
          key={section.id}
          section={section}
          number={index + 1}
          showScores={assessment.showScores}
          canAnswer={rights.canAnswer}
          entries={byId}
          settings={settings}
          onAnswer={writes.answer}
          onSectionChange={(sectionId, change) => writes.update({ sections: { [sectionId]: change } })}
          isMissingShown={isMissingShown}
        />
      ))}
      {/* Beside Submit, where the user is when it refuses. */}
      {message ? (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {assessment.walkId ? (
          <Button variant="contained" component={RouterLink} to={leavePath}>
            {t('assessmentEdit.backToWalk')}
          </Button>
        ) : rights.canSubmit ? (
          <Button variant="contained" loading={submit.isPending} onClick={() => void handleSubmit()}>
            {t('assessmentEdit.submit')}
          </Button>
        ) : null}
      </Box>
      {isDeleteOpen ? (
        <DeleteAssessmentDialog
          name={assessment.name}
          isDeleting={remove.isPending}
          onCancel={() => setDeleteOpen(false)}
          onConfirm={handleDelete}
        />
      ) : null}
    </Frame>
  );
}
