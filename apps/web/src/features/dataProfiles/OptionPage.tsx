import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DATA_PROFILES_ACCESS, type TDataProfileOptionPage, type TEntry } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { currentLanguage } from '../../i18n';
import { PageHeading } from '../../ui/PageHeading';
import { RetryAlert } from '../../ui/RetryAlert';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { LandingRedirect } from '../dashboard/landing';
import { categoryLabel, itemLabelOf } from '../entries/labels';
import { useObservationSettings } from '../observation-settings/queries';
import { STATUS_LABEL_KEYS } from '../workOrders/labels';
import { ExperimentalChip, profilePath } from './DataProfilesPage';
import { friendlyNameLabel } from './labels';
import { useOptionEntries, useOptionPage } from './queries';
import { StatusChip } from './StatusChip';
import { TrendChart } from './TrendChart';
import { useProfileLiveUpdates } from './useProfileLiveUpdates';
import '../../i18n/dataProfiles.texts';

/** /dataProfiles/{schoolId}/{profileId}/{optionId} (view data insights): a room's trend, entries and work orders. */
export function OptionPage() {
  const me = useCurrentUser();
  const { profileId = '', optionId = '' } = useParams();
  if (!userCan(me, DATA_PROFILES_ACCESS)) return <LandingRedirect isRefused />;
  return <OptionContent profileId={profileId} optionId={optionId} />;
}

function OptionContent({ profileId, optionId }: { profileId: string; optionId: string }) {
  const { t, i18n } = useTranslation();
  const page = useOptionPage(profileId, optionId);
  useProfileLiveUpdates(profileId);
  if (page.isError)
    return (
      <RetryAlert retryLabel={t('dataProfiles.retry')} onRetry={() => void page.refetch()} cause={page.error}>
        {t('dataProfiles.room.loadFailed')}
      </RetryAlert>
    );
  if (!page.data)
    return (
      <SkeletonRegion>
        <Skeleton variant="rounded" height={320} />
      </SkeletonRegion>
    );
  const data = page.data;
  const status = data.profile.useStatuses
    ? data.profile.statusOptions.find((candidate) => candidate.id === data.option.statusId)
    : undefined;
  const school = data.profile.schoolName ?? t('dataProfiles.districtWide');
  const recent = data.mostRecentTimestamp
    ? new Date(data.mostRecentTimestamp).toLocaleDateString(currentLanguage(i18n), { dateStyle: 'medium' })
    : null;
  return (
    <>
      <Link component={RouterLink} to={profilePath(data.profile)} variant="body2">
        {t('dataProfiles.room.back', { school, name: friendlyNameLabel(t, data.profile.friendlyName) })}
      </Link>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <PageHeading
          title={data.option.name}
          hasBottomMargin={false}
          documentTitle={`${data.option.name} · ${school}`}
        />
        {status ? <StatusChip status={status} /> : null}
        <ExperimentalChip />
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('dataProfiles.options.entries', { count: data.count })}
        {recent ? ` · ${t('dataProfiles.room.mostRecent', { date: recent })}` : ''}
      </Typography>
      <Stack spacing={3} sx={{ pb: 10 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t('dataProfiles.room.trend')}
          </Typography>
          <TrendChart trend={data.trend} />
        </Paper>
        {data.mayListEntries ? <EntriesSection profileId={profileId} optionId={optionId} /> : null}
        {data.workOrders ? <WorkOrdersSection workOrders={data.workOrders} /> : null}
      </Stack>
    </>
  );
}

function EntriesSection({ profileId, optionId }: { profileId: string; optionId: string }) {
  const { t } = useTranslation();
  const entries = useOptionEntries(profileId, optionId, true);
  const list = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('dataProfiles.room.entries')}
      </Typography>
      {entries.isError ? (
        <RetryAlert
          retryLabel={t('dataProfiles.retry')}
          onRetry={() => void entries.refetch()}
          cause={entries.error}
        >
          {t('dataProfiles.room.entriesFailed')}
        </RetryAlert>
      ) : !entries.data ? (
        <SkeletonRegion>
          <Skeleton variant="rounded" height={120} />
        </SkeletonRegion>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t('dataProfiles.room.noEntries')}</Typography>
      ) : (
        <>
          <List dense disablePadding>
            {list.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </List>
          {entries.hasNextPage ? (
            <Button
              sx={{ mt: 1 }}
              loading={entries.isFetchingNextPage}
              onClick={() => void entries.fetchNextPage()}
            >
              {t('dataProfiles.room.showMore')}
            </Button>
          ) : null}
        </>
      )}
    </Paper>
  );
}

function EntryRow({ entry }: { entry: TEntry }) {
  const { t, i18n } = useTranslation();
  const settings = useObservationSettings().data;
  const unknown = t('dataProfiles.room.unknownItem');
  const title = `${categoryLabel(settings, entry.observationCategoryId) ?? unknown} › ${itemLabelOf(settings, entry.observationItemId) ?? unknown}`;
  const when = new Date(entry.timestamp).toLocaleString(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const reporter = entry.reportedBy
    ? `${entry.reportedBy.firstName} ${entry.reportedBy.lastName}`.trim()
    : null;
  return (
    // A link row inside a list item: a list holds only <li> (axe's 'list' rule).
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={`/entries/${encodeURIComponent(entry.id)}`} divider>
        <ListItemText
          primary={title}
          secondary={[when, reporter, entry.comment].filter(Boolean).join(' · ')}
          slotProps={{ secondary: { noWrap: true } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

function WorkOrdersSection({
  workOrders,
}: {
  workOrders: NonNullable<TDataProfileOptionPage['workOrders']>;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('dataProfiles.room.workOrders')}
      </Typography>
      {workOrders.length === 0 ? (
        <Typography color="text.secondary">{t('dataProfiles.room.noWorkOrders')}</Typography>
      ) : (
        <List dense disablePadding>
          {workOrders.map((order) => (
            <ListItem key={order.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={`/tasks/task/${encodeURIComponent(order.id)}`}
                divider
              >
                <ListItemText
                  primary={
                    order.publicId === null
                      ? order.description
                      : `WO-${order.publicId} · ${order.description}`
                  }
                  slotProps={{ primary: { noWrap: true } }}
                />
                <Chip size="small" label={t(STATUS_LABEL_KEYS[order.status])} sx={{ ml: 1 }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
