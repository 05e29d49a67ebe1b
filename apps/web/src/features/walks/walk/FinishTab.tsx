import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { canSubmitWalk, isLeader, type TWalk } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../../offline/connectivity';
import { ContextFields } from './ContextFields';
import { useWalkViewer } from './useWalkViewer';
import { useWalkAssessmentsCheck, WalkAssessmentsSection } from './WalkAssessmentsSection';

interface FinishTabProps {
  walk: TWalk;
  canEdit: boolean;
  onBack: () => void;
  onReviewAndComplete: () => void;
}

/**
 * Tab 1: Assessments, Additional context, Any final notes, and Review and Complete (the leader's)
 * with Back; it waits until the walk's assessments not skipped are complete.
 * Offline, a notice says the context still saves; sending for review waits for a connection.
 */
export function FinishTab({ walk, canEdit, onBack, onReviewAndComplete }: FinishTabProps) {
  const { t } = useTranslation();
  const viewer = useWalkViewer();
  const { isOffline } = useConnectivity();
  // Who leads, apart from whether the walk can be sent now: once sent, the leader is still the leader.
  const isTheLeader = isLeader(walk, viewer.userId);
  const canSubmit = canSubmitWalk(viewer, walk);
  const checkAssessments = useWalkAssessmentsCheck(walk);
  const [refusal, setRefusal] = useState<string | null>(null);
  const handleReviewAndComplete = () => {
    const message = checkAssessments();
    setRefusal(message);
    if (!message) onReviewAndComplete();
  };
  return (
    <Stack spacing={3}>
      {isOffline ? <Alert severity="warning">{t('offline.walk.finish')}</Alert> : null}
      <WalkAssessmentsSection walk={walk} />
      <ContextFields walk={walk} isDisabled={!canEdit} />
      {isTheLeader ? null : <Alert severity="info">{t('messages.onlyLeaderCompletes')}</Alert>}
      {refusal ? (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{t('walks.walk.back')}</Button>
        <Button variant="contained" onClick={handleReviewAndComplete} disabled={!canSubmit || isOffline}>
          {t('walks.walk.reviewAndComplete')}
        </Button>
      </Stack>
    </Stack>
  );
}
