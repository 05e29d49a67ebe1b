import Button from '@mui/material/Button';
import { TIMINGS, type TMeResponse } from '@schooldog/domain';
import { useIsRestoring } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isNetworkError } from '../../api/client';
import { useLiveChanges } from '../../api/useLiveChanges';
import { wasSignedOutForInactivity } from '../../features/auth/activity';
import { CurrentUserProvider } from '../../features/auth/currentUser';
import { useMe } from '../../features/auth/me';
import type { SignInLocationState } from '../../features/auth/signInState';
import type { SignOutLocationState } from '../../features/auth/useSignOut';
import { useSignedInNotifications } from '../../features/notifications/useSignedInNotifications';
import { clearCachedUser, saveCachedUser, useCachedUser } from '../../offline/cachedUser';
import { setManualOffline } from '../../offline/connectivity';
import { SignedInOfflineEffects } from '../../offline/SignedInOfflineEffects';
import { useWarmOfflineCache } from '../../offline/warmCache';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useTimeElapsed } from '../../ui/useTimeElapsed';
import { SlowLoadMessage } from './SlowLoadMessage';
import { useAutoSignOut } from './useAutoSignOut';
import { useSessionEndCheck } from './useSessionEndCheck';

/**
 * The signed-in part of the app (spec 000 §2 "Guards and shell"). Offline, with a user cached on
 * the device, it starts at once with that user (useMe answers it); a slow or unreachable server
 * offers Launch in Offline Mode when such a user exists.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const isRestoring = useIsRestoring();
  const me = useMe();
  const cachedUser = useCachedUser();
  const hasNetworkProblem = isNetworkError(me.failureReason) || me.fetchStatus === 'paused';
  const isSlow = useTimeElapsed(TIMINGS.slowLoadMs, me.data === undefined);
  // A server that answers but cannot produce the user, or no answer in time: start over at sign-in.
  const hasInitFailed = me.data === undefined && me.isError && !isNetworkError(me.error);
  const wantedPath = `${location.pathname}${location.search}${location.hash}`;
  // Stable across renders: <Navigate> navigates again whenever its state object changes.
  const signInState = useMemo((): SignInLocationState => ({ from: wantedPath }), [wantedPath]);
  const inactivityState = useMemo(
    (): SignOutLocationState => ({ reason: 'inactivity', from: wantedPath }),
    [wantedPath],
  );
  const serverUser = me.isCachedUser === true ? undefined : me.data;
  // The first signed-in render (layout and screen at once) is the page's largest piece of work: as
  // a deferred render React does it in slices, so a slow phone stays responsive while it starts.
  const hasUser = useDeferredValue(me.data !== undefined);

  useEffect(() => {
    if (!hasInitFailed) return;
    const state: SignOutLocationState = { reason: 'authInitTimeout' };
    void navigate('/sign-out', { replace: true, state });
  }, [hasInitFailed, navigate]);

  // The server's answer is kept for the next start without network; signed out, the device forgets it.
  useEffect(() => {
    if (serverUser) saveCachedUser(serverUser);
    else if (serverUser === null) clearCachedUser();
  }, [serverUser]);

  // The persisted cache is restored before any signed-in screen reads it.
  if (isRestoring) return <LoadingScreen />;
  if (me.data === null) {
    // The server ended the session for inactivity: sign out with the spec's toast.
    if (wasSignedOutForInactivity()) return <Navigate to="/sign-out" replace state={inactivityState} />;
    return <Navigate to="/auth/signin" replace state={signInState} />;
  }
  if (me.data === undefined || !hasUser) {
    if (me.data !== undefined || (!hasNetworkProblem && !isSlow)) return <LoadingScreen />;
    return (
      <SlowLoadMessage
        extraActions={
          cachedUser ? (
            <Button variant="outlined" onClick={() => setManualOffline(true)}>
              {t('offline.launchOfflineMode')}
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <CurrentUserProvider me={me.data}>
      <SignedInEffects me={me.data} isServerUser={me.isCachedUser !== true} />
      <SignedInOfflineEffects />
      <Outlet />
    </CurrentUserProvider>
  );
}

/** Effects that only run for a signed-in user. */
function SignedInEffects({ me, isServerUser }: { me: TMeResponse; isServerUser: boolean }) {
  useAutoSignOut();
  useSessionEndCheck();
  useLiveChanges();
  useSignedInNotifications(me);
  useWarmOfflineCache(me, isServerUser);
  return null;
}
