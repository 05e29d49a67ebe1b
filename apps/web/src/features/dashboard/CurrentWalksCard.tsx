import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isReviewer, type TWalk } from '@schooldog/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../i18n';
import { useConnectivity } from '../../offline/connectivity';
import { ListRowsSkeleton } from '../../ui/ListRowsSkeleton';
import { RetryAlert } from '../../ui/RetryAlert';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf, userCan } from '../auth/permissions';
import { schoolName, walkListTitle } from '../walks/labels';
import { useCurrentWalks } from '../walks/queries';
import { walksToPromptCompletion, walksToShow } from './currentWalks';

// The dialogs load when opened: the dashboard paints without their forms.
const StartWalkDialog = lazy(async () => ({
  default: (await import('../walks/StartWalkDialog')).StartWalkDialog,
}));
const CompleteOldWalksDialog = lazy(async () => ({
  default: (await import('./CompleteOldWalksDialog')).CompleteOldWalksDialog,
}));

/**
 * My current walks (spec 000 §2 "Dashboard"): the user's in-progress walks and the walks awaiting
 * their review (the server's /api/walks/current), each titled with its school and date, in full below 6, else
 * the first 5 and a link to /walks; a prompt to complete walks older than 7 days; Start Walk.
 */
export function CurrentWalksCard() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const headingId = useId();
  const current = useCurrentWalks();
  const [isStarting, setStarting] = useState(false);
  const [isPromptOpen, setPromptOpen] = useState(false);
  const walks = current.data ?? [];
  const { shown, isCut } = walksToShow(walks);
  const viewer = { userId: me.user.id, permissions: resolvedPermissionsOf(me) };
  const { isOffline } = useConnectivity();
  // Completing walks needs the server: no prompt offline.
  const oldWalks = isOffline ? [] : walksToPromptCompletion(walks, viewer, new Date());
  const nameOf = (walk: TWalk) => schoolName(me.schools, walk.schoolId) ?? t('walks.list.card.unknownSchool');

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }} useFlexGap>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('dashboard.walks.title')}
        </Typography>
        {userCan(me, 'log entries') ? (
          <Button variant="contained" startIcon={<DirectionsWalkIcon />} onClick={() => setStarting(true)}>
            {t('dashboard.walks.startWalk')}
          </Button>
        ) : null}
      </Stack>
      {oldWalks.length > 0 ? (
        <Alert
          severity="warning"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => setPromptOpen(true)}>
              {t('dashboard.walks.prompt.review')}
            </Button>
          }
        >
          {t('dashboard.walks.prompt.body', { count: oldWalks.length })}
        </Alert>
      ) : null}
      {current.isPending ? <ListRowsSkeleton count={3} /> : null}
      {current.isError ? (
        <RetryAlert retryLabel={t('walks.list.retry')} onRetry={() => void current.refetch()}>
          {t('dashboard.walks.loadFailed')}
        </RetryAlert>
      ) : null}
      {current.isSuccess && walks.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.walks.empty')}</Typography>
      ) : null}
      {shown.length > 0 ? (
        <List disablePadding aria-labelledby={headingId}>
          {shown.map((walk) => {
            const isAwaitingMe = isReviewer(walk, me.user.id);
            return (
              // A list holds list items only (axe): the link goes inside one.
              <ListItem key={walk.id} disablePadding divider>
                <ListItemButton
                  component={RouterLink}
                  to={isAwaitingMe ? `/walks/walk/${walk.id}/review` : `/walks/walk/${walk.id}`}
                >
                  <ListItemText
                    primary={walkListTitle(t, currentLanguage(i18n), walk, nameOf(walk))}
                    secondary={t('dashboard.walks.entries', { count: walk.entryCount })}
                  />
                  {isAwaitingMe ? (
                    <Chip size="small" color="warning" label={t('walks.list.card.awaitingYourReview')} />
                  ) : null}
                  {walk.isAbandoned ? (
                    <Chip size="small" color="error" label={t('walks.labels.abandoned')} />
                  ) : null}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ) : null}
      {isCut ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('dashboard.walks.showingFirst', { shown: shown.length, count: walks.length })}{' '}
          <Link component={RouterLink} to="/walks?currentTab=0&subTab=0">
            {t('dashboard.walks.viewAll')}
          </Link>
        </Typography>
      ) : null}
      <Suspense fallback={null}>
        {isStarting ? <StartWalkDialog onClose={() => setStarting(false)} /> : null}
        {isPromptOpen ? (
          <CompleteOldWalksDialog walks={oldWalks} nameOf={nameOf} onClose={() => setPromptOpen(false)} />
        ) : null}
      </Suspense>
    </Paper>
  );
}
