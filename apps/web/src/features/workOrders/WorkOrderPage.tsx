import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { canOpenWorkOrders } from '@schooldog/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf } from '../auth/permissions';
import { useTasksSettings } from '../tasksSettings/queries';
import { type WorkOrderPageAccess, workOrderPageAccess } from './page/access';
import { WorkOrderAttachments } from './page/WorkOrderAttachments';
import { WorkOrderComments } from './page/WorkOrderComments';
import { WorkOrderDetails } from './page/WorkOrderDetails';
import { WorkOrderHeader } from './page/WorkOrderHeader';
import { WorkOrderHistories } from './page/WorkOrderHistories';
import { WorkOrderDenied, WorkOrderLoadState } from './page/WorkOrderLoadState';
import { WorkOrderPeople } from './page/WorkOrderPeople';
import { useWorkOrderDetail } from './pageApi';
import '../../i18n/workOrderPage.texts';

const NO_ACCESS: WorkOrderPageAccess = {
  statusChoices: [],
  canSchedule: false,
  canComment: false,
  canEdit: false,
};

/**
 * /tasks/task/{taskId} (spec 001 §2 "Work order page"): one work order, live (a change anywhere
 * reads it again, sync.ts). What it offers is what the server's rules allow this viewer.
 */
export function WorkOrderPage() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const me = useCurrentUser();
  const mayOpen = canOpenWorkOrders(resolvedPermissionsOf(me));
  const backLink = (
    <Button component={RouterLink} to="/tasks" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
      {t('workOrderPage.back')}
    </Button>
  );
  if (!mayOpen)
    return (
      <>
        {backLink}
        <WorkOrderDenied />
      </>
    );
  return <WorkOrderScreen taskId={taskId} backLink={backLink} />;
}

function WorkOrderScreen({ taskId, backLink }: { taskId: string; backLink: ReactNode }) {
  const me = useCurrentUser();
  const detail = useWorkOrderDetail(taskId);
  const settings = useTasksSettings();
  const order = detail.data;
  if (!order)
    return (
      <>
        {backLink}
        <WorkOrderLoadState query={detail} />
      </>
    );
  // Until the settings (the restrictions) come, nothing is offered that they might refuse.
  const access = settings.data ? workOrderPageAccess(me, order, settings.data) : NO_ACCESS;
  return (
    <>
      {backLink}
      <WorkOrderHeader order={order} viewerId={me.user.id} access={access} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <WorkOrderDetails order={order} me={me} settings={settings.data} />
          <WorkOrderComments order={order} canComment={access.canComment} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <WorkOrderPeople order={order} />
          <WorkOrderAttachments order={order} />
          <WorkOrderHistories order={order} />
        </Box>
      </Box>
    </>
  );
}
