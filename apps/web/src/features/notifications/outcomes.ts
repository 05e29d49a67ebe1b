import type { TFunction } from 'i18next';
import type { Toast } from '../../ui/toast';
import type { SubscribeOutcome, UnsubscribeOutcome } from './pushDevice';

/** What turning notifications on came to, as a toast (a closed prompt says nothing). */
export function announceSubscribe(toast: Toast, t: TFunction, outcome: SubscribeOutcome): void {
  switch (outcome) {
    case 'subscribed':
      return toast.success(t('notifications.outcome.subscribed'));
    case 'dismissed':
      return;
    case 'blocked':
      return toast.info(t('notifications.outcome.blocked'));
    case 'promptLimit':
      return toast.info(t('notifications.outcome.promptLimit'));
    case 'unsupported':
      return toast.info(t('notifications.outcome.unsupported'));
    case 'offline':
      return toast.error(t('notifications.outcome.offline'));
    case 'failed':
      return toast.error(t('notifications.outcome.subscribeFailed'));
  }
}

/** What turning notifications off came to, as a toast. */
export function announceUnsubscribe(toast: Toast, t: TFunction, outcome: UnsubscribeOutcome): void {
  switch (outcome) {
    case 'unsubscribed':
      return toast.success(t('notifications.outcome.unsubscribed'));
    case 'offline':
      return toast.error(t('notifications.outcome.offline'));
    case 'failed':
      return toast.error(t('notifications.outcome.unsubscribeFailed'));
  }
}
