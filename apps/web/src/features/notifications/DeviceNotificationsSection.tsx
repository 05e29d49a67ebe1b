import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TranslationKey } from '../../i18n';
import { useConnectivity } from '../../offline/connectivity';
import { useToast } from '../../ui/toast';
import { useCurrentUser } from '../auth/currentUser';
import { announceSubscribe, announceUnsubscribe } from './outcomes';
import {
  type DeviceState,
  readDeviceState,
  subscribeThisDevice,
  type SubscribeOutcome,
  unsubscribeThisDevice,
  watchPermission,
} from './pushDevice';

const CHIPS = {
  on: { label: 'notifications.device.state.on', color: 'success' },
  off: { label: 'notifications.device.state.off', color: 'default' },
  promptLimit: { label: 'notifications.device.state.off', color: 'default' },
  blocked: { label: 'notifications.device.state.blocked', color: 'warning' },
  unsupported: { label: 'notifications.device.state.unsupported', color: 'default' },
} as const satisfies Record<DeviceState, { label: TranslationKey; color: string }>;

/** Outcomes the section's own notice explains, so no toast repeats them. */
const EXPLAINED: readonly SubscribeOutcome[] = ['blocked', 'promptLimit', 'unsupported'];

/**
 * /users/edit: 'Notifications on this device' (issue 22 point 4). Web push is per device and only
 * on a click; the switch shows whether this device takes the person's notifications, and says why
 * not when the browser blocks them, has asked twice already (spec 000 §7), cannot show them, or
 * the device is offline.
 */
export function DeviceNotificationsSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const userId = useCurrentUser().user.id;
  const { isOffline } = useConnectivity();
  const [state, setState] = useState<DeviceState | null>(null);
  const [isWorking, setWorking] = useState(false);
  const headingId = useId();
  const noticeId = useId();

  const refresh = async () => setState(await readDeviceState(userId));
  useEffect(() => {
    let isCurrent = true;
    const read = () =>
      void readDeviceState(userId).then((next) => {
        if (isCurrent) setState(next);
      });
    read();
    const stopWatching = watchPermission(read);
    return () => {
      isCurrent = false;
      stopWatching();
    };
  }, [userId]);

  const turn = async (on: boolean) => {
    setWorking(true);
    try {
      if (on) {
        const outcome = await subscribeThisDevice(userId);
        if (!EXPLAINED.includes(outcome)) announceSubscribe(toast, t, outcome);
      } else {
        announceUnsubscribe(toast, t, await unsubscribeThisDevice());
      }
      await refresh();
    } finally {
      setWorking(false);
    }
  };

  const notice = state ? noticeFor(state, isOffline, t) : null;
  const canSwitch = (state === 'on' || state === 'off') && !isOffline && !isWorking;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Stack component="section" aria-labelledby={headingId} spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t('notifications.device.title')}
          </Typography>
          {state ? <Chip size="small" color={CHIPS[state].color} label={t(CHIPS[state].label)} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('notifications.device.intro')}
        </Typography>
        <FormControlLabel
          label={t('notifications.device.switch')}
          control={
            <Switch
              checked={state === 'on'}
              disabled={!canSwitch}
              onChange={(_event, checked) => void turn(checked)}
              slotProps={{ input: notice ? { 'aria-describedby': noticeId } : {} }}
            />
          }
        />
        {notice ? (
          <Alert id={noticeId} severity={notice.severity}>
            {notice.text}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function noticeFor(
  state: DeviceState,
  isOffline: boolean,
  t: TFunction,
): { severity: 'info' | 'warning'; text: ReactNode } | null {
  switch (state) {
    case 'unsupported':
      return {
        severity: 'info',
        text: (
          <>
            {t('notifications.device.unsupported')}{' '}
            <Link component={RouterLink} to="/install">
              {t('notifications.device.installLink')}
            </Link>
          </>
        ),
      };
    case 'blocked':
      return { severity: 'warning', text: t('notifications.device.blocked') };
    case 'promptLimit':
      return { severity: 'warning', text: t('notifications.device.promptLimit') };
    default:
      return isOffline ? { severity: 'info', text: t('notifications.device.offline') } : null;
  }
}
