import type {
  TDataProfile,
  TDataProfileChoices,
  TDataProfileOptionPage,
  TMeResponse,
} from '@schooldog/domain';
import { json } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { CurrentUserProvider } from '../auth/currentUser';
import { DataProfilePage } from './DataProfilePage';
import { OptionPage } from './OptionPage';

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

/** A profile as GET /api/data-profiles/:profileId answers it: two rooms, one used, one location in review. */
export const buildProfile = (overrides: Partial<TDataProfile> = {}): TDataProfile => ({
  ...buildRoomProfile('school1'),
  id: 'rooms',
  schoolName: 'School 1',
  mappings: {},
  useStatuses: false,
  statusOptions: [],
  newOptionsInReview: [
    {
      id: 'review1',
      name: 'Portable 3',
      submittedByUserId: 'user2',
      submittedAt: '2026-03-02T15:00:00.000Z',
      entryId: 'entry9',
      workOrderId: null,
    },
  ],
  hasNewOptionsInReview: true,
  countsByOptionId: { room101: 4 },
  mostRecentTimestampByOptionId: { room101: '2026-03-01T15:00:00.000Z' },
  mostRecentEntryByOptionId: { room101: { id: 'entry7', timestamp: '2026-03-01T15:00:00.000Z' } },
  ...overrides,
});

/** A profile's page at /dataProfiles/school1/rooms, signed in as `me`. */
export function renderProfilePage(me: TMeResponse) {
  return renderRoutes({
    at: '/dataProfiles/school1/rooms',
    routes: [
      {
        path: '/dataProfiles/:schoolId/:profileId',
        element: (
          <CurrentUserProvider me={me}>
            <DataProfilePage />
          </CurrentUserProvider>
        ),
      },
    ],
  });
}

/** Room 101's page as GET /api/data-profiles/rooms/options/room101 answers it. */
export const buildOptionPage = (overrides: Partial<TDataProfileOptionPage> = {}): TDataProfileOptionPage => ({
  profile: {
    id: 'rooms',
    schoolId: 'school1',
    schoolName: 'School 1',
    friendlyName: 'Room No.',
    icon: 'meeting_room',
    useStatuses: false,
    statusOptions: [],
  },
  option: { id: 'room101', name: 'Room 101' },
  count: 4,
  mostRecentTimestamp: '2026-03-01T15:00:00.000Z',
  trend: Array.from({ length: 12 }, (_, index) => ({
    month: `2025-${String(index + 1).padStart(2, '0')}`,
    count: index % 3,
  })),
  workOrders: [
    {
      id: 'wo1',
      publicId: 1042,
      description: 'Leaking sink',
      status: 'new',
      timeCreated: '2026-03-01T15:00:00.000Z',
    },
  ],
  mayListEntries: true,
  ...overrides,
});

/** Room 101's page at /dataProfiles/school1/rooms/room101, signed in as `me`. */
export function renderOptionPage(me: TMeResponse) {
  return renderRoutes({
    at: '/dataProfiles/school1/rooms/room101',
    routes: [
      {
        path: '/dataProfiles/:schoolId/:profileId/:optionId',
        element: (
          <CurrentUserProvider me={me}>
            <OptionPage />
          </CurrentUserProvider>
        ),
      },
    ],
  });
}
