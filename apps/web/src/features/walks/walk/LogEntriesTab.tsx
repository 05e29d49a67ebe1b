import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TEntry, TObservationSettings } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { GridList } from '../../../ui/GridList';
import { SkeletonRegion } from '../../../ui/SkeletonRegion';
import { WalkEntryCards } from './WalkEntryCards';

interface LogEntriesTabProps {
  settings: TObservationSettings | undefined;
  entries: TEntry[] | undefined;
  isEntriesError: boolean;
  /** The walk's entry count, to sketch its cards while they load. */
  expectedEntryCount?: number;
  /** The categories are on their way: their tiles are sketched so the screen does not jump when they come. */
  isSettingsPending?: boolean;
  canLog: boolean;
  /** False where the entries already sit beside the screen (WalkEntriesPanel), so they are listed once. */
  isListingEntries: boolean;
  /** A category tile (its id) or the Master List (null). */
  onLog: (categoryId: string | null) => void;
  canEdit: (entry: TEntry) => boolean;
  onEdit: (entry: TEntry) => void;
  onFinish: () => void;
}

// The default settings have 10 categories and the Master List: 12 tiles fill the same rows. As a
// tile: 88 px and its border.
const SKETCHED_TILES = 12;
const TILE_COLUMNS = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' };

/** Tab 0: one tile per observation category plus a Master List tile, the walk's entries (unless beside), and the way on. */
export function LogEntriesTab(props: LogEntriesTabProps) {
  const { t } = useTranslation();
  const categories = props.settings?.categories ?? [];
  const tiles = [
    ...categories.map((category) => ({ id: category.id as string | null, label: category.label })),
    { id: null, label: t('walks.walk.masterList') },
  ];
  return (
    <Stack spacing={3}>
      {props.canLog ? (
        <section aria-labelledby="walk-log-heading">
          <Typography id="walk-log-heading" variant="h6" component="h2" gutterBottom>
            {t('walks.walk.logHeading')}
          </Typography>
          {props.isSettingsPending ? (
            <SkeletonRegion>
              <GridList gap={1.5} columns={TILE_COLUMNS}>
                {Array.from({ length: SKETCHED_TILES }, (_, index) => (
                  <li key={index}>
                    <Skeleton variant="rounded" height={90} />
                  </li>
                ))}
              </GridList>
            </SkeletonRegion>
          ) : (
            <GridList gap={1.5} columns={TILE_COLUMNS}>
              {tiles.map((tile) => (
                <li key={tile.id ?? 'master-list'}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea
                      onClick={() => props.onLog(tile.id)}
                      aria-label={t('walks.walk.logIn', { category: tile.label })}
                      sx={{ height: '100%', minHeight: 88, p: 2, display: 'grid', placeItems: 'center' }}
                    >
                      <Typography variant="subtitle1" component="span" sx={{ textAlign: 'center' }}>
                        {tile.label}
                      </Typography>
                    </CardActionArea>
                  </Card>
                </li>
              ))}
            </GridList>
          )}
        </section>
      ) : null}
      {props.isListingEntries ? (
        <section aria-labelledby="walk-entries-heading">
          <Typography id="walk-entries-heading" variant="h6" component="h2" gutterBottom>
            {t('walks.walk.entriesTitle')}
          </Typography>
          <WalkEntryCards
            entries={props.entries}
            isError={props.isEntriesError}
            settings={props.settings}
            expectedCount={props.expectedEntryCount}
            canEdit={props.canEdit}
            onEdit={props.onEdit}
          />
        </section>
      ) : null}
      <Button
        variant="contained"
        onClick={props.onFinish}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' } }}
      >
        {t('walks.walk.completeWalk')}
      </Button>
    </Stack>
  );
}
