import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DATA_PROFILES_ACCESS, type TDataProfileSummary } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';
import { RetryAlert } from '../../ui/RetryAlert';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { LandingRedirect } from '../dashboard/landing';
import { friendlyNameLabel } from './labels';
import { useDataProfiles } from './queries';
import '../../i18n/dataProfiles.texts';

/** The address of a profile's page; a district-wide profile is under 'district'. */
export const profilePath = (profile: Pick<TDataProfileSummary, 'id' | 'schoolId'>) =>
  `/dataProfiles/${encodeURIComponent(profile.schoolId ?? 'district')}/${encodeURIComponent(profile.id)}`;

/** The Experimental marker the spec gives data profiles (000 §2 navigation menu). */
export function ExperimentalChip() {
  const { t } = useTranslation();
  return <Chip label={t('dataProfiles.experimental')} size="small" color="secondary" variant="outlined" />;
}

/** /dataProfiles (view data insights): the schools' location profiles. */
export function DataProfilesPage() {
  const me = useCurrentUser();
  if (!userCan(me, DATA_PROFILES_ACCESS)) return <LandingRedirect isRefused />;
  return <DataProfilesContent />;
}

function DataProfilesContent() {
  const { t } = useTranslation();
  const profiles = useDataProfiles();
  return (
    <>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading title={t('dataProfiles.title')} hasBottomMargin={false} />
        <ExperimentalChip />
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('dataProfiles.subtitle')}
      </Typography>
      {profiles.data ? (
        profiles.data.length === 0 ? (
          <Typography>{t('dataProfiles.empty')}</Typography>
        ) : (
          <Paper variant="outlined">
            <List disablePadding>
              {profiles.data.map((profile) => (
                <ListItemButton key={profile.id} component={RouterLink} to={profilePath(profile)} divider>
                  <ListItemText
                    primary={profile.schoolName ?? t('dataProfiles.districtWide')}
                    secondary={
                      <>
                        {t('dataProfiles.summary', {
                          name: friendlyNameLabel(t, profile.friendlyName),
                          count: profile.optionCount,
                        })}
                        {profile.hasNewOptionsInReview ? (
                          <Chip
                            component="span"
                            label={t('dataProfiles.inReview')}
                            color="warning"
                            size="small"
                            sx={{ mt: 0.5, display: 'flex', width: 'fit-content' }}
                          />
                        ) : null}
                      </>
                    }
                  />
                  <ChevronRightIcon color="action" />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        )
      ) : profiles.isError ? (
        <RetryAlert
          retryLabel={t('dataProfiles.retry')}
          onRetry={() => void profiles.refetch()}
          cause={profiles.error}
        >
          {t('dataProfiles.loadFailed')}
        </RetryAlert>
      ) : (
        <SkeletonRegion>
          <Skeleton variant="rounded" height={240} />
        </SkeletonRegion>
      )}
    </>
  );
}
