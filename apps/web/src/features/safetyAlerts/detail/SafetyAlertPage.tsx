import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSafetyAlert } from '@schooldog/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { currentLanguage } from '../../../i18n';
import { translateRefusal } from '../../../i18n/serverMessages';
import { isWaitingForNetwork, NotSavedOnDevice } from '../../../offline/OfflineNotice';
import { Detail, DetailList } from '../../../ui/DetailList';
import { HeaderSkeleton } from '../../../ui/HeaderSkeleton';
import { PageHeading } from '../../../ui/PageHeading';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useCurrentUser } from '../../auth/currentUser';
import { EntryComment } from '../../entries/EntryComment';
import { EntryPictureList } from '../../entries/EntryPicture';
import { EntryTypeChip } from '../../entries/EntryTypeChip';
import { useObservationSettings } from '../../observation-settings/queries';
import { PersonName } from '../../people/PersonName';
import { fullName } from '../../users/userLabels';
import { schoolName } from '../../walks/labels';
import { alertEntryTitle, alertTime } from '../labels';
import { useMarkSafetyAlertRead, useSafetyAlert } from '../queries';
import { RecipientsList } from './RecipientsList';
import '../../../i18n/safetyAlerts.texts';

/** Whether the server refused the alert (unknown, or not the viewer's to see): its message is shown. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

/**
 * Opening an alert marks it read, once per opening: when it is the viewer's unread one, or they are
 * a recipient who has not read it yet (the flag may be cleared on another device first).
 */
function useMarkReadOnOpen(alert: TSafetyAlert | undefined, userId: string) {
  const { mutate: markRead } = useMarkSafetyAlertRead();
  const markedRef = useRef<string | null>(null);
  useEffect(() => {
    if (!alert || markedRef.current === alert.id) return;
    const mine = alert.recipients.find((recipient) => recipient.id === userId);
    if (!alert.isUnread && (!mine || mine.timeRead !== null)) return;
    markedRef.current = alert.id;
    markRead(alert.id);
  }, [alert, userId, markRead]);
}

/** /safetyAlerts/:safetyAlertId (issue 25 point 3): the entry, the sender, the message and who read it. */
export function SafetyAlertPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { safetyAlertId = '' } = useParams();
  const detail = useSafetyAlert(safetyAlertId);
  useMarkReadOnOpen(detail.data, me.user.id);
  const backLink = (
    <Link component={RouterLink} to="/safetyAlerts">
      {t('safetyAlerts.detail.backToList')}
    </Link>
  );

  if (detail.data) return <SafetyAlertView alert={detail.data} backLink={backLink} />;
  if (isWaitingForNetwork(detail)) return <NotSavedOnDevice />;
  if (detail.isPending) return <HeaderSkeleton />;
  if (isRefusal(detail.error)) {
    return (
      <Alert severity="warning">
        {translateRefusal(t, detail.error)} {backLink}
      </Alert>
    );
  }
  return (
    <RetryAlert
      retryLabel={t('safetyAlerts.list.retry')}
      onRetry={() => void detail.refetch()}
      cause={detail.error}
    >
      {t('safetyAlerts.detail.loadFailed')}
    </RetryAlert>
  );
}

function SafetyAlertView({ alert, backLink }: { alert: TSafetyAlert; backLink: ReactNode }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const settings = useObservationSettings();
  const { entry } = alert;
  const format = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeStyle: 'short' });
  const time = alertTime(alert);
  return (
    <Stack spacing={2}>
      <Box>{backLink}</Box>
      <PageHeading
        title={t('safetyAlerts.detail.title')}
        subtitle={schoolName(me.schools, alert.schoolId) ?? t('entries.card.unknownSchool')}
        hasBottomMargin={false}
      />
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1.25 }}>
          <Typography variant="h6" component="h2">
            {t('safetyAlerts.detail.alert')}
          </Typography>
          <DetailList>
            <Detail
              term={t('safetyAlerts.detail.sender')}
              value={
                <PersonName userId={alert.sender?.id} name={alert.sender ? fullName(alert.sender) : null} />
              }
            />
            <Detail
              term={alert.status === 'sent' ? t('safetyAlerts.detail.sent') : t('safetyAlerts.detail.logged')}
              value={<time dateTime={time}>{format.format(new Date(time))}</time>}
            />
          </DetailList>
          {alert.status === 'held' ? <Alert severity="info">{t('safetyAlerts.detail.held')}</Alert> : null}
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {alert.message || t('safetyAlerts.detail.noMessage')}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1.25 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EntryTypeChip type={entry.observationType} />
            <Typography variant="h6" component="h2">
              {alertEntryTitle(t, settings.data, entry)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[
              t('entries.card.quantity', { count: entry.quantity }),
              entry.location ? t('entries.card.location', { location: entry.location }) : null,
              format.format(new Date(entry.timestamp)),
            ]
              .filter((part) => part !== null)
              .join(' · ')}
          </Typography>
          <EntryComment comment={entry.comment} />
          <EntryPictureList paths={entry.imagePaths} size={160} />
          {entry.isDeleted ? (
            <Typography variant="body2" color="text.secondary">
              {t('safetyAlerts.detail.entryDeleted')}
            </Typography>
          ) : (
            <Link component={RouterLink} to={`/entries/${entry.id}`}>
              {t('safetyAlerts.detail.openEntry')}
            </Link>
          )}
        </CardContent>
      </Card>
      <RecipientsList recipients={alert.recipients} />
    </Stack>
  );
}
