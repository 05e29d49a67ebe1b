import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, newId, type TWorkOrderDetail } from '@schooldog/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateRefusal, translateRefusalFields } from '../../../i18n/serverMessages';
import { useToast } from '../../../ui/toast';
import { useWorkOrderWrite, WorkOrderWriteRefused } from '../useWorkOrderWrite';
import { useWorkOrderFormat } from './format';
import { PageSection } from './PageSection';
import '../../../i18n/workOrderPage.texts';

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
  const add = useWorkOrderWrite();
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('messages.workOrderCommentRequired'));
      return;
    }
    // Through the outbox (issue 26 point 7): offline the comment is queued and shows at once.
    add.write('workOrder.comment', { id: newId(), workOrderId, text }).then(
      (outcome) => {
        if (outcome === null) return;
        setText('');
        setError('');
        if (outcome === 'queued') toast.success(t('workOrderPage.commentQueued'));
      },
      (failure: unknown) => {
        const refusal = failure instanceof WorkOrderWriteRefused ? failure.refusal : null;
        const fieldError = translateRefusalFields(t, refusal).text;
        if (fieldError) setError(fieldError);
        else
          toast.error(refusal ? translateRefusal(t, refusal) : t('workOrderPage.saveFailed'), {
            cause: failure,
          });
      },
    );
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
