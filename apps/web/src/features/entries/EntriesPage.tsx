import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  canChangeEntry,
  entryDownloadScope,
  LIMITS,
  seesOnlyOwnEntries,
  type TEntry,
} from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';
import { useCurrentUser } from '../auth/currentUser';
import { useWalkViewer } from '../walks/walk/useWalkViewer';
import { ENTRIES_PERMISSION } from './access';
import { EntriesList } from './EntriesList';
import { EntryDialogOnDemand, usePreloadedEntryDialog } from './EntryDialogOnDemand';
import { EntryFiltersDrawer } from './EntryFiltersDrawer';
import { ActiveFilterChips } from '../../ui/filters/ActiveFilterChips';
import { usePeopleNames } from '../../ui/filters/FilterFields';
import { FilterToolbar } from '../../ui/filters/FilterLayout';
import { currentLanguage } from '../../i18n';
import { entryFilterChips } from './filterChips';
import { activeFilterCount, EMPTY_FILTERS, searchFromFilters, singleEntryType } from './filters';
import { ENTRY_COUNT_KEYS, schoolsWhere } from './labels';
import { useEntriesCount } from './queries';
import { useObservationSettings } from '../observation-settings/queries';
import { useEntryFilters } from './useEntryFilters';

/** /entries: the entries explorer (spec 000 §2 "Entries explorer"). */
export function EntriesPage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const { filters, setFilters, rules } = useEntryFilters();
  const search = searchFromFilters(filters).toString();
  const count = useEntriesCount(search);
  const settings = useObservationSettings();
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const [editing, setEditing] = useState<TEntry | null>(null);
  usePreloadedEntryDialog();
  const schools = schoolsWhere(me, ENTRIES_PERMISSION);
  const filterCount = activeFilterCount(filters);
  // The PDF report holds at most 250 entries (spec 000 §5 "Other").
  const pdfAllowed = count.data !== undefined && count.data.count <= LIMITS.pdfEntriesMax;
  const viewer = useWalkViewer();
  // "Reports card and download buttons need download entry reports" (spec 000 §6), as the server rules.
  const mayDownload = entryDownloadScope(viewer.permissions, filters.schoolIds).mayDownload;
  const countKey = ENTRY_COUNT_KEYS[singleEntryType(filters) ?? 'all'];
  const people = usePeopleNames(filters.schoolIds, filters.userIds);
  const language = currentLanguage(i18n);
  const chips = entryFilterChips(filters, { t, language, schools, settings: settings.data, people });

  return (
    <>
      <PageHeading
        title={t('entries.title')}
        // A custodian logs entries without viewing others': theirs are all the list holds.
        subtitle={seesOnlyOwnEntries(viewer.permissions) ? t('entries.subtitleOwn') : t('entries.subtitle')}
      />
      <FilterToolbar
        isWide={isWide}
        filters={filters}
        onChange={setFilters}
        schools={schools}
        filterCount={filterCount}
        onOpenFilters={() => setFiltersOpen(true)}
      >
        <Button
          onClick={() => setFilters({ sortAsc: !filters.sortAsc })}
          startIcon={<SwapVertIcon />}
          aria-label={t('entries.sort.button', {
            order: filters.sortAsc ? t('entries.sort.oldestFirst') : t('entries.sort.newestFirst'),
          })}
        >
          {filters.sortAsc ? t('entries.sort.oldestFirst') : t('entries.sort.newestFirst')}
        </Button>
      </FilterToolbar>
      <ActiveFilterChips
        chips={chips}
        onRemove={setFilters}
        hasInlineFilters={isWide}
        onClearAll={() => setFilters({ ...EMPTY_FILTERS, sortAsc: filters.sortAsc })}
      />
      {/* The results line: the count, and the downloads of what it counts. */}
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mb: 1.5 }}
      >
        <Typography
          role="status"
          aria-live="polite"
          color="text.secondary"
          // On a phone the count has its own line: the downloads beside it would wrap once the
          // count arrives and push the list down (layout shift).
          sx={{ minHeight: '1.5em', mr: 'auto', flexBasis: { xs: '100%', sm: 'auto' } }}
        >
          {count.data ? t(countKey, { count: count.data.count }) : ''}
        </Typography>
        {mayDownload ? (
          // The two downloads stay together: never one alone on a line.
          <Stack direction="row" spacing={1}>
            <Button component="a" href={`/api/entries.csv?${search}`} download startIcon={<DownloadIcon />}>
              {t('entries.downloadCsv')}
            </Button>
            <Tooltip title={pdfAllowed ? '' : t('entries.pdfTooMany', { max: LIMITS.pdfEntriesMax })}>
              <span>
                <Button
                  component="a"
                  href={pdfAllowed ? `/api/entries.pdf?${search}` : undefined}
                  download
                  disabled={!pdfAllowed}
                  startIcon={<PictureAsPdfIcon />}
                >
                  {t('entries.downloadPdf')}
                </Button>
              </span>
            </Tooltip>
          </Stack>
        ) : null}
      </Stack>
      <EntriesList
        search={search}
        settings={settings.data}
        schools={me.schools}
        onEdit={setEditing}
        canEdit={(entry) => canChangeEntry(viewer, entry, entry.walk)}
      />
      <EntryFiltersDrawer
        isOpen={isFiltersOpen}
        onClose={() => setFiltersOpen(false)}
        hasInlineFilters={isWide}
        filters={filters}
        onChange={setFilters}
        rules={rules}
        schools={schools}
        settings={settings.data}
      />
      {editing ? <EntryDialogOnDemand entry={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
