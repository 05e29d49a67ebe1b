import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { publicNumberOf } from '@schooldog/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { userCan } from '../auth/permissions';
import { useCurrentUser } from '../auth/currentUser';
import { WORK_ORDERS_PERMISSION } from '../workOrders/access';
import { useWorkOrderDetail } from '../workOrders/pageApi';

/**
 * The work orders made from an entry (spec 000 §3 createdTaskIds), on its page: each its number
 * ('ID Pending' until the server gives one) and description, linked to its page. Shown to those
 * who reach work orders; one the viewer may not see (the server says so) is left out, and the
 * heading stays (the entry names its work orders; which ones a viewer sees is the server's answer).
 */
export function EntryWorkOrdersList({ workOrderIds }: { workOrderIds: readonly string[] }) {
  const me = useCurrentUser();
  const mayOpen = userCan(me, WORK_ORDERS_PERMISSION);
  if (!mayOpen || workOrderIds.length === 0) return null;
  return <List workOrderIds={workOrderIds} />;
}

function List({ workOrderIds }: { workOrderIds: readonly string[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('entries.workOrders.listTitle')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {workOrderIds.map((id) => (
          <WorkOrderRow key={id} id={id} />
        ))}
      </Box>
    </Box>
  );
}

/** One work order, with the user's queued changes: one drafted offline shows from the outbox. */
function WorkOrderRow({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data: order, isError } = useWorkOrderDetail(id);
  if (!order && isError) return null;
  return (
    <li>
      {order ? (
        <Link component={RouterLink} to={`/tasks/task/${encodeURIComponent(id)}`}>
          <strong>{publicNumberOf(order.publicId) ?? t('entries.workOrders.idPending')}</strong>
          {` ${order.description}`}
        </Link>
      ) : (
        <Skeleton width="60%" aria-label={t('common.loading')} />
      )}
    </li>
  );
}
