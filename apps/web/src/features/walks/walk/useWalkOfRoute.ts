import type { TWalk, WalkStatus } from '@schooldog/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useToast } from '../../../ui/toast';
import { useWalk } from '../queries';
import { useLiveWalk } from './useLiveWalk';
import { walkPath } from './walkPaths';

export interface WalkOfRoute {
  /** The walk, once loaded and in the status this screen shows. */
  walk: TWalk | undefined;
  /** Holds the status redirects, e.g. while the sent-for-review dialog shows or before leaving. */
  setRedirectsHeld: (isHeld: boolean) => void;
}

/**
 * The walk of /walks/walk/:walkId…, live (spec 000 §2): a missing walk or a load failure leaves
 * for /walks with an error toast; a walk in another status goes to its own screen; a walk that
 * completes while open goes to /complete with 'SchoolDog Walk Completed'.
 */
export function useWalkOfRoute(screenStatus: WalkStatus): WalkOfRoute {
  const { walkId = '' } = useParams();
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const query = useWalk(walkId);
  const [isHeld, setRedirectsHeld] = useState(false);
  const seenStatus = useRef<WalkStatus | null>(null);
  useLiveWalk(walkId);

  const walk = query.data;
  const isGone = walk === null || (walk === undefined && query.isError);
  const status = walk?.status;
  const loadError = query.error;

  useEffect(() => {
    if (isHeld) return;
    if (isGone) {
      toast.error(t('walks.walk.loadFailed'), { cause: loadError });
      void navigate('/walks', { replace: true });
      return;
    }
    if (!status) return;
    const previous = seenStatus.current;
    seenStatus.current = status;
    if (status === screenStatus) return;
    if (status === 'complete' && previous !== null && previous !== 'complete') {
      toast.success(t('messages.walkCompleted'));
    }
    void navigate(walkPath(walkId, status), { replace: true });
  }, [isHeld, isGone, loadError, status, screenStatus, walkId, navigate, toast, t]);

  return {
    walk: walk?.status === screenStatus || isHeld ? (walk ?? undefined) : undefined,
    setRedirectsHeld,
  };
}
