import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../ui/AppDialog';
import { useTimeElapsed } from '../../ui/useTimeElapsed';
import { useMe } from './me';

/** "A signed-in user gets an 'already signed in' dialog after 1 s" (spec 000 §2). */
export const ALREADY_SIGNED_IN_DELAY_MS = 1_000;

interface AlreadySignedInDialogProps {
  /** True while a sign-in from this page is completing. */
  isSuppressed: boolean;
}

export function AlreadySignedInDialog({ isSuppressed }: AlreadySignedInDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe({ onlyWithSessionHint: true });
  const [isDismissed, setDismissed] = useState(false);
  const isSignedIn = Boolean(me) && !isSuppressed;
  const isDue = useTimeElapsed(ALREADY_SIGNED_IN_DELAY_MS, isSignedIn);
  if (!me) return null;
  return (
    <AppDialog
      isOpen={isSignedIn && isDue && !isDismissed}
      onClose={() => setDismissed(true)}
      title={t('auth.alreadySignedIn.title')}
      actions={
        <>
          <Button onClick={() => navigate('/sign-out')}>{t('common.signOut')}</Button>
          <Button variant="contained" onClick={() => navigate('/dashboard')}>
            {t('auth.alreadySignedIn.goToDashboard')}
          </Button>
        </>
      }
    >
      <DialogContentText>
        {t('auth.alreadySignedIn.body', {
          name: `${me.user.firstName} ${me.user.lastName}`,
          email: me.user.email,
        })}
      </DialogContentText>
    </AppDialog>
  );
}
