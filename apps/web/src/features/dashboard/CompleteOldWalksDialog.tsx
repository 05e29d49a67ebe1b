import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import type { TWalk } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../ui/AppDialog';
import { useToast } from '../../ui/toast';
import { useCompleteWalk } from '../walks/queries';

interface CompleteOldWalksDialogProps {
  walks: readonly TWalk[];
  nameOf: (walk: TWalk) => string;
  onClose: () => void;
}

/**
 * Bulk completion of walks in progress for more than 7 days: each chosen walk is completed in turn;
 * walks without entries need the acknowledgement, as on the walk screen.
 */
export function CompleteOldWalksDialog({ walks, nameOf, onClose }: CompleteOldWalksDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const completeWalk = useCompleteWalk();
  const [chosenIds, setChosenIds] = useState<string[]>(() => walks.map((walk) => walk.id));
  const [hasAcknowledged, setAcknowledged] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const chosen = walks.filter((walk) => chosenIds.includes(walk.id));
  const needsAcknowledgement = chosen.some((walk) => walk.entryCount === 0);
  const isAcknowledgementMissing = needsAcknowledgement && !hasAcknowledged;

  const toggle = (walkId: string, isChecked: boolean) =>
    setChosenIds((ids) => (isChecked ? [...ids, walkId] : ids.filter((id) => id !== walkId)));

  const handleComplete = async () => {
    setSubmitted(true);
    if (chosen.length === 0 || isAcknowledgementMissing) return;
    setSaving(true);
    const results = await Promise.allSettled(
      chosen.map((walk) =>
        completeWalk.mutateAsync({ id: walk.id, acknowledgeNoEntries: walk.entryCount === 0 }),
      ),
    );
    setSaving(false);
    const failed = results.filter((result) => result.status === 'rejected').length;
    const done = results.length - failed;
    if (done > 0) toast.success(t('dashboard.walks.prompt.done', { count: done }));
    if (failed > 0) toast.error(t('dashboard.walks.prompt.failed', { count: failed }));
    onClose();
  };

  return (
    <AppDialog
      isOpen
      title={t('dashboard.walks.prompt.title')}
      onClose={isSaving ? () => undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={isSaving}>
            {t('dashboard.walks.prompt.later')}
          </Button>
          <Button
            variant="contained"
            loading={isSaving}
            disabled={chosen.length === 0}
            onClick={() => void handleComplete()}
          >
            {t('dashboard.walks.prompt.completeChosen', { count: chosen.length })}
          </Button>
        </>
      }
    >
      <DialogContentText>{t('dashboard.walks.prompt.body', { count: walks.length })}</DialogContentText>
      <FormGroup sx={{ mt: 1 }}>
        {walks.map((walk) => (
          <FormControlLabel
            key={walk.id}
            control={
              <Checkbox
                checked={chosenIds.includes(walk.id)}
                disabled={isSaving}
                onChange={(event) => toggle(walk.id, event.target.checked)}
              />
            }
            label={`${nameOf(walk)} · ${t('dashboard.walks.entries', { count: walk.entryCount })}`}
          />
        ))}
      </FormGroup>
      {needsAcknowledgement ? (
        <>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={hasAcknowledged}
                disabled={isSaving}
                onChange={(event) => setAcknowledged(event.target.checked)}
              />
            }
            label={t('dashboard.walks.prompt.acknowledgeNoEntries')}
          />
          {isSubmitted && isAcknowledgementMissing ? (
            <FormHelperText error>{t('messages.required')}</FormHelperText>
          ) : null}
        </>
      ) : null}
    </AppDialog>
  );
}
