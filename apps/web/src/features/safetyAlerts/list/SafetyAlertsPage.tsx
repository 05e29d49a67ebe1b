import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SAFETY_ALERTS_ACCESS, type SafetyAlertTab } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { CardListSkeleton } from '../../../ui/CardListSkeleton';
import { ActiveFilterChips } from '../../../ui/filters/ActiveFilterChips';
import { placeAndTimeChips } from '../../../ui/filters/filterChips';
import { FiltersDrawer, FilterToolbar } from '../../../ui/filters/FilterLayout';
import { useSearchFilters } from '../../../ui/filters/useSearchFilters';
import { PageHeading } from '../../../ui/PageHeading';
import { PagedList } from '../../../ui/PagedList';
import { useSharedWidthTabs } from '../../../ui/sharedWidthTabs';
import { useCurrentUser } from '../../auth/currentUser';
import { schoolsWhere } from '../../entries/labels';
import { useObservationSettings } from '../../observation-settings/queries';
import { schoolName } from '../../walks/labels';
import { safetyAlertTabsOf } from '../access';
import { useSafetyAlerts } from '../queries';
import { SafetyAlertCard } from './SafetyAlertCard';
import {
  activeSafetyAlertFilterCount,
  clearedSafetyAlertFilters,
  safetyAlertFiltersFromSearch,
  searchFromSafetyAlertFilters,
} from './safetyAlertFilters';
import '../../../i18n/safetyAlerts.texts';

const TAB_LABEL_KEYS = {
  received: 'safetyAlerts.list.tabs.received',
  sent: 'safetyAlerts.list.tabs.sent',
  all: 'safetyAlerts.list.tabs.all',
} as const;

const EMPTY_KEYS = {
  received: 'safetyAlerts.list.empty.received',
  sent: 'safetyAlerts.list.empty.sent',
  all: 'safetyAlerts.list.empty.all',
} as const;

/**
 * /safetyAlerts (issue 25 point 3): the alerts one received and sent, and all those of the schools
 * one manages alerts at; filtered by school and date range in the query string; paged.
 */
export function SafetyAlertsPage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const sharedWidthTabs = useSharedWidthTabs();
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const { filters: asked, setFilters } = useSearchFilters(
    safetyAlertFiltersFromSearch,
    searchFromSafetyAlertFilters,
  );
  const tabs = safetyAlertTabsOf(me);
  // A link to the all tab opened by someone without it shows what they received.
  const filters = tabs.includes(asked.tab) ? asked : { ...asked, tab: 'received' as const };
  const alerts = useSafetyAlerts(searchFromSafetyAlertFilters(filters).toString());
  const settings = useObservationSettings();
  const schools = schoolsWhere(me, SAFETY_ALERTS_ACCESS);
  const { chips } = placeAndTimeChips(filters, { language: currentLanguage(i18n), schools });

  return (
    <>
      <PageHeading title={t('safetyAlerts.list.title')} subtitle={t('safetyAlerts.list.subtitle')} />
      <Tabs
        value={filters.tab}
        onChange={(_event, tab: SafetyAlertTab) => setFilters({ tab })}
        aria-label={t('safetyAlerts.list.tabs.label')}
        variant={sharedWidthTabs.variant}
        sx={[{ mb: 2, borderBottom: 1, borderColor: 'divider' }, sharedWidthTabs.sx].flat()}
      >
        {tabs.map((tab) => (
          <Tab key={tab} value={tab} label={t(TAB_LABEL_KEYS[tab])} />
        ))}
      </Tabs>
      <FilterToolbar
        isWide={isWide}
        filters={filters}
        onChange={setFilters}
        schools={schools}
        filterCount={activeSafetyAlertFilterCount(filters)}
        onOpenFilters={() => setFiltersOpen(true)}
      />
      <ActiveFilterChips
        chips={chips}
        onRemove={setFilters}
        hasInlineFilters={isWide}
        onClearAll={() => setFilters(clearedSafetyAlertFilters())}
      />
      <PagedList
        query={alerts}
        items={alerts.data?.pages.flatMap((page) => page.safetyAlerts) ?? []}
        getKey={(alert) => alert.id}
        texts={{
          loadFailed: t('safetyAlerts.list.loadFailed'),
          retry: t('safetyAlerts.list.retry'),
          empty: t(EMPTY_KEYS[filters.tab]),
          loadMore: t('safetyAlerts.list.loadMore'),
          patience: t('safetyAlerts.list.patience'),
        }}
        isEmptyAnnounced
        skeleton={<CardListSkeleton shape="entry" count={4} />}
        renderItem={(alert) => (
          <SafetyAlertCard
            alert={alert}
            settings={settings.data}
            schoolName={schoolName(me.schools, alert.schoolId) ?? t('entries.card.unknownSchool')}
          />
        )}
      />
      <FiltersDrawer
        isOpen={isFiltersOpen}
        onClose={() => setFiltersOpen(false)}
        hasInlineFilters={isWide}
        filters={filters}
        onChange={setFilters}
        schools={schools}
        onClearAll={() => setFilters(clearedSafetyAlertFilters())}
        doneLabel={t('safetyAlerts.list.showAlerts')}
      >
        {null}
      </FiltersDrawer>
    </>
  );
}
