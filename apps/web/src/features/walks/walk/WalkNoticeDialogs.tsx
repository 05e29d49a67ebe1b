import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TWalk } from '@schooldog/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../../offline/connectivity';
import { AppDialog } from '../../../ui/AppDialog';
import { PersonInText } from '../../people/PersonInText';
import { personName } from '../labels';

/** A notice with one OK button, which closes it. */
function NoticeDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog
      isOpen
      title={title}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose}>
          {t('walks.walk.ok')}
        </Button>
      }
    >
      {children}
    </AppDialog>
  );
}

/** After sending for review: who reviews it; closing lets the screen follow the walk to /review. */
export function SentForReviewDialog({ walk, onClose }: { walk: TWalk; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticeDialog title={t('walks.walk.sentForReview.title')} onClose={onClose}>
      <Typography>
        <PersonInText
          text={(name) => t('walks.walk.sentForReview.body', { name })}
          userId={walk.awaitingReviewBy}
          name={personName(walk, walk.awaitingReviewBy)}
        />
      </Typography>
    </NoticeDialog>
  );
}

/** Revisions Requested: the last review comment and the reviewer who made it. */
export function RevisionsRequestedDialog({ walk, onClose }: { walk: TWalk; onClose: () => void }) {
  const { t } = useTranslation();
  const last = walk.submissionHistory.at(-1);
  const byUserId = last?.byUserId ?? null;
  return (
    <NoticeDialog title={t('messages.revisionsRequested')} onClose={onClose}>
      <Stack spacing={1}>
        <Typography>
          <PersonInText
            text={(name) => t('walks.walk.revisions.by', { name })}
            userId={byUserId}
            name={personName(walk, byUserId)}
          />
        </Typography>
        {last?.comments ? (
          <Typography component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
            {last.comments}
          </Typography>
        ) : null}
      </Stack>
    </NoticeDialog>
  );
}

interface ContinueDialogProps {
  entryCount: number;
  onLogEntries: () => void;
  onFinish: () => void;
  onClose: (isHiddenForGood: boolean) => void;
}

/**
 * Reopening a walk with entries: carry on logging or finish; can be hidden for good (more than 1
 * entry). Offline it says that new entries save on the device.
 */
export function ContinueDialog({ entryCount, onLogEntries, onFinish, onClose }: ContinueDialogProps) {
  const { t } = useTranslation();
  const { isOffline } = useConnectivity();
  const [isHiddenForGood, setHiddenForGood] = useState(false);
  const close = (then?: () => void) => {
    onClose(isHiddenForGood);
    then?.();
  };
  return (
    <AppDialog
      isOpen
      title={t('walks.walk.continue.title')}
      onClose={() => close()}
      actions={
        <>
          <Button onClick={() => close(onFinish)}>{t('walks.walk.continue.finish')}</Button>
          <Button variant="contained" onClick={() => close(onLogEntries)}>
            {t('walks.walk.continue.logEntries')}
          </Button>
        </>
      }
    >
      {isOffline ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('offline.walk.continue')}
        </Alert>
      ) : null}
      <Typography>{t('walks.walk.continue.body', { count: entryCount })}</Typography>
      {entryCount > 1 ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={isHiddenForGood}
              onChange={(event) => setHiddenForGood(event.target.checked)}
            />
          }
          label={t('walks.walk.continue.doNotShowAgain')}
        />
      ) : null}
    </AppDialog>
  );
}
