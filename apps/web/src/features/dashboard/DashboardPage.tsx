import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../i18n';
import { useConnectivity } from '../../offline/connectivity';
import { PageHeading } from '../../ui/PageHeading';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { WALKS_PERMISSION } from '../walks/list/access';
import { ActionPanelCard } from './ActionPanelCard';
import { DashboardCards } from './DashboardCards';
import { landingOfUser } from './dashboardAccess';
import { LandingRedirect, RefusedPageNotice } from './landing';
import { welcomeMessage } from './welcome';

/**
 * /dashboard: the welcome message, the Action Panel and the cards the user may see, in their order
 * (cards.tsx). Offline the cards are hidden, except the Action Panel (spec 000 §2 "Dashboard").
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const { isOffline } = useConnectivity();
  if (landingOfUser(me) !== 'dashboard') return <LandingRedirect />;
  const { greeting, detail } = welcomeMessage(me, t, currentLanguage(i18n));
  return (
    <Stack spacing={2}>
      <RefusedPageNotice />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PageHeading
          title={greeting}
          subtitle={detail}
          documentTitle={t('nav.dashboard')}
          hasBottomMargin={false}
        />
      </Paper>
      {isOffline ? (
        <Alert severity="info">
          {t('offline.dashboard.cardsHidden')}
          {userCan(me, WALKS_PERMISSION) ? (
            <Box sx={{ mt: 1 }}>
              <Button variant="outlined" color="inherit" size="small" component={RouterLink} to="/walks">
                {t('offline.dashboard.goToWalks')}
              </Button>
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <ActionPanelCard />
      {isOffline ? null : <DashboardCards />}
    </Stack>
  );
}
