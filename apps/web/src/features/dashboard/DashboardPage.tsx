import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { currentLanguage } from '../../i18n';
import { PageHeading } from '../../ui/PageHeading';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { CurrentWalksCard } from './CurrentWalksCard';
import { DASHBOARD_FALLBACK_PATH, DASHBOARD_PERMISSION } from './dashboardAccess';
import { welcomeMessage } from './welcome';

/** /dashboard: the welcome message; cards join with their features. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  if (!userCan(me, DASHBOARD_PERMISSION)) return <Navigate to={DASHBOARD_FALLBACK_PATH} replace />;
  const { greeting, detail } = welcomeMessage(me, t, currentLanguage(i18n));
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PageHeading
          title={greeting}
          subtitle={detail}
          documentTitle={t('nav.dashboard')}
          hasBottomMargin={false}
        />
      </Paper>
      {userCan(me, 'log entries') ? <CurrentWalksCard /> : null}
    </Stack>
  );
}
