import StarBorderIcon from '@mui/icons-material/StarBorder';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { favoriteOf, INSIGHTS_ACCESS, type TMeResponse } from '@schooldog/domain';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../offline/connectivity';
import { PageHeading } from '../../ui/PageHeading';
import { useToast } from '../../ui/toast';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { LandingRedirect } from '../dashboard/landing';
import { EntriesOverTime } from './EntriesOverTime';
import { ExplorerControls } from './ExplorerControls';
import { initialExplorer, isReady, withFavorite } from './explorerState';
import { FavoriteNameDialog, FavoritesList } from './Favorites';
import { useChangeFavorites } from './queries';
import '../../i18n/insights.texts';

const DataExplorerDialog = lazy(async () => ({
  default: (await import('./DataExplorerDialog')).DataExplorerDialog,
}));

/** The schools whose counts the user reads: where they hold view data insights. */
export const insightSchools = (me: TMeResponse) =>
  me.schools.filter((school) => userCan(me, INSIGHTS_ACCESS, school.id));

/** /insights (view data insights; spec 000 §2 "Insights"): the explorer, its data and favourites. */
export function InsightsPage() {
  const me = useCurrentUser();
  if (!userCan(me, INSIGHTS_ACCESS)) return <LandingRedirect isRefused />;
  return <InsightsContent />;
}

function InsightsContent() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const toast = useToast();
  const { isOffline } = useConnectivity();
  const chartHeadingId = useId();
  const schools = useMemo(() => insightSchools(me), [me]);
  const [state, setState] = useState(() => initialExplorer());
  const [isExplorerOpen, setExplorerOpen] = useState(false);
  const [isNaming, setNaming] = useState(false);
  const change = useChangeFavorites();
  const mayAct = isReady(state) && !isOffline;

  return (
    <>
      <PageHeading title={t('insights.title')} subtitle={t('insights.subtitle')} />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ExplorerControls state={state} schools={schools} onChange={setState} />
        </Paper>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" component="section" aria-labelledby={chartHeadingId} sx={{ p: 2 }}>
            <Stack
              direction="row"
              useFlexGap
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
            >
              <Typography id={chartHeadingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                {t('insights.chartTitle')}
              </Typography>
              <Button
                startIcon={<TableChartOutlinedIcon />}
                disabled={!mayAct}
                onClick={() => setExplorerOpen(true)}
              >
                {t('insights.explorer.open')}
              </Button>
              <Button startIcon={<StarBorderIcon />} disabled={!mayAct} onClick={() => setNaming(true)}>
                {t('insights.favorites.add')}
              </Button>
            </Stack>
            <EntriesOverTime state={state} height={400} />
          </Paper>
          <FavoritesList onShow={(favorite) => setState((current) => withFavorite(current, favorite))} />
        </Box>
      </Stack>
      {isExplorerOpen ? (
        <Suspense fallback={null}>
          <DataExplorerDialog state={state} isOpen onClose={() => setExplorerOpen(false)} />
        </Suspense>
      ) : null}
      {isNaming ? (
        <FavoriteNameDialog
          title={t('insights.favorites.addTitle')}
          initialName=""
          isSaving={change.isPending}
          onClose={() => setNaming(false)}
          onSave={async (insightName) => {
            try {
              await change.mutateAsync({
                kind: 'add',
                favorite: favoriteOf(insightName, state.viewMode, state.selection, state.entryType),
              });
              toast.success(t('insights.favorites.added'));
              setNaming(false);
            } catch (cause) {
              toast.error(t('insights.favorites.failed'), { cause });
            }
          }}
        />
      ) : null}
    </>
  );
}
