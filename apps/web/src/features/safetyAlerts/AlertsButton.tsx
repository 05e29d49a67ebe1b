import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { OPEN_WORK_ORDER_STATUSES, SAFETY_ALERTS_ACCESS, type TMeResponse } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { userCan } from '../auth/permissions';
import { WORK_ORDERS_PERMISSION } from '../workOrders/access';
import { useAssignedOpenWorkOrders } from '../workOrders/assignedOpen';
import { useUnreadSafetyAlerts } from './queries';

/** Where a work-order-only user's Alerts button leads: their open work orders. */
const MY_OPEN_WORK_ORDERS = `/tasks?${new URLSearchParams({
  statuses: OPEN_WORK_ORDER_STATUSES.join(','),
  mine: 'true',
}).toString()}`;

/**
 * The toolbar's Alerts button (spec 000 §2 "Guards and shell"): the unread safety alerts and the
 * open work orders assigned to the user as one badge; it opens /safetyAlerts, or the user's open
 * work orders for who has work orders and no alerts. The counts are read again live when an alert
 * or a work order changes (safetyAlerts/sync.ts, workOrders/sync.ts).
 */
export function AlertsButton({ me }: { me: TMeResponse }) {
  const { t } = useTranslation();
  const mayUseAlerts = userCan(me, SAFETY_ALERTS_ACCESS);
  const hasWorkOrders = userCan(me, WORK_ORDERS_PERMISSION);
  const unread = useUnreadSafetyAlerts(mayUseAlerts);
  const assigned = useAssignedOpenWorkOrders(hasWorkOrders);
  if (!mayUseAlerts && !hasWorkOrders) return null;
  const unreadCount = mayUseAlerts ? (unread.data ?? 0) : 0;
  const assignedCount = hasWorkOrders ? (assigned.data ?? 0) : 0;
  const label = [
    unreadCount > 0 ? t('shell.alertsButton.unread', { count: unreadCount }) : t('shell.alertsButton.label'),
    ...(assignedCount > 0 ? [t('shell.alertsButton.assigned', { count: assignedCount })] : []),
  ].join(', ');
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={mayUseAlerts ? '/safetyAlerts' : MY_OPEN_WORK_ORDERS}
      aria-label={label}
    >
      <Badge badgeContent={unreadCount + assignedCount} color="error" max={99}>
        <NotificationsOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
