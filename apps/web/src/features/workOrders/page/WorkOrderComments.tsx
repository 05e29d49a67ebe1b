import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, type TWorkOrderDetail } from '@schooldog/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { translateRefusal, translateRefusalFields } from '../../../i18n/serverMessages';
import { useToast } from '../../../ui/toast';
import { useAddWorkOrderComment } from '../pageApi';
import { useWorkOrderFormat } from './format';
import { PageSection } from './PageSection';

/** The comments, oldest first, and a box to add one for whoever may comment. */
export function WorkOrderComments({ order, canComment }: { order: TWorkOrderDetail; canComment: boolean }) {
  const { t } = useTranslation();
  const format = useWorkOrderFormat();
  return (
    <PageSection title={t('workOrderPage.comments')}>
      {order.comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('workOrderPage.noComments')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {order.comments.map((comment) => (
            <Box component="li" key={comment.id}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {format.person(comment.author)}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {format.time(comment.timeCreated)}
                </Typography>
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.text}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {canComment ? <AddComment workOrderId={order.id} /> : null}
    </PageSection>
  );
}

function AddComment({ workOrderId }: { workOrderId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddWorkOrderComment(workOrderId);
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('messages.workOrderCommentRequired'));
      return;
    }
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        setError('');
      },
      onError: (failure) => {
        const refusal = failure instanceof ApiError ? failure : null;
        const fieldError = translateRefusalFields(t, refusal).text;
        if (fieldError) setError(fieldError);
        else
          toast.error(refusal ? translateRefusal(t, refusal) : t('workOrderPage.saveFailed'), {
            cause: failure,
          });
      },
    });
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ mt: 2 }}>
      <TextField
        label={t('workOrderPage.addComment')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        error={error !== ''}
        helperText={error || undefined}
        slotProps={{ htmlInput: { maxLength: LIMITS.workOrderCommentMax } }}
      />
      <Button type="submit" variant="contained" disabled={add.isPending} sx={{ mt: 1 }}>
        {t('workOrderPage.postComment')}
      </Button>
    </Box>
  );
}
