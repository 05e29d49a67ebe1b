import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TIMINGS } from '@schooldog/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { useAfterFirstScreen } from '../../ui/afterFirstScreen';
import { useCurrentWalks } from '../walks/queries';
import type { DashboardCardEntry } from './cards';

/** "Loading placeholder is 400 ms on wide screens" (spec 000 §2): it keeps its room, and shows after this. */
export const WIDE_PLACEHOLDER_DELAY_MS = 400;

/**
 * The cards shown, in the user's order, each holding its room with a placeholder until its code
 * and data are in. Loaded only when the cards show (at once on a wide screen, on a phone once
 * 'View dashboard' is opened).
 */
export function CardsRegion({
  id,
  cards,
  isPhone,
}: {
  id: string;
  cards: readonly DashboardCardEntry[];
  isPhone: boolean;
}) {
  const hasWalksCard = cards.some((card) => card.id === 'currentWalks');
  // The other cards wait for the current walks: their list replacing its placeholder rows would
  // move the cards below it. The same query as the card's, so no second request.
  const currentWalks = useCurrentWalks(undefined, { enabled: hasWalksCard });
  const areOthersReady = !(hasWalksCard && currentWalks.isPending);
  return (
    <Stack id={id} spacing={2}>
      {cards.map((entry) => (
        <CardSlot
          key={entry.id}
          entry={entry}
          isReady={entry.isFirstScreen === true || areOthersReady}
          isPhone={isPhone}
        />
      ))}
    </Stack>
  );
}

function CardSlot({
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
  if (!isReady || !(entry.isFirstScreen || isFirstScreenDone)) return placeholder;
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
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <SkeletonRegion
        label={t('dashboard.cardLoading', { card: String(t(labelKey)) })}
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
