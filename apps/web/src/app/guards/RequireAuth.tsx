import { TIMINGS } from '@schooldog/domain';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isNetworkError } from '../../api/client';
import { CurrentUserProvider } from '../../features/auth/currentUser';
import { useMe } from '../../features/auth/me';
import { useLiveEntries } from '../../features/entries/useLiveEntries';
import { useLiveWalks } from '../../features/walks/useLiveWalks';
import type { SignInLocationState } from '../../features/auth/signInState';
import type { SignOutLocationState } from '../../features/auth/useSignOut';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useTimeElapsed } from '../../ui/useTimeElapsed';
import { SlowLoadMessage } from './SlowLoadMessage';
import { useAutoSignOut } from './useAutoSignOut';

/** The signed-in part of the app (spec 000 §2 "Guards and shell"). */
export function RequireAuth() {
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const hasNetworkProblem = isNetworkError(me.failureReason) || me.fetchStatus === 'paused';
  const isSlow = useTimeElapsed(TIMINGS.slowLoadMs, me.data === undefined);
  // A server that answers but cannot produce the user, or no answer in time: start over at sign-in.
  const hasInitFailed = me.data === undefined && me.isError && !isNetworkError(me.error);
  const wantedPath = `${location.pathname}${location.search}${location.hash}`;
  // Stable across renders: <Navigate> navigates again whenever its state object changes.
  const signInState = useMemo((): SignInLocationState => ({ from: wantedPath }), [wantedPath]);

  useEffect(() => {
    if (!hasInitFailed) return;
    const state: SignOutLocationState = { reason: 'authInitTimeout' };
    void navigate('/sign-out', { replace: true, state });
  }, [hasInitFailed, navigate]);

  if (me.data === null) return <Navigate to="/auth/signin" replace state={signInState} />;
  if (me.data === undefined) {
    // Launch in Offline Mode joins Sign Out here when the offline work lands.
    if (hasNetworkProblem || isSlow) return <SlowLoadMessage />;
    return <LoadingScreen />;
  }
  return (
    <CurrentUserProvider me={me.data}>
      <SignedInEffects />
      <Outlet />
    </CurrentUserProvider>
  );
}

/** Effects that only run for a signed-in user. */
function SignedInEffects() {
  useAutoSignOut();
  useLiveEntries();
  useLiveWalks();
  return null;
}
