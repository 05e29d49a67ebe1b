import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canUseDrills,
  formatDrillDate,
  isFutureDrill,
  responseTimeParts,
  type TDrill,
} from '@schooldog/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useConnectivity } from '../../offline/connectivity';
import { usePendingOverlay } from '../../offline/pendingViews';
import { Detail, DetailList } from '../../ui/DetailList';
import { HeaderSkeleton } from '../../ui/HeaderSkeleton';
import { PageHeading } from '../../ui/PageHeading';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf } from '../auth/permissions';
import { LandingRedirect } from '../dashboard/landing';
import { localToday } from '../tasksSettings/draft';
import { DRILL_EVENT_TYPE_KEYS, DRILL_TYPE_KEYS, drillSchoolName } from './labels';
import { pendingDrillIds } from './overlay';
import { useDrill } from './queries';
import '../../i18n/drills.texts';

/** /drills/drill/{drillId} (spec 000 §2 "Drill detail"). */
export function DrillPage() {
  const me = useCurrentUser();
  if (!canUseDrills(resolvedPermissionsOf(me))) return <LandingRedirect isRefused />;
  return <DrillContent />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <DetailList>{children}</DetailList>
      </CardContent>
    </Card>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to="/drills"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBackIcon fontSize="small" />
      {t('drills.detail.back')}
    </Link>
  );
}

function DrillContent() {
  const { t } = useTranslation();
  const { drillId = '' } = useParams();
  const drill = useDrill(drillId);
  const { isOffline } = useConnectivity();
  const overlay = usePendingOverlay();

  if (drill.data) return <DrillView drill={drill.data} isPending={pendingDrillIds(overlay).has(drillId)} />;
  if (drill.isPending && !isOffline) return <HeaderSkeleton />;
  return (
    <>
      <BackLink />
      <Alert severity="info">
        {isOffline ? t('drills.detail.offlineNotLoaded') : t('drills.detail.notFound')}
      </Alert>
    </>
  );
}

function DrillView({ drill, isPending }: { drill: TDrill; isPending: boolean }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const na = t('drills.detail.na');
  const response = responseTimeParts(drill.responseTime);
  // "Drill Results: shown only when a response time or results info exists … A future drill date hides results."
  const hasResults =
    (drill.responseTime !== null ||
      drill.numberOfParticipants !== null ||
      drill.resultsAdditionalInfo !== null) &&
    !isFutureDrill(drill.drillDate, localToday());
  const timeRecorded = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(drill.timeCreated));

  return (
    <>
      <BackLink />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
          <PageHeading title={t('drills.detail.title', { id: drill.id })} hasBottomMargin={false} />
          {isPending ? <Chip size="small" label={t('drills.pending')} /> : null}
        </Stack>
        <Button
          component={RouterLink}
          to={`/drills/update/${drill.id}`}
          variant="contained"
          startIcon={<EditIcon />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}
        >
          {t('drills.detail.update')}
        </Button>
      </Stack>
      <Stack spacing={2}>
        <Section title={t('drills.detail.submission')}>
          <Detail
            term={t('drills.detail.recordedBy')}
            value={drill.recordedBy?.name ?? t('drills.unknown')}
          />
          <Detail term={t('drills.detail.timeRecorded')} value={timeRecorded} />
        </Section>
        <Section title={t('drills.detail.information')}>
          <Detail term={t('drills.detail.school')} value={drillSchoolName(drill, me.schools)} />
          <Detail term={t('drills.detail.type')} value={t(DRILL_TYPE_KEYS[drill.type])} />
          {drill.type === 'other' ? (
            <Detail term={t('drills.detail.otherType')} value={drill.otherType ?? na} />
          ) : null}
          <Detail term={t('drills.detail.date')} value={formatDrillDate(drill.drillDate)} />
          <Detail
            term={t('drills.detail.time')}
            value={`${drill.drillTime} ${t(`drills.form.${drill.drillTimeOfDay}`)}`}
          />
          <Detail term={t('drills.detail.eventType')} value={t(DRILL_EVENT_TYPE_KEYS[drill.eventType])} />
          {drill.eventType === 'other' ? (
            <Detail term={t('drills.detail.otherEventType')} value={drill.otherEventType ?? na} />
          ) : null}
          <Detail term={t('drills.detail.additionalInfo')} value={drill.additionalInfo ?? na} />
        </Section>
        {hasResults ? (
          <Section title={t('drills.detail.results')}>
            <Detail
              term={t('drills.detail.responseTime')}
              value={response ? t('drills.detail.responseTimeValue', response) : na}
            />
            <Detail term={t('drills.detail.participants')} value={drill.numberOfParticipants ?? na} />
            <Detail
              term={t('drills.detail.resultsAdditionalInfo')}
              value={drill.resultsAdditionalInfo ?? na}
            />
          </Section>
        ) : null}
      </Stack>
    </>
  );
}
