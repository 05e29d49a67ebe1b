import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { canUseDrills, DRILLS_PAGE_SIZE, RECORD_DRILLS } from '@schooldog/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConnectivity } from '../../offline/connectivity';
import { CardListSkeleton } from '../../ui/CardListSkeleton';
import { MultiSelectFilter } from '../../ui/filters/FilterFields';
import { FiltersDrawer, FilterToolbar } from '../../ui/filters/FilterLayout';
import { countSetFilters } from '../../ui/filters/searchParams';
import { useSearchFilters } from '../../ui/filters/useSearchFilters';
import { PageHeading } from '../../ui/PageHeading';
import { RetryAlert } from '../../ui/RetryAlert';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf } from '../auth/permissions';
import { LandingRedirect } from '../dashboard/landing';
import { schoolsWhere } from '../entries/labels';
import { usePendingOverlay } from '../../offline/pendingViews';
import { drillsCsvHref } from './api';
import { DrillsTable } from './DrillsTable';
import { exportSearch, readDrillFilters, writeDrillFilters } from './filters';
import { pendingDrillIds } from './overlay';
import { useDrills } from './queries';
import '../../i18n/drills.texts';

/** /drills (spec 000 §2 "Drills list"): needs record drills at any school, as the server. */
export function DrillsPage() {
  const me = useCurrentUser();
  if (!canUseDrills(resolvedPermissionsOf(me))) return <LandingRedirect isRefused />;
  return <DrillsContent />;
}

function DrillsContent() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const { isOffline } = useConnectivity();
  const { filters, setFilters } = useSearchFilters(readDrillFilters, writeDrillFilters);
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const schools = schoolsWhere(me, RECORD_DRILLS);
  const search = writeDrillFilters(filters).toString();
  const list = useDrills(search);
  const overlay = usePendingOverlay();
  const pendingIds = useMemo(() => pendingDrillIds(overlay), [overlay]);
  const drills = list.data?.drills ?? [];

  // "Recorded By": the people of this page, and those already chosen.
  const recorders = new Map<string, string>();
  for (const drill of drills) if (drill.recordedBy) recorders.set(drill.recordedBy.id, drill.recordedBy.name);
  for (const id of filters.userIds) if (!recorders.has(id)) recorders.set(id, t('drills.unknown'));
  const recorderOptions = [...recorders].map(([value, label]) => ({ value, label }));
  const change = (next: Partial<typeof filters>) => setFilters({ ...next, page: 1 });

  return (
    <>
      <PageHeading title={t('drills.title')} subtitle={t('drills.subtitle')} />
      <FilterToolbar
        isWide={isWide}
        filterCount={countSetFilters([
          filters.dateRange?.join(',') ?? null,
          filters.schoolIds,
          filters.userIds,
        ])}
        onOpenFilters={() => setFiltersOpen(true)}
        filters={filters}
        onChange={change}
        schools={schools}
      >
        <Button component={RouterLink} to="/drills/record" variant="contained" startIcon={<AddIcon />}>
          {t('drills.record')}
        </Button>
        <Button
          component="a"
          href={drillsCsvHref(exportSearch(filters))}
          download
          disabled={isOffline}
          startIcon={<DownloadIcon />}
        >
          {t('drills.exportCsv')}
        </Button>
      </FilterToolbar>
      <FiltersDrawer
        isOpen={isFiltersOpen}
        onClose={() => setFiltersOpen(false)}
        hasInlineFilters={isWide}
        onClearAll={() => change({ dateRange: null, schoolIds: [], userIds: [] })}
        doneLabel={t('drills.title')}
        filters={filters}
        onChange={change}
        schools={schools}
      >
        <MultiSelectFilter
          label={t('drills.filters.recordedBy')}
          emptyLabel={t('drills.filters.anyone')}
          options={recorderOptions}
          value={filters.userIds}
          onChange={(userIds) => change({ userIds })}
        />
      </FiltersDrawer>
      {list.isError && !list.data ? (
        <RetryAlert retryLabel={t('drills.retry')} onRetry={() => void list.refetch()} cause={list.error}>
          {t('drills.loadFailed')}
        </RetryAlert>
      ) : list.data === undefined ? (
        <CardListSkeleton shape="entry" count={4} />
      ) : drills.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ py: 3 }}>
          {t('drills.empty')}
        </Typography>
      ) : (
        <Paper variant="outlined">
          <DrillsTable drills={drills} schools={me.schools} pendingIds={pendingIds} />
          <TablePagination
            component="div"
            count={list.data.total}
            page={filters.page - 1}
            rowsPerPage={DRILLS_PAGE_SIZE}
            rowsPerPageOptions={[DRILLS_PAGE_SIZE]}
            onPageChange={(_event, page) => setFilters({ page: page + 1 })}
          />
        </Paper>
      )}
    </>
  );
}
