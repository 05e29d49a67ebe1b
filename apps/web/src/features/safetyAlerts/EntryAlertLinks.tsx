import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { SAFETY_ALERTS_ACCESS } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';

/** The safety alerts an entry created (createdSafetyAlertIds), each a link to it, for those who see alerts. */
export function EntryAlertLinks({ safetyAlertIds }: { safetyAlertIds: readonly string[] }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  if (!userCan(me, SAFETY_ALERTS_ACCESS)) return null;
  return (
    // Above a card-wide link, so these links get the tap.
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', position: 'relative', zIndex: 1 }}>
      <NotificationsActiveOutlinedIcon fontSize="small" color="error" aria-hidden />
      {safetyAlertIds.map((id) => (
        <Link key={id} component={RouterLink} to={`/safetyAlerts/${id}`} variant="body2">
          {t('entries.card.alertLink')}
        </Link>
      ))}
    </Stack>
  );
}
