import Button from '@mui/material/Button';
import { canPlaceWalkInProgress, type TWalk } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../ui/toast';
import { usePlaceWalkInProgress } from '../queries';
import { useWalkViewer } from './useWalkViewer';

/** 'Place Back In Progress' for the leader or a manager; the screen then follows the new status. */
export function PlaceInProgressButton({ walk }: { walk: TWalk }) {
  const { t } = useTranslation();
  const toast = useToast();
  const viewer = useWalkViewer();
  const placeInProgress = usePlaceWalkInProgress();
  if (!canPlaceWalkInProgress(viewer, walk)) return null;
  const handleClick = () =>
    placeInProgress.mutate(walk.id, {
      onError: (error) => toast.error(t('walks.walk.actionFailed'), { cause: error }),
    });
  return (
    <Button variant="outlined" onClick={handleClick} loading={placeInProgress.isPending}>
      {t('walks.walk.placeInProgress')}
    </Button>
  );
}
