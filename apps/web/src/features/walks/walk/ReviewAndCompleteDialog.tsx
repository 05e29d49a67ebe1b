import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  canSendNeighborhoodWatch,
  isLeader,
  isNeighborhoodWatchRecommended,
  LIMITS,
  MESSAGES,
  type TWalk,
} from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { translateServerMessage } from '../../../i18n/serverMessages';
import { AppDialog } from '../../../ui/AppDialog';
import { useToast } from '../../../ui/toast';
import { roleLabel } from '../../people/roleLabel';
import { fullName } from '../../users/userLabels';
import { useCompleteWalk, useSubmitWalk, useWalkReviewers } from '../queries';
import { useWalkViewer } from './useWalkViewer';

type Choice = 'review' | 'complete';

interface ReviewAndCompleteDialogProps {
  walk: TWalk;
  /** Non-deleted entries of the walk. */
  entryCount: number;
  onClose: () => void;
  /** Just before sending for review, so the screen can show the sent-for-review dialog first. */
  onSending: (isSending: boolean) => void;
  onSent: () => void;
}

/**
 * Review and Complete (spec 000 §5): the leader's alone. Send for review to a chosen reviewer, or
 * complete now; completing with zero entries needs the acknowledgement ('Required').
 */
export function ReviewAndCompleteDialog(props: ReviewAndCompleteDialogProps) {
  const { walk, entryCount, onClose } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const viewer = useWalkViewer();
  // The leader's dialog stays hers while the walk she sends turns to review under it.
  const isWalkLeader = isLeader(walk, viewer.userId);
  const reviewers = useWalkReviewers(walk.id, { enabled: isWalkLeader });
  const submit = useSubmitWalk();
  const complete = useCompleteWalk();
  const [choice, setChoice] = useState<Choice>('review');
  const [reviewerId, setReviewerId] = useState('');
  const [isAcknowledged, setAcknowledged] = useState(false);
  // Neighborhood Watch (spec 000 §6): only with send neighborhood watch at the school, not yet sent.
  const mayTickWatch = canSendNeighborhoodWatch(viewer, walk);
  const [shouldSendWatch, setShouldSendWatch] = useState(walk.shouldSendNeighborhoodWatch);
  const watch = mayTickWatch ? { shouldSendNeighborhoodWatch: shouldSendWatch } : {};
  const [errors, setErrors] = useState<{ reviewer?: string; acknowledge?: string }>({});
  const isBusy = submit.isPending || complete.isPending;
  const needsAcknowledgement = entryCount === 0;

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.fields.acknowledgeNoEntries) {
      setErrors({ acknowledge: error.fields.acknowledgeNoEntries });
    } else if (error instanceof ApiError && error.status === 403) {
      toast.error(translateServerMessage(t, error.message));
    } else {
      toast.error(t('walks.walk.actionFailed'), { cause: error });
    }
  };

  const handleSubmit = async () => {
    if (choice === 'review') {
      if (!reviewerId) return setErrors({ reviewer: MESSAGES.fieldRequired });
      props.onSending(true);
      try {
        await submit.mutateAsync({ id: walk.id, reviewerUserId: reviewerId, ...watch });
        props.onSent();
      } catch (error) {
        props.onSending(false);
        showFailure(error);
      }
      return;
    }
    if (needsAcknowledgement && !isAcknowledged) return setErrors({ acknowledge: MESSAGES.required });
    // The screen follows the walk to /complete and says 'SchoolDog Walk Completed'.
    complete.mutate(
      { id: walk.id, acknowledgeNoEntries: isAcknowledged, ...watch },
      { onError: showFailure },
    );
  };

  return (
    <AppDialog
      isOpen
      title={t('walks.walk.reviewAndComplete')}
      onClose={isBusy ? () => undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={isBusy}>
            {t('common.cancel')}
          </Button>
          {isWalkLeader ? (
            <Button variant="contained" onClick={() => void handleSubmit()} loading={isBusy}>
              {choice === 'review' ? t('walks.walk.sendForReview') : t('walks.walk.completeNow')}
            </Button>
          ) : null}
        </>
      }
    >
      {isWalkLeader ? (
        <Stack spacing={2}>
          <RadioGroup
            aria-label={t('walks.walk.reviewAndComplete')}
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value === 'complete' ? 'complete' : 'review');
              setErrors({});
            }}
          >
            <FormControlLabel value="review" control={<Radio />} label={t('walks.walk.sendForReview')} />
            <FormControlLabel value="complete" control={<Radio />} label={t('walks.walk.completeNow')} />
          </RadioGroup>
          {choice === 'review' ? (
            <TextField
              select
              required
              label={t('walks.walk.reviewer')}
              value={reviewerId}
              slotProps={{
                select: {
                  // The chosen person by name alone; the menu names each one's role too.
                  renderValue: (id) => {
                    const chosen = reviewers.data?.find((person) => person.id === id);
                    return chosen ? fullName(chosen) : '';
                  },
                },
              }}
              onChange={(event) => {
                setReviewerId(event.target.value);
                setErrors({});
              }}
              error={Boolean(errors.reviewer)}
              helperText={
                errors.reviewer
                  ? translateServerMessage(t, errors.reviewer)
                  : reviewers.data?.length === 0
                    ? t('walks.walk.noReviewers')
                    : ' '
              }
            >
              {(reviewers.data ?? []).map((person) => (
                <MenuItem key={person.id} value={person.id}>
                  <ListItemText primary={fullName(person)} secondary={roleLabel(t, person)} />
                </MenuItem>
              ))}
            </TextField>
          ) : needsAcknowledgement ? (
            <FormControl error={Boolean(errors.acknowledge)} required>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={isAcknowledged}
                    onChange={(event) => {
                      setAcknowledged(event.target.checked);
                      setErrors({});
                    }}
                  />
                }
                label={t('walks.walk.acknowledgeNoEntries')}
              />
              {errors.acknowledge ? (
                <FormHelperText>{translateServerMessage(t, errors.acknowledge)}</FormHelperText>
              ) : null}
            </FormControl>
          ) : null}
          {mayTickWatch ? (
            <FormControl>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={shouldSendWatch}
                    onChange={(event) => setShouldSendWatch(event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': 'neighborhood-watch-help' } }}
                  />
                }
                label={t('walks.walk.neighborhoodWatch.send')}
              />
              <FormHelperText id="neighborhood-watch-help">
                {isNeighborhoodWatchRecommended(entryCount)
                  ? t('walks.walk.neighborhoodWatch.recommended', {
                      count: LIMITS.neighborhoodWatchRecommendedEntries,
                    })
                  : t('walks.walk.neighborhoodWatch.help')}
              </FormHelperText>
            </FormControl>
          ) : null}
        </Stack>
      ) : (
        <Alert severity="info">{t('messages.onlyLeaderCompletes')}</Alert>
      )}
    </AppDialog>
  );
}
