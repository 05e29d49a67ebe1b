import type { TMeResponse } from '@schooldog/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getCachedUser } from '../../offline/cachedUser';
import { purgeOfflineData } from '../../offline/purge';
import { useToast } from '../../ui/toast';
import { clearActivity } from './activity';
import { authClient } from './authClient';
import { runAuthCall } from './authErrors';
import { ME_QUERY_KEY } from './me';

export type SignOutReason = 'inactivity' | 'authInitTimeout';

/** Navigation state for /sign-out. */
export interface SignOutLocationState {
  reason?: SignOutReason;
  /** Where the user was, so signing back in (or cancelling the warning) returns there. */
  from?: string;
}

const SIGN_OUT_TIMEOUT_MS = 5_000;

export function signOutStateFrom(state: unknown): SignOutLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const reason = 'reason' in state ? state.reason : undefined;
  const from = 'from' in state && typeof state.from === 'string' ? state.from : undefined;
  if (reason === 'inactivity' || reason === 'authInitTimeout') return { reason, from };
  return { from };
}

/** Who is signing out: the loaded user, else the one kept on the device for offline starts. */
export function signingOutUserId(queryClient: QueryClient): string | null {
  const me = queryClient.getQueryData<TMeResponse | null>(ME_QUERY_KEY);
  return me?.user.id ?? getCachedUser()?.user.id ?? null;
}

/**
 * Removes this device's push subscription, signs out on the server (both best effort, so it also
 * works offline), resets every cached query, makes the device forget the user's offline data and
 * goes to sign-in. A sign-out the user asked for purges their unsynced changes too (after the
 * warning on /sign-out); an automatic one keeps them, since nobody could be warned.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();

  return useCallback(
    async ({ reason, from }: SignOutLocationState = {}) => {
      const userId = signingOutUserId(queryClient);
      // This device stops taking the person's pushes while the session can still say so (bounded).
      await import('../notifications/pushDevice')
        .then(({ forgetThisDevice }) => forgetThisDevice())
        .catch(() => undefined);
      await runAuthCall(() =>
        authClient.signOut({ fetchOptions: { signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS) } }),
      );
      queryClient.clear();
      // Known signed out from here on, so the sign-in page does not ask the server again.
      queryClient.setQueryData(ME_QUERY_KEY, null);
      clearActivity();
      await purgeOfflineData(userId, { keepUnsynced: reason !== undefined });
      if (reason === 'authInitTimeout') {
        await navigate('/auth/signin?issue=authInitTimeout', { replace: true });
        return;
      }
      if (reason === 'inactivity') toast.info(t('messages.autoSignedOut'));
      await navigate('/auth/signin', {
        replace: true,
        state: reason === 'inactivity' ? { from } : undefined,
      });
    },
    [queryClient, navigate, toast, t],
  );
}
