import { fireEvent, screen } from '@testing-library/react';
import { roomLogUrl } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { answerPushes } from '../../offline/testkit';
import { OBSERVATION_SETTINGS } from '../../test/entryFactories';
import { buildMe, grant } from '../../test/factories';
import { mockFetch } from '../../test/fetchMock';
import { createTestQueryClient, renderRoutes } from '../../test/render';
import { CurrentUserProvider } from '../auth/currentUser';
import { argsOf, chooseItem, locations, resetBetweenTests, save } from '../entries/entryDialogTestKit';
import { observationSettingsQuery } from '../observation-settings/queries';
import { LogAtRoomPage } from './LogAtRoomPage';
import { buildRoomProfile, roomProfiles } from './testKit';
import { dataProfileKeys } from './queries';

resetBetweenTests();

/** The path a room label's QR code encodes (its address without the site). */
const labelPath = (optionId: string) => {
  const url = new URL(
    roomLogUrl('https://schooldog.example', { schoolId: 'school1', profileId: 'rooms-school1', optionId }),
  );
  return `${url.pathname}${url.search}`;
};

function renderLabel(optionId: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(observationSettingsQuery.queryKey, OBSERVATION_SETTINGS);
  renderRoutes({
    at: labelPath(optionId),
    queryClient,
    routes: [
      {
        path: '/log',
        element: (
          <CurrentUserProvider me={buildMe()}>
            <LogAtRoomPage />
          </CurrentUserProvider>
        ),
      },
      { path: '*', element: <h1>Landing</h1> },
    ],
  });
  return queryClient;
}

const roomField = () => screen.findByRole('combobox', { name: /^room no\./i });

describe("a room label's QR code (/log)", () => {
  it('opens Log Entry with the school and the room filled in, and sends the room', async () => {
    const push = answerPushes();
    mockFetch({
      'GET /api/schools/school1/locations': locations,
      ...roomProfiles('school1'),
      'POST /api/sync/push': push.handler,
    });
    renderLabel('room102');
    expect(await screen.findByRole('dialog', { name: 'Log Entry' })).toBeTruthy();
    expect(((await roomField()) as HTMLInputElement).value).toBe('Room 102');
    // The school is given: the dialog does not ask for it.
    expect(screen.queryByRole('combobox', { name: /^school/i })).toBeNull();
    chooseItem('broken', 'Broken window (Facilities)');
    fireEvent.click(screen.getByRole('button', { name: 'Concern' }));
    save();
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
    expect(argsOf(push.pushed[0])).toMatchObject({
      schoolId: 'school1',
      location: 'Room 102',
      locationDataProfileId: 'rooms-school1',
      locationDataProfileOptionId: 'room102',
    });
  });

  it('opens offline from the profiles kept on the device', async () => {
    mockFetch({});
    setManualOffline(true);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(dataProfileKeys.school('school1'), { profiles: [buildRoomProfile('school1')] });
    queryClient.setQueryData(observationSettingsQuery.queryKey, OBSERVATION_SETTINGS);
    renderRoutes({
      at: labelPath('room101'),
      queryClient,
      routes: [
        {
          path: '/log',
          element: (
            <CurrentUserProvider me={buildMe()}>
              <LogAtRoomPage />
            </CurrentUserProvider>
          ),
        },
      ],
    });
    expect(await screen.findByRole('dialog', { name: 'Log Entry' })).toBeTruthy();
    expect(((await roomField()) as HTMLInputElement).value).toBe('Room 101');
  });

  it('sends who may not log entries to their landing', async () => {
    mockFetch({ ...roomProfiles('school1') });
    const queryClient = createTestQueryClient();
    renderRoutes({
      at: labelPath('room101'),
      queryClient,
      routes: [
        {
          path: '/log',
          element: (
            <CurrentUserProvider me={buildMe({ permissions: grant('view entries') })}>
              <LogAtRoomPage />
            </CurrentUserProvider>
          ),
        },
        { path: '*', element: <h1>Landing</h1> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeTruthy();
  });
});
