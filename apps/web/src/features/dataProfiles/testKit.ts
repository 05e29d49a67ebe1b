import type { TDataProfileChoices } from '@schooldog/domain';
import { json } from '../../test/fetchMock';

/** A school's Room No. profile, as GET /api/schools/:schoolId/data-profiles answers it. */
export const buildRoomProfile = (schoolId: string): TDataProfileChoices => ({
  id: `rooms-${schoolId}`,
  schoolId,
  friendlyName: 'Room No.',
  icon: 'meeting_room',
  options: [
    { id: 'room101', name: 'Room 101' },
    { id: 'room102', name: 'Room 102' },
  ],
});

/** The fetch handler of a school's profiles. */
export const roomProfiles = (schoolId: string) => ({
  [`GET /api/schools/${schoolId}/data-profiles`]: () => json(200, { profiles: [buildRoomProfile(schoolId)] }),
});

export const NEW_LOCATION_HELP = 'New location: it will be sent for review when you save.';
