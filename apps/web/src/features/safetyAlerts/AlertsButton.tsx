import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { SAFETY_ALERTS_ACCESS, type TMeResponse } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { userCan } from '../auth/permissions';
import { useUnreadSafetyAlerts } from './queries';

/**
 * The toolbar's Alerts button (spec 000 §2 "Guards and shell"): the unread safety alerts as a
 * badge, opening /safetyAlerts; only for those who send, receive or manage alerts. The count is
 * read again live when an alert arrives or is read on another device (safetyAlerts/sync.ts).
 */
export function AlertsButton({ me }: { me: TMeResponse }) {
  const { t } = useTranslation();
  const mayUse = userCan(me, SAFETY_ALERTS_ACCESS);
  const unread = useUnreadSafetyAlerts(mayUse);
  if (!mayUse) return null;
  const count = unread.data ?? 0;
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to="/safetyAlerts"
      aria-label={count > 0 ? t('safetyAlerts.button.unread', { count }) : t('safetyAlerts.button.label')}
    >
      <Badge badgeContent={count} color="error" max={99}>
        <NotificationsOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
