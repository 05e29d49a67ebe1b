/*
 * Where a signed-in user starts, and what the landing page tells them. Part of the signed-in shell
 * (app/signedInShell.ts): `/` lands here, and every feature's guard hands a refused page to it.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useCurrentUser } from '../auth/currentUser';
import { type LandingState, landingOfUser, landingPathOf, refusedPathOf } from './dashboardAccess';

/** "That page is not part of your account": shown where a refused page sent the user. */
export function RefusedPageNotice() {
  const { t } = useTranslation();
  const refusedPath = refusedPathOf(useLocation().state);
  if (!refusedPath) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {t('dashboard.landing.refused', { path: refusedPath })}
    </Alert>
  );
}

/**
 * On the page a user without the dashboard or work orders lands on: what SchoolDog offers them, in
 * plain words, so a user without permissions is not left guessing on a page of links. A work-order
 * user starts on /tasks, which shows the refused page's notice itself.
 */
export function LandingNotice() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const landing = landingOfUser(me);
  if (landing !== 'resources') return null;
  return (
    <>
      <RefusedPageNotice />
      <Alert severity="info" sx={{ mb: 3 }}>
        <AlertTitle>{t('dashboard.landing.title', { name: me.user.firstName })}</AlertTitle>
        {t('dashboard.landing.nothingYet')} {t('dashboard.landing.askAdministrator')}
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" color="inherit" size="small" component={RouterLink} to="/faq">
            {t('nav.support')}
          </Button>
        </Box>
      </Alert>
    </>
  );
}

/**
 * Sends the user to where they start. From a page their account cannot open (`isRefused`), the
 * landing is told which, and says so.
 */
export function LandingRedirect({ isRefused = false }: { isRefused?: boolean }) {
  const me = useCurrentUser();
  const { pathname } = useLocation();
  const state: LandingState | undefined = isRefused ? { refusedPath: pathname } : undefined;
  return <Navigate to={landingPathOf(me)} replace state={state} />;
}
