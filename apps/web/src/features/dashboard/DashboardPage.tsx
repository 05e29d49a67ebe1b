import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ANY_ASSESSMENT_PERMISSION } from '@schooldog/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../i18n';
import { useConnectivity } from '../../offline/connectivity';
import { AfterFirstScreen } from '../../ui/AfterFirstScreen';
import { PageHeading } from '../../ui/PageHeading';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { WALKS_PERMISSION } from '../walks/list/access';
import { useCurrentWalks } from '../walks/queries';
import { ActionPanelCard } from './ActionPanelCard';
import { CurrentWalksCard } from './CurrentWalksCard';
import { landingOfUser } from './dashboardAccess';
import { LandingRedirect, RefusedPageNotice } from './landing';
import { welcomeMessage } from './welcome';

// The last card, with its own school select and score colours, comes once the first screen is done.
const RecentAssessmentsCard = lazy(async () => ({
  default: (await import('./RecentAssessmentsCard')).RecentAssessmentsCard,
}));

/** /dashboard: the welcome message; cards join with their features. Offline the cards are hidden, except the Action Panel (spec 000 §2 "Dashboard"). */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const { isOffline } = useConnectivity();
  const hasWalksCard = !isOffline && userCan(me, 'log entries');
  // The card below the current walks waits for them: their list replacing its placeholder rows
  // would move it (layout shift). The same query as the card's, so no second request.
  const currentWalks = useCurrentWalks(undefined, { enabled: hasWalksCard });
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
      {hasWalksCard ? <CurrentWalksCard /> : null}
      {!isOffline && userCan(me, ANY_ASSESSMENT_PERMISSION) && !(hasWalksCard && currentWalks.isPending) ? (
        <AfterFirstScreen>
          <RecentAssessmentsCard />
        </AfterFirstScreen>
      ) : null}
    </Stack>
  );
}
