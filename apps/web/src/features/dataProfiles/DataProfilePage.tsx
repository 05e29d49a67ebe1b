import QrCode2Icon from '@mui/icons-material/QrCode2';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canManageDataProfile,
  canPrintRoomLabels,
  canViewDataProfile,
  DATA_PROFILES_ACCESS,
} from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';
import { RetryAlert } from '../../ui/RetryAlert';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf, userCan } from '../auth/permissions';
import { LandingRedirect } from '../dashboard/landing';
import { roomLabelsUrl } from './api';
import { ExperimentalChip } from './DataProfilesPage';
import { friendlyNameLabel } from './labels';
import { OptionsSection } from './OptionsSection';
import { ProfileIcon } from './profileIcons';
import { ProfileSettingsDialog } from './ProfileSettingsDialog';
import { useDataProfile } from './queries';
import { ReviewSection } from './ReviewSection';
import { useProfileLiveUpdates } from './useProfileLiveUpdates';
import '../../i18n/dataProfiles.texts';

/** /dataProfiles/{schoolId}/{profileId} (view data insights): a profile's options, counts and review. */
export function DataProfilePage() {
  const me = useCurrentUser();
  const { profileId = '' } = useParams();
  if (!userCan(me, DATA_PROFILES_ACCESS)) return <LandingRedirect isRefused />;
  return <DataProfileContent profileId={profileId} />;
}

function DataProfileContent({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const profile = useDataProfile(profileId);
  const [isEditing, setEditing] = useState(false);
  useProfileLiveUpdates(profileId);
  if (profile.isError)
    return (
      <RetryAlert
        retryLabel={t('dataProfiles.retry')}
        onRetry={() => void profile.refetch()}
        cause={profile.error}
      >
        {t('dataProfiles.loadFailed')}
      </RetryAlert>
    );
  if (!profile.data)
    return (
      <SkeletonRegion>
        <Skeleton variant="rounded" height={320} />
      </SkeletonRegion>
    );
  const data = profile.data;
  const permissions = resolvedPermissionsOf(me);
  if (!canViewDataProfile(permissions, data.schoolId)) return <LandingRedirect isRefused />;
  const mayManage = canManageDataProfile(permissions, data.schoolId);
  const name = friendlyNameLabel(t, data.friendlyName);
  const mayPrint = canPrintRoomLabels(permissions, data.schoolId);
  return (
    <>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading title={data.schoolName ?? t('dataProfiles.districtWide')} hasBottomMargin={false} />
        <ExperimentalChip />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <ProfileIcon icon={data.icon} />
        <Typography color="text.secondary">
          {t('dataProfiles.summary', { name, count: data.options.length })}
        </Typography>
      </Stack>
      {mayManage || mayPrint ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          {mayManage ? (
            <Button variant="outlined" startIcon={<SettingsOutlinedIcon />} onClick={() => setEditing(true)}>
              {t('dataProfiles.settings.open')}
            </Button>
          ) : null}
          {mayPrint && data.options.length > 0 ? (
            <Button
              variant="outlined"
              component="a"
              href={roomLabelsUrl(data.id)}
              download
              startIcon={<QrCode2Icon />}
            >
              {t('dataProfiles.labels.download')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {mayPrint ? t('dataProfiles.labels.help') : null}
      </Typography>
      {isEditing ? <ProfileSettingsDialog profile={data} onClose={() => setEditing(false)} /> : null}
      <Stack spacing={3} sx={{ pb: 10 }}>
        {data.newOptionsInReview.length > 0 ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <ReviewSection profile={data} mayManage={mayManage} />
          </Paper>
        ) : null}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <OptionsSection profile={data} mayManage={mayManage} />
        </Paper>
      </Stack>
    </>
  );
}
