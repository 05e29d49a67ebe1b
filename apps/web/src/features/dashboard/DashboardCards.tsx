import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ArrangedCard, arrangeDashboardCards, TIMINGS, type TMeResponse } from '@schooldog/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { useAfterFirstScreen } from '../../ui/afterFirstScreen';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf } from '../auth/permissions';
import { useCurrentWalks } from '../walks/queries';
import { DASHBOARD_CARD_BY_ID, type DashboardCardEntry, REGISTERED_CARD_IDS } from './cards';

const CustomizeDashboardDialog = lazy(async () => ({
  default: (await import('./CustomizeDashboardDialog')).CustomizeDashboardDialog,
}));

/** "Loading placeholder is 400 ms on wide screens" (spec 000 §2): it keeps its room, and shows after this. */
export const WIDE_PLACEHOLDER_DELAY_MS = 400;

/** The cards this user may see, in their order, with their on/off (the domain's rule). */
export function arrangedCardsOf(me: TMeResponse): ArrangedCard[] {
  return arrangeDashboardCards(resolvedPermissionsOf(me), me.user.dashboardOrder, REGISTERED_CARD_IDS);
}

/**
 * The dashboard's cards below the Action Panel, in the user's order, with the Customize Dashboard
 * button. On a phone they sit behind a 'View dashboard' expander, the Action Panel first (spec 000
 * §2 "Dashboard"); closed, none of them loads.
 */
export function DashboardCards() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const theme = useTheme();
  // Read on the first render (noSsr): a phone never draws the cards only to fold them away.
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const regionId = useId();
  const [isExpanded, setExpanded] = useState(false);
  const [isCustomizing, setCustomizing] = useState(false);
  const arranged = arrangedCardsOf(me);
  const isShown = !isPhone || isExpanded;
  const shown = isShown ? arranged.filter((card) => !card.isDisabled) : [];
  const hasWalksCard = shown.some((card) => card.id === 'currentWalks');
  // Lazy cards wait for the current walks: their list replacing its placeholder rows would move
  // the cards below it. The same query as the card's, so no second request.
  const currentWalks = useCurrentWalks(undefined, { enabled: hasWalksCard });
  if (arranged.length === 0) return null;
  const areLazyCardsReady = !(hasWalksCard && currentWalks.isPending);

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {isPhone ? (
          <Button
            variant="outlined"
            aria-expanded={isExpanded}
            aria-controls={regionId}
            onClick={() => setExpanded((expanded) => !expanded)}
            endIcon={
              <ExpandMoreIcon
                sx={{ transform: isExpanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            }
            sx={{ flexGrow: 1 }}
          >
            {t('dashboard.viewDashboard')}
          </Button>
        ) : (
          <Box sx={{ flexGrow: 1 }} />
        )}
        {isShown ? (
          <Button startIcon={<TuneIcon />} onClick={() => setCustomizing(true)}>
            {t('dashboard.customize')}
          </Button>
        ) : null}
      </Stack>
      {isShown ? (
        <Stack id={regionId} spacing={2}>
          {shown.map(({ id }) => {
            const entry = DASHBOARD_CARD_BY_ID.get(id);
            if (!entry) return null;
            return entry.isFirstScreen ? (
              <entry.Component key={id} />
            ) : (
              <LazyCard key={id} entry={entry} isReady={areLazyCardsReady} isPhone={isPhone} />
            );
          })}
        </Stack>
      ) : null}
      <Suspense fallback={null}>
        {isCustomizing ? (
          <CustomizeDashboardDialog cards={arranged} onClose={() => setCustomizing(false)} />
        ) : null}
      </Suspense>
    </>
  );
}

/** A card fetched once the first screen is done; its placeholder holds its room meanwhile. */
function LazyCard({
  entry,
  isReady,
  isPhone,
}: {
  entry: DashboardCardEntry;
  isReady: boolean;
  isPhone: boolean;
}) {
  const isFirstScreenDone = useAfterFirstScreen();
  const placeholder = <CardPlaceholder labelKey={entry.labelKey} isPhone={isPhone} />;
  if (!isFirstScreenDone || !isReady) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <entry.Component />
    </Suspense>
  );
}

function CardPlaceholder({
  labelKey,
  isPhone,
}: {
  labelKey: DashboardCardEntry['labelKey'];
  isPhone: boolean;
}) {
  const { t } = useTranslation();
  const title = String(t(labelKey));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <SkeletonRegion
        label={t('dashboard.cardLoading', { card: title })}
        delayMs={isPhone ? TIMINGS.loadingScreenDelayMs : WIDE_PLACEHOLDER_DELAY_MS}
      >
        <Typography variant="h6" component="div" sx={{ mb: 1.5 }}>
          <Skeleton width="40%" />
        </Typography>
        {[0, 1, 2].map((row) => (
          <Typography key={row} component="div" sx={{ py: 1 }}>
            <Skeleton width={`${70 - row * 10}%`} />
          </Typography>
        ))}
      </SkeletonRegion>
    </Paper>
  );
}
