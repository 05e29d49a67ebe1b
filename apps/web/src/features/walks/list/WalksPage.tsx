import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../../offline/connectivity';
import { PageHeading } from '../../../ui/PageHeading';
import { useSharedWidthTabs } from '../../../ui/sharedWidthTabs';
import { useCurrentUser } from '../../auth/currentUser';
import { ActiveFilterChips } from '../../../ui/filters/ActiveFilterChips';
import { usePeopleNames } from '../../../ui/filters/FilterFields';
import { FilterToolbar } from '../../../ui/filters/FilterLayout';
import { currentLanguage } from '../../../i18n';
import { schoolsWhere } from '../../entries/labels';
import { useWalkCounts } from '../queries';
import { WALKS_PERMISSION } from './access';
import { useWalkFilters } from './useWalkFilters';
import { OfflineWalks } from './OfflineWalks';
import { walkFilterChips } from './walkFilterChips';
import {
  activeWalkFilterCount,
  clearedWalkFilters,
  searchFromWalkFilters,
  type WalksTab,
} from './walkFilters';
import { WalkFiltersDrawer } from './WalkFiltersDrawer';
import { WalksList } from './WalksList';

/** /walks: the full list online; offline only the user's walks in progress. */
export function WalksPage() {
  const { isOffline } = useConnectivity();
  return isOffline ? <OfflineWalks /> : <OnlineWalks />;
}

/** My Walks and Team Walks, In Progress and Completed, with filters (spec 000 §2 "Walks list"). */
function OnlineWalks() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const sharedWidthTabs = useSharedWidthTabs();
  const { filters, setFilters, rules } = useWalkFilters();
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const search = searchFromWalkFilters(filters);
  // The badges count both sub-tabs, so switching between them does not refetch.
  const countSearch = new URLSearchParams(search);
  countSearch.delete('subTab');
  const counts = useWalkCounts(countSearch.toString());
  const schools = schoolsWhere(me, WALKS_PERMISSION);
  const filterCount = activeWalkFilterCount(filters);
  const hasInProgress = filters.currentTab === 0 || rules.hasTeamInProgress;
  const people = usePeopleNames(filters.schoolIds, filters.userIds);
  const chips = walkFilterChips(filters, { t, language: currentLanguage(i18n), schools, people });

  // The count's chip keeps its room while the counts load, so the tabs do not move when they come.
  const subTabLabel = (label: string, count: number | undefined) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{label}</span>
      {count !== undefined ? (
        <Chip size="small" label={count} aria-hidden />
      ) : counts.isFetching ? (
        <Skeleton variant="rounded" width={24} height={24} sx={{ borderRadius: 4 }} aria-hidden />
      ) : null}
    </Stack>
  );
  const subTabName = (label: string, count: number | undefined) =>
    count === undefined ? label : t('walks.list.subTabs.count', { label, count });

  return (
    <>
      <PageHeading title={t('walks.list.title')} subtitle={t('walks.list.subtitle')} />
      {rules.hasMyWalks && rules.hasTeamWalks ? (
        <Tabs
          value={filters.currentTab}
          onChange={(_event, currentTab: WalksTab) => setFilters({ currentTab })}
          aria-label={t('walks.list.tabs.label')}
          variant={sharedWidthTabs.variant}
          sx={[{ mb: 1 }, sharedWidthTabs.sx].flat()}
        >
          <Tab value={0} label={t('walks.list.tabs.myWalks')} />
          <Tab value={1} label={t('walks.list.tabs.teamWalks')} />
        </Tabs>
      ) : null}
      <Tabs
        value={filters.subTab}
        onChange={(_event, subTab: WalksTab) => setFilters({ subTab })}
        aria-label={t('walks.list.subTabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {hasInProgress ? (
          <Tab
            value={0}
            aria-label={subTabName(t('walks.list.subTabs.inProgress'), counts.data?.inProgress)}
            label={subTabLabel(t('walks.list.subTabs.inProgress'), counts.data?.inProgress)}
          />
        ) : null}
        <Tab
          value={1}
          aria-label={subTabName(t('walks.list.subTabs.completed'), counts.data?.completed)}
          label={subTabLabel(t('walks.list.subTabs.completed'), counts.data?.completed)}
        />
      </Tabs>
      <FilterToolbar
        isWide={isWide}
        filters={filters}
        onChange={setFilters}
        schools={schools}
        filterCount={filterCount}
        onOpenFilters={() => setFiltersOpen(true)}
      />
      <ActiveFilterChips
        chips={chips}
        onRemove={setFilters}
        hasInlineFilters={isWide}
        // The tabs are not filters: Clear all keeps them.
        onClearAll={() => setFilters(clearedWalkFilters())}
      />
      <WalksList search={search.toString()} />
      <WalkFiltersDrawer
        isOpen={isFiltersOpen}
        onClose={() => setFiltersOpen(false)}
        hasInlineFilters={isWide}
        filters={filters}
        onChange={setFilters}
        schools={schools}
      />
    </>
  );
}
