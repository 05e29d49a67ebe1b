import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type TNotificationMessage, ZNotificationMessage } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import type { SnackbarKey } from 'notistack';
import { apiFetch } from '../../api/client';
import { type Toast, toastDuration } from '../../ui/toast';
import { closeToast, enqueueToast } from '../../ui/toastQueue';
import { announceSubscribe } from './outcomes';
import { dismissPushOffer, mayOfferPush, subscribeThisDevice } from './pushDevice';

export interface Arrival {
  /** The notification's id (the live change's). */
  id: string;
  /** The signed-in person, whose device the offer is about. */
  userId: string;
  /** Opens a path of the app (the router's navigate). */
  open: (path: string) => void;
  t: TFunction;
  toast: Toast;
}

function ArrivedMessage({ message }: { message: TNotificationMessage }) {
  return (
    <Box component="span" sx={{ display: 'block' }}>
      <Box component="strong" sx={{ display: 'block' }}>
        {message.title}
      </Box>
      {message.body}
    </Box>
  );
}

function toastButton(key: SnackbarKey, label: string, onClick: () => void) {
  return (
    <Button
      key={label}
      color="inherit"
      size="small"
      onClick={() => {
        onClick();
        closeToast(key);
      }}
    >
      {label}
    </Button>
  );
}

/**
 * A notification reached the signed-in person while the app is open (a live 'notification'
 * change): it shows as a toast with Open to its screen. On a device that could take web push but
 * was never asked, a second toast offers it (issue 22 point 4); 'No thanks' is remembered here.
 */
export async function showArrivedNotification({ id, userId, open, t, toast }: Arrival): Promise<void> {
  const message = await apiFetch(`/api/notifications/${encodeURIComponent(id)}`, {
    schema: ZNotificationMessage,
  });
  const { path } = message;
  enqueueToast(<ArrivedMessage message={message} />, {
    variant: 'info',
    autoHideDuration: toastDuration('info', path !== null),
    action: path ? (key) => toastButton(key, t('notifications.arrived.open'), () => open(path)) : undefined,
  });
  if (!(await mayOfferPush(userId))) return;
  enqueueToast(t('notifications.offer.message'), {
    variant: 'info',
    autoHideDuration: toastDuration('info', true),
    action: (key) => [
      // The permission prompt comes first in subscribeThisDevice, inside this click.
      toastButton(key, t('notifications.offer.accept'), () => {
        void subscribeThisDevice(userId).then((outcome) => announceSubscribe(toast, t, outcome));
      }),
      toastButton(key, t('notifications.offer.decline'), dismissPushOffer),
    ],
  });
}
