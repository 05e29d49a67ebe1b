import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canAttachToWorkOrder, canDeleteWorkOrderAttachment, type TWorkOrderDetail } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/currentUser';
import { pictureUrl } from '../../entries/pictureUrl';
import { actorOf, subjectOf } from './access';
import { AddAttachmentsButton } from './AddAttachmentsButton';
import { DeleteAttachmentButton } from './DeleteAttachmentButton';
import { useWorkOrderFormat } from './format';
import { PageSection } from './PageSection';
import '../../../i18n/workOrderPage.texts';

/**
 * The attachments' history: each file, who added it when; deleted ones stay, struck and marked.
 * Adding and deleting are offered as the domain's rules allow the viewer (the server's rules).
 */
export function WorkOrderAttachments({ order }: { order: TWorkOrderDetail }) {
  const { t } = useTranslation();
  const format = useWorkOrderFormat();
  const me = useCurrentUser();
  const actor = actorOf(me);
  const subject = subjectOf(order);
  return (
    <PageSection title={t('workOrderPage.attachments')}>
      <Stack spacing={1}>
        {canAttachToWorkOrder(actor, subject) ? <AddAttachmentsButton workOrderId={order.id} /> : null}
        {order.attachments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('workOrderPage.noAttachments')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {order.attachments.map((attachment) => (
              <Box
                component="li"
                key={attachment.id}
                sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  {attachment.isDeleted ? (
                    <Typography
                      variant="body2"
                      sx={{ textDecoration: 'line-through', overflowWrap: 'anywhere' }}
                    >
                      {attachment.fileName}
                    </Typography>
                  ) : (
                    <Link
                      href={pictureUrl(attachment.filePath)}
                      target="_blank"
                      rel="noopener"
                      variant="body2"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {attachment.fileName}
                    </Link>
                  )}
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('workOrderPage.attachmentAdded', {
                      person: format.person(attachment.byUser),
                      time: format.time(attachment.timeCreated),
                    })}
                    {attachment.isDeleted
                      ? ` · ${t('workOrderPage.attachmentDeleted', { person: format.person(attachment.deletedBy) })}`
                      : null}
                  </Typography>
                </Box>
                {!attachment.isDeleted &&
                canDeleteWorkOrderAttachment(actor, subject, { byUserId: attachment.byUser?.id ?? '' }) ? (
                  <DeleteAttachmentButton workOrderId={order.id} attachment={attachment} />
                ) : null}
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </PageSection>
  );
}
