import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { createSvgIcon } from '@mui/material/utils';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ArrangedCard, arrangeDashboardCards, type TMeResponse } from '@schooldog/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf } from '../auth/permissions';
import { DASHBOARD_CARD_BY_ID, type DashboardCardEntry, REGISTERED_CARD_IDS } from './cards';

const CardsRegion = lazy(async () => ({ default: (await import('./CardsRegion')).CardsRegion }));
const CustomizeDashboardDialog = lazy(async () => ({
  default: (await import('./CustomizeDashboardDialog')).CustomizeDashboardDialog,
}));

// ExpandMore drawn here: the icon's own module is a shared chunk, one more script on the first screen.
const ExpandIcon = createSvgIcon(<path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />, 'ExpandMore');

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
  if (arranged.length === 0) return null;
  const isShown = !isPhone || isExpanded;
  const shown = arranged
    .filter((card) => !card.isDisabled)
    .map((card) => DASHBOARD_CARD_BY_ID.get(card.id))
    .filter((entry): entry is DashboardCardEntry => entry !== undefined);

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
              <ExpandIcon
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
      <Suspense fallback={null}>
        {isShown ? <CardsRegion id={regionId} cards={shown} isPhone={isPhone} /> : null}
        {isCustomizing ? (
          <CustomizeDashboardDialog
            cards={arranged.map((card) => ({ ...card, title: titleOf(card.id) }))}
            onClose={() => setCustomizing(false)}
          />
        ) : null}
      </Suspense>
    </>
  );

  function titleOf(id: ArrangedCard['id']): string {
    const entry = DASHBOARD_CARD_BY_ID.get(id);
    return entry ? String(t(entry.labelKey)) : id;
  }
}
