import { ListRowsSkeleton } from '../../../ui/ListRowsSkeleton';
import { useSharedWidthTabs } from '../../../ui/sharedWidthTabs';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { canChangeEntry, canEditWalk, type TEntry, type TWalk } from '@schooldog/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryDialogOnDemand, usePreloadedEntryDialog } from '../../entries/EntryDialogOnDemand';
import { useObservationSettings } from '../../observation-settings/queries';
import { useWalkEntries } from '../queries';
import { LogEntriesTab } from './LogEntriesTab';
import { WalkLoading } from './WalkLoading';
import { useWalkOfRoute } from './useWalkOfRoute';
import { useWalkViewer } from './useWalkViewer';
import { WalkDialogs, type WalkDialog } from './WalkDialogs';
import { useHasEntriesBeside, WalkEntriesPanel } from './WalkEntriesPanel';
import { WalkHeader } from './WalkHeader';
import { WalkOverview } from './WalkOverview';
import { readWalkTab, saveWalkTab, type WalkTab } from './walkStorage';

// The finish tab (assessments, context) is the second step: its code loads when it is opened.
const FinishTab = lazy(async () => ({ default: (await import('./FinishTab')).FinishTab }));

/** /walks/walk/:walkId (and …/inprogress): the walk in progress (spec 000 §2 "Walk screen"). */
export function WalkScreen() {
  const { walk, setRedirectsHeld } = useWalkOfRoute('inprogress');
  if (!walk) return <WalkLoading />;
  return <WalkScreenContent key={walk.id} walk={walk} onHoldRedirects={setRedirectsHeld} />;
}

type EntryDialogState = { entry: TEntry } | { categoryId: string | null } | null;

function WalkScreenContent({
  walk,
  onHoldRedirects,
}: {
  walk: TWalk;
  onHoldRedirects: (isHeld: boolean) => void;
}) {
  const { t } = useTranslation();
  const viewer = useWalkViewer();
  const sharedWidthTabs = useSharedWidthTabs();
  const hasEntriesBeside = useHasEntriesBeside();
  const settings = useObservationSettings();
  const entries = useWalkEntries(walk.id);
  const [tab, setTab] = useState<WalkTab>(() => readWalkTab(walk.id));
  const [entryDialog, setEntryDialog] = useState<EntryDialogState>(null);
  usePreloadedEntryDialog();
  const [dialog, setDialog] = useState<WalkDialog>(null);
  const canEdit = canEditWalk(viewer, walk);
  const entryCount = entries.data?.filter((entry) => !entry.isDeleted).length ?? walk.entryCount;
  const mayChangeEntry = (entry: TEntry) => canChangeEntry(viewer, entry, walk);

  const chooseTab = (next: WalkTab) => {
    setTab(next);
    saveWalkTab(walk.id, next);
  };

  // What a save or delete touched is read again by the sync run that pushed it (refreshAfter).
  const closeEntryDialog = () => setEntryDialog(null);

  return (
    <Box
      sx={{ display: 'flex', gap: 3, p: { xs: 2, sm: 3 }, pb: { xs: 12, lg: 3 }, maxWidth: 1400, mx: 'auto' }}
    >
      <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
        <WalkHeader
          walk={walk}
          actions={
            <>
              <Tooltip title={t('walks.walk.resources.title')}>
                <IconButton
                  aria-label={t('walks.walk.resources.title')}
                  onClick={() => setDialog('resources')}
                >
                  <InfoOutlinedIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('walks.walk.settings.title')}>
                <IconButton aria-label={t('walks.walk.settings.title')} onClick={() => setDialog('settings')}>
                  <SettingsIcon />
                </IconButton>
              </Tooltip>
            </>
          }
        />
        <Tabs
          value={tab}
          onChange={(_event, value: WalkTab) => chooseTab(value)}
          // On phones the three steps share the width: none hides behind a scroll arrow.
          {...sharedWidthTabs}
          aria-label={t('walks.walk.tabs.label')}
        >
          <Tab value={-1} label={t('walks.walk.tabs.intro')} />
          <Tab value={0} label={t('walks.walk.tabs.logEntries')} />
          <Tab value={1} label={t('walks.walk.tabs.finish')} />
        </Tabs>
        <LinearProgress
          variant="determinate"
          value={((tab + 1) / 2) * 100}
          aria-label={t('walks.walk.progress')}
          color={tab === 1 && entryCount === 0 ? 'warning' : 'primary'}
        />
        {tab === 1 && entryCount === 0 ? (
          <Alert severity="warning">{t('walks.walk.noEntriesWarning')}</Alert>
        ) : null}
        <Box role="tabpanel" aria-label={t('walks.walk.tabs.label')}>
          {tab === -1 ? (
            <Stack spacing={2}>
              <WalkOverview walk={walk} entries={entries.data} settings={settings.data} />
              <Button variant="contained" onClick={() => chooseTab(0)} sx={{ alignSelf: 'flex-start' }}>
                {t('walks.walk.start')}
              </Button>
            </Stack>
          ) : null}
          {tab === 0 ? (
            <LogEntriesTab
              settings={settings.data}
              entries={entries.data}
              isEntriesError={entries.isError}
              expectedEntryCount={walk.entryCount}
              isSettingsPending={settings.isPending && settings.fetchStatus === 'fetching'}
              canLog={canEdit}
              isListingEntries={!hasEntriesBeside}
              onLog={(categoryId) => setEntryDialog({ categoryId })}
              canEdit={mayChangeEntry}
              onEdit={(entry) => setEntryDialog({ entry })}
              onFinish={() => chooseTab(1)}
            />
          ) : null}
          {tab === 1 ? (
            <Suspense fallback={<ListRowsSkeleton />}>
              <FinishTab
                walk={walk}
                canEdit={canEdit}
                onBack={() => chooseTab(0)}
                onReviewAndComplete={() => setDialog('reviewAndComplete')}
              />
            </Suspense>
          ) : null}
        </Box>
      </Stack>
      <WalkEntriesPanel
        entries={entries.data}
        isError={entries.isError}
        settings={settings.data}
        expectedCount={walk.entryCount}
        canEdit={mayChangeEntry}
        onEdit={(entry) => setEntryDialog({ entry })}
      />
      {entryDialog ? (
        <EntryDialogOnDemand
          entry={'entry' in entryDialog ? entryDialog.entry : null}
          schoolId={walk.schoolId}
          walkId={walk.id}
          categoryId={'categoryId' in entryDialog ? entryDialog.categoryId : null}
          onClose={closeEntryDialog}
        />
      ) : null}
      <WalkDialogs
        walk={walk}
        entryCount={entryCount}
        dialog={dialog}
        onDialogChange={setDialog}
        onHoldRedirects={onHoldRedirects}
        onTabChange={chooseTab}
      />
    </Box>
  );
}
