import { TIMINGS } from '@schooldog/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSignedOutForInactivity } from '../../api/client';
import { isInactive, readLastActivity, recordActivity } from '../../features/auth/activity';
import { useCurrentUser } from '../../features/auth/currentUser';
import type { SignOutLocationState } from '../../features/auth/useSignOut';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'visibilitychange'] as const;

/**
 * Auto sign-out (spec 000 §2, 001 §4): activity is recorded at most every 5 s; the check runs at
 * start-up and every 30 s, and before recording, so returning to a long-idle tab cannot count as activity.
 */
export function useAutoSignOut(): void {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { isEnabled, afterHours } = me.autoSignOut;
  // Read at the moment of expiry, so navigating does not restart the timers.
  const currentPath = useRef('');
  useEffect(() => {
    currentPath.current = `${pathname}${search}`;
  }, [pathname, search]);

  // The server ended the session for inactivity (this device's record aside, or another device's time-out).
  useEffect(
    () =>
      onSignedOutForInactivity(() => {
        const state: SignOutLocationState = { reason: 'inactivity', from: currentPath.current };
        void navigate('/sign-out', { replace: true, state });
      }),
    [navigate],
  );

  useEffect(() => {
    if (!isEnabled) return;
    let hasExpired = false;
    let lastRecordedAt = 0;

    const expireIfInactive = (now: number): boolean => {
      if (hasExpired) return true;
      if (!isInactive(readLastActivity(), now, afterHours)) return false;
      hasExpired = true;
      const state: SignOutLocationState = { reason: 'inactivity', from: currentPath.current };
      void navigate('/sign-out', { replace: true, state });
      return true;
    };

    const handleActivity = () => {
      const now = Date.now();
      if (now - lastRecordedAt < TIMINGS.activityRecordMs) return;
      if (expireIfInactive(now)) return;
      recordActivity(now);
      lastRecordedAt = now;
    };

    handleActivity();
    if (hasExpired) return;
    const interval = setInterval(() => expireIfInactive(Date.now()), TIMINGS.autoSignOutCheckMs);
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, handleActivity, { passive: true, capture: true });
    return () => {
      clearInterval(interval);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, handleActivity, { capture: true });
    };
  }, [isEnabled, afterHours, navigate]);
}
