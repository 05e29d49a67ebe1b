import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { listMutations, useUnsyncedMutations } from '../../offline/outbox';
import { AppDialog } from '../../ui/AppDialog';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { signingOutUserId, signOutStateFrom, useSignOut } from './useSignOut';

/** The user's unsynced changes, read from the outbox itself (the live view may not have loaded yet). */
async function unsyncedCount(userId: string): Promise<number> {
  try {
    return (await listMutations(userId)).length;
  } catch {
    // The outbox cannot be read: nothing known to lose.
    return 0;
  }
}

/**
 * /sign-out: every sign-out goes through here, so it happens outside the signed-in shell. With
 * unsynced changes on the device it first warns 'Changes may not be saved' (spec 000 §4 "Auth");
 * only a confirmation signs out and purges them, Cancel keeps everything.
 */
export function SignOutPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const hasStarted = useRef(false);
  const [warning, setWarning] = useState<{ userId: string; count: number } | null>(null);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const state = signOutStateFrom(location.state);
    const userId = signingOutUserId(queryClient);
    void (async () => {
      // An automatic sign-out has nobody to ask; it keeps the changes (see useSignOut).
      const count = !state.reason && userId ? await unsyncedCount(userId) : 0;
      if (userId && count > 0) setWarning({ userId, count });
      else await signOut(state);
    })();
  }, [signOut, location.state, queryClient]);

  if (!warning) return <LoadingScreen label={t('auth.signingOut')} />;
  const state = signOutStateFrom(location.state);
  return (
    <UnsyncedChangesWarning
      userId={warning.userId}
      initialCount={warning.count}
      onCancel={() => void navigate(state.from ?? '/dashboard', { replace: true })}
      onConfirm={() => {
        setWarning(null);
        void signOut(state);
      }}
    />
  );
}

interface UnsyncedChangesWarningProps {
  userId: string;
  initialCount: number;
  onCancel: () => void;
  onConfirm: () => void;
}

function UnsyncedChangesWarning({ userId, initialCount, onCancel, onConfirm }: UnsyncedChangesWarningProps) {
  const { t } = useTranslation();
  // Live while the dialog is open (a sync may still send some); the first read until it loads.
  const live = useUnsyncedMutations(userId).length;
  const count = live > 0 ? live : initialCount;
  return (
    <AppDialog
      isOpen
      title={t('messages.changesMayNotBeSaved')}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{t('offline.signOut.cancel')}</Button>
          <Button variant="contained" color="error" onClick={onConfirm}>
            {t('offline.signOut.confirm')}
          </Button>
        </>
      }
    >
      <Stack spacing={1.5}>
        <Typography>{t('offline.signOut.body', { count })}</Typography>
        <Typography color="text.secondary">{t('offline.signOut.advice')}</Typography>
      </Stack>
    </AppDialog>
  );
}
