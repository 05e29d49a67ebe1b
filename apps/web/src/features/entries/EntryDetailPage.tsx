import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { canChangeEntry } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CardListSkeleton } from '../../ui/CardListSkeleton';
import { PageHeading } from '../../ui/PageHeading';
import { isWaitingForNetwork, NotSavedOnDevice } from '../../offline/OfflineNotice';
import { RetryAlert } from '../../ui/RetryAlert';
import { useCurrentUser } from '../auth/currentUser';
import { useWalkViewer } from '../walks/walk/useWalkViewer';
import { DeleteEntryDialog } from './DeleteEntryDialog';
import { EntryCard } from './EntryCard';
import { EntryDialogOnDemand } from './EntryDialogOnDemand';
import { EntryWorkOrdersList } from './EntryWorkOrdersList';
import { useEntry } from './queries';
import { useObservationSettings, useSettingsArriving } from '../observation-settings/queries';

/**
 * /entries/{entryId}: one entry with a link back to all entries. It is live (the events stream
 * refetches it); once it is deleted, here or elsewhere, the user returns to /entries.
 */
export function EntryDetailPage() {
  const { t } = useTranslation();
  const { entryId = '' } = useParams();
  const me = useCurrentUser();
  const viewer = useWalkViewer();
  const navigate = useNavigate();
  const entry = useEntry(entryId);
  const settings = useObservationSettings();
  const isSettingsArriving = useSettingsArriving(settings.data);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const handleDeleted = () => void navigate('/entries', { replace: true });

  const backLink = (
    <Button component={RouterLink} to="/entries" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
      {t('entries.detail.back')}
    </Button>
  );

  const heading = <PageHeading title={t('entries.detail.title')} hasBottomMargin={false} />;

  if (entry.data === null) return <Navigate to="/entries" replace />;
  // The card also waits for the settings that name it, so it does not grow when the names come.
  if (entry.data === undefined || isSettingsArriving) {
    return (
      <>
        {backLink}
        {entry.data === undefined && entry.isError ? (
          <RetryAlert
            retryLabel={t('entries.retry')}
            onRetry={() => void entry.refetch()}
            cause={entry.error}
          >
            {t('entries.detail.loadFailed')}
          </RetryAlert>
        ) : entry.data === undefined && isWaitingForNetwork(entry) ? (
          <NotSavedOnDevice />
        ) : (
          // The heading is known; the card is sketched where it will be.
          <>
            {heading}
            <Box sx={{ mt: 2 }}>
              <CardListSkeleton shape="entry" count={1} columns="1fr" hasActions />
            </Box>
          </>
        )}
      </>
    );
  }

  const current = entry.data;
  const canManage = canChangeEntry(viewer, current, current.walk);
  return (
    <>
      {backLink}
      {heading}
      <Box sx={{ mt: 2 }}>
        <EntryCard
          entry={current}
          settings={settings.data}
          schools={me.schools}
          isLinked={false}
          pictureSize={144}
          actions={
            canManage ? (
              <>
                <Button onClick={() => setDialog('edit')}>{t('entries.detail.edit')}</Button>
                <Button color="error" onClick={() => setDialog('delete')}>
                  {t('entries.detail.delete')}
                </Button>
              </>
            ) : null
          }
        />
      </Box>
      <EntryWorkOrdersList workOrderIds={current.createdWorkOrderIds} />
      {dialog === 'edit' ? (
        <EntryDialogOnDemand entry={current} onClose={() => setDialog(null)} onDeleted={handleDeleted} />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteEntryDialog entryId={current.id} onClose={() => setDialog(null)} onDeleted={handleDeleted} />
      ) : null}
    </>
  );
}
