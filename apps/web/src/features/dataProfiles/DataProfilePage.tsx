import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canManageDataProfile, canViewDataProfile, DATA_PROFILES_ACCESS } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';
import { RetryAlert } from '../../ui/RetryAlert';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf, userCan } from '../auth/permissions';
import { LandingRedirect } from '../dashboard/landing';
import { ExperimentalChip } from './DataProfilesPage';
import { friendlyNameLabel } from './labels';
import { OptionsSection } from './OptionsSection';
import { useDataProfile } from './queries';
import { ReviewSection } from './ReviewSection';
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
  return (
    <>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading title={data.schoolName ?? t('dataProfiles.districtWide')} hasBottomMargin={false} />
        <ExperimentalChip />
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('dataProfiles.summary', { name, count: data.options.length })}
      </Typography>
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
