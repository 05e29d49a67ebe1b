import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canReviewWalk, LIMITS, MESSAGES, type TWalk } from '@schooldog/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { translateServerMessage } from '../../../i18n/serverMessages';
import { useToast } from '../../../ui/toast';
import { useReviewWalk } from '../queries';
import { useWalkViewer } from './useWalkViewer';

type Answer = 'yes' | 'no' | '';

interface ReviewFormProps {
  walk: TWalk;
  /** After a No: the walk went back for revisions. */
  onRevisionsRequested: () => void;
  /** Just before the answer is sent, so the screen does not follow the walk's new status by itself. */
  onSending: (isSending: boolean) => void;
}

/**
 * 'Everything look good?' (spec 000 §5): Submit stays disabled until Yes or No is chosen; comments
 * are required on No. Only the reviewer (awaitingReviewBy) answers; others see it read-only.
 */
export function ReviewForm({ walk, onRevisionsRequested, onSending }: ReviewFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const viewer = useWalkViewer();
  const review = useReviewWalk();
  const labelId = useId();
  const [answer, setAnswer] = useState<Answer>('');
  const [comments, setComments] = useState('');
  const [commentsError, setCommentsError] = useState<string | null>(null);
  const isReviewer = canReviewWalk(viewer, walk);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (answer === '') return;
    const isApproved = answer === 'yes';
    const trimmed = comments.trim();
    if (!isApproved && trimmed === '') {
      setCommentsError(MESSAGES.reviewCommentsRequired);
      return;
    }
    // A No returns the user to /walks; the screen must not follow the walk back in progress first.
    if (!isApproved) onSending(true);
    try {
      await review.mutateAsync({ id: walk.id, review: { isApproved, comments: trimmed || null } });
      if (!isApproved) onRevisionsRequested();
    } catch (error) {
      onSending(false);
      const fieldError = error instanceof ApiError ? error.fields.comments : undefined;
      if (fieldError) setCommentsError(fieldError);
      else toast.error(t('walks.walk.actionFailed'), { cause: error });
    }
  };

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={handleSubmit}>
      <CardContent>
        <Stack spacing={2}>
          <FormControl disabled={!isReviewer || review.isPending}>
            <FormLabel id={labelId}>
              <Typography variant="h6" component="h2" color="text.primary">
                {t('walks.review.everythingLookGood')}
              </Typography>
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={labelId}
              value={answer}
              onChange={(event) => {
                setAnswer(event.target.value as Answer);
                setCommentsError(null);
              }}
            >
              <FormControlLabel value="yes" control={<Radio />} label={t('walks.review.yes')} />
              <FormControlLabel value="no" control={<Radio />} label={t('walks.review.no')} />
            </RadioGroup>
          </FormControl>
          <TextField
            label={t('walks.review.comments')}
            multiline
            minRows={3}
            value={comments}
            required={answer === 'no'}
            disabled={!isReviewer || review.isPending}
            onChange={(event) => {
              setComments(event.target.value);
              if (event.target.value.trim()) setCommentsError(null);
            }}
            error={commentsError !== null}
            helperText={commentsError ? translateServerMessage(t, commentsError) : ' '}
            slotProps={{ htmlInput: { maxLength: LIMITS.walkTextMax } }}
          />
          {isReviewer ? (
            <Button
              type="submit"
              variant="contained"
              disabled={answer === ''}
              loading={review.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('walks.review.submit')}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('walks.review.onlyReviewer')}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
