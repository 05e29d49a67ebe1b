import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TWorkOrderDetail } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '../../entries/pictureUrl';
import { useWorkOrderFormat } from './format';
import { PageSection } from './PageSection';

/** The attachments' history: each file, who added it when; deleted ones stay, struck and marked. */
export function WorkOrderAttachments({ order }: { order: TWorkOrderDetail }) {
  const { t } = useTranslation();
  const format = useWorkOrderFormat();
  return (
    <PageSection title={t('workOrderPage.attachments')}>
      {order.attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('workOrderPage.noAttachments')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {order.attachments.map((attachment) => (
            <li key={attachment.id}>
              {attachment.isDeleted ? (
                <Typography variant="body2" sx={{ textDecoration: 'line-through', overflowWrap: 'anywhere' }}>
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
            </li>
          ))}
        </Stack>
      )}
    </PageSection>
  );
}
