import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TWorkOrderDetail } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../api/client';
import { translateRefusal } from '../../../i18n/serverMessages';
import { PageHeading } from '../../../ui/PageHeading';
import { useToast } from '../../../ui/toast';
import { WorkOrderDialog } from '../dialog/WorkOrderDialog';
import { useSetWorkOrderFlag } from '../pageApi';
import type { WorkOrderPageAccess } from './access';
import { useWorkOrderFormat } from './format';
import { StatusDialog } from './StatusDialog';
import '../../../i18n/workOrderPage.texts';

/** Its number, description, status and priority, and what the viewer may do from here. */
export function WorkOrderHeader({
  order,
  viewerId,
  access,
}: {
  order: TWorkOrderDetail;
  viewerId: string;
  access: WorkOrderPageAccess;
}) {
  const { t } = useTranslation();
  const format = useWorkOrderFormat();
  const [isStatusOpen, setStatusOpen] = useState(false);
  const [isEditOpen, setEditOpen] = useState(false);
  const priority = format.priority(order.priority);
  const number = format.number(order);
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <PageHeading
        title={number}
        documentTitle={`${number} · ${t('workOrderPage.documentTitle')}`}
        hasBottomMargin={false}
      />
      <Typography sx={{ mt: 1, fontSize: '1.125rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {order.description}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          label={t('workOrderPage.statusIs', { status: format.status(order.status) })}
          color={
            order.status === 'complete' ? 'success' : order.status === 'declined' ? 'default' : 'primary'
          }
          variant={order.status === 'complete' || order.status === 'declined' ? 'filled' : 'outlined'}
        />
        {priority ? (
          <Chip
            label={t('workOrderPage.priorityIs', { priority: priority.label })}
            sx={{ bgcolor: priority.color, color: 'common.white' }}
          />
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {access.statusChoices.length > 0 ? (
          <Button variant="contained" startIcon={<SwapHorizIcon />} onClick={() => setStatusOpen(true)}>
            {t('workOrderPage.changeStatus')}
          </Button>
        ) : null}
        {access.canEdit ? (
          <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditOpen(true)}>
            {t('workOrderPage.edit')}
          </Button>
        ) : null}
        {access.canComment ? (
          <>
            <FlagButton order={order} flag="follow" isOn={order.followerIds.includes(viewerId)} />
            <FlagButton order={order} flag="pin" isOn={order.isPinned} />
          </>
        ) : null}
        <Button
          component={RouterLink}
          to={`/tasks/print/${order.id}`}
          target="_blank"
          startIcon={<PrintOutlinedIcon />}
        >
          {t('workOrderPage.print')}
        </Button>
      </Stack>
      {isStatusOpen ? (
        <StatusDialog
          order={order}
          choices={access.statusChoices}
          canSchedule={access.canSchedule}
          onClose={() => setStatusOpen(false)}
        />
      ) : null}
      {isEditOpen ? <WorkOrderDialog workOrder={order} onClose={() => setEditOpen(false)} /> : null}
    </Box>
  );
}

const FLAG_TEXTS = {
  follow: { on: 'workOrderPage.unfollow', off: 'workOrderPage.follow' },
  pin: { on: 'workOrderPage.unpin', off: 'workOrderPage.pin' },
} as const;

/** Follow/Unfollow and Pin/Unpin: the viewer's own flags, pressed while on. */
function FlagButton({
  order,
  flag,
  isOn,
}: {
  order: TWorkOrderDetail;
  flag: 'follow' | 'pin';
  isOn: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const setFlag = useSetWorkOrderFlag(order.id, flag);
  const icon =
    flag === 'pin' ? (
      isOn ? (
        <PushPinIcon />
      ) : (
        <PushPinOutlinedIcon />
      )
    ) : isOn ? (
      <NotificationsOffOutlinedIcon />
    ) : (
      <NotificationsActiveOutlinedIcon />
    );
  return (
    <Button
      variant="outlined"
      startIcon={icon}
      disabled={setFlag.isPending}
      onClick={() =>
        setFlag.mutate(!isOn, {
          onError: (error) =>
            toast.error(
              error instanceof ApiError ? translateRefusal(t, error) : t('workOrderPage.saveFailed'),
              {
                cause: error,
              },
            ),
        })
      }
    >
      {t(FLAG_TEXTS[flag][isOn ? 'on' : 'off'])}
    </Button>
  );
}
