import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { roomLogTargetOf } from '@schooldog/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { landingPathOf } from '../dashboard/dashboardAccess';
import { LandingRedirect } from '../dashboard/landing';
import type { PresetLocation } from '../entries/entryForm';
import { schoolDataProfilesQuery } from './queries';
import '../../i18n/dataProfiles.texts';

// The dialog's own chunk: sharing the entries screens' EntryDialogOnDemand would split it out of
// their first load into one more script.
const EntryDialog = lazy(async () => ({ default: (await import('../entries/EntryDialog')).EntryDialog }));

/**
 * /log?schoolId=…&profileId=…&optionId=… (a room label's QR code): Log Entry with the school and
 * the room filled in. The school's profiles are warmed on the device, so it opens offline too;
 * a room no longer listed leaves the location empty.
 */
export function LogAtRoomPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = roomLogTargetOf(search);
  const profiles = useQuery({
    ...schoolDataProfilesQuery(target?.schoolId ?? ''),
    enabled: target !== null,
  });
  if (!target || !userCan(me, 'log entries', target.schoolId)) return <LandingRedirect isRefused />;
  if (profiles.isPending && profiles.fetchStatus !== 'idle')
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  const profile = profiles.data?.profiles.find((candidate) => candidate.id === target.profileId);
  const option = profile?.options.find((candidate) => candidate.id === target.optionId);
  const location: PresetLocation | null = option
    ? {
        location: option.name,
        locationDataProfileId: target.profileId,
        locationDataProfileOptionId: option.id,
      }
    : null;
  return (
    <Suspense fallback={null}>
      <EntryDialog
        schoolId={target.schoolId}
        location={location}
        onClose={() => void navigate(landingPathOf(me), { replace: true })}
      />
    </Suspense>
  );
}
