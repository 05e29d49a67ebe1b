import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { canSubmitWalk, type TWalk } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../../offline/connectivity';
import { ContextFields } from './ContextFields';
import { useWalkViewer } from './useWalkViewer';

interface FinishTabProps {
  walk: TWalk;
  canEdit: boolean;
  onBack: () => void;
  onReviewAndComplete: () => void;
}

/**
 * Tab 1: Additional context, Any final notes, and Review and Complete (the leader's) with Back.
 * Offline, a notice says the context still saves; sending for review waits for a connection.
 */
export function FinishTab({ walk, canEdit, onBack, onReviewAndComplete }: FinishTabProps) {
  const { t } = useTranslation();
  const viewer = useWalkViewer();
  const { isOffline } = useConnectivity();
  const isLeader = canSubmitWalk(viewer, walk);
  return (
    <Stack spacing={3}>
      {isOffline ? <Alert severity="warning">{t('offline.walk.finish')}</Alert> : null}
      <ContextFields walk={walk} isDisabled={!canEdit} />
      {isLeader ? null : <Alert severity="info">{t('messages.onlyLeaderCompletes')}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{t('walks.walk.back')}</Button>
        <Button variant="contained" onClick={onReviewAndComplete} disabled={!isLeader || isOffline}>
          {t('walks.walk.reviewAndComplete')}
        </Button>
      </Stack>
    </Stack>
  );
}
