import { type TMeResponse, ZMeResponse } from '@schooldog/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../api/client';
import { subscribeToLiveEvents } from '../../api/liveEvents';
import { currentLanguage } from '../../i18n';
import { useConnectivity } from '../../offline/connectivity';
import { useToast } from '../../ui/toast';
import { ME_QUERY_KEY } from '../auth/meKey';

/**
 * What notifications need from the signed-in shell: a notification that arrives while the app is
 * open shows as a toast (its code loads with the first one), and the server learns the language
 * the person uses the app in, for their emails and pushes.
 */
export function useSignedInNotifications(me: TMeResponse): void {
  useArrivingNotifications(me.user.id);
  useRecipientLanguage(me);
}

function useArrivingNotifications(userId: string): void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(
    () =>
      subscribeToLiveEvents({
        onChange: (change) => {
          if (change.type !== 'notification' || change.action !== 'created') return;
          const open = (path: string) => void navigate(path);
          import('./arrivedNotification')
            .then(({ showArrivedNotification }) =>
              showArrivedNotification({ id: change.id, userId, open, t, toast }),
            )
            .catch((error: unknown) => console.warn('showing an arrived notification failed', error));
        },
        // What arrived while the stream was down is news no more: the emails and pushes told it.
        onReconnect: () => undefined,
      }),
    [userId, navigate, t, toast],
  );
}

/*
 * The app's language is the browser's (spec 000 §1); emails and pushes go out in the language kept
 * on the person's record. When the two differ (on load, or when the app's language changes), the
 * record follows the app with a plain PATCH: best effort, once per language and session, never
 * queued offline (it is sent once the device is back online).
 */
function useRecipientLanguage(me: TMeResponse): void {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = currentLanguage(i18n);
  const { isOffline } = useConnectivity();
  const sent = useRef<string | null>(null);
  const userId = me.user.id;
  const isDifferent = me.user.language !== language;
  useEffect(() => {
    const attempt = `${userId}:${language}`;
    if (!isDifferent || isOffline || sent.current === attempt) return;
    sent.current = attempt;
    apiFetch('/api/me', { method: 'PATCH', body: { language }, schema: ZMeResponse })
      .then((updated) => queryClient.setQueryData(ME_QUERY_KEY, updated))
      .catch((error: unknown) => console.warn('saving the language of notifications failed', error));
  }, [userId, language, isDifferent, isOffline, queryClient]);
}
