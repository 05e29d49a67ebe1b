import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOfflineEssential } from '../../offline/essentialQueries';
import { buildMe, buildSchools, grant } from '../../test/factories';
import { mockFetch } from '../../test/fetchMock';
import { dataProfileKeys } from './queries';
import { buildRoomProfile, roomProfiles } from './testKit';
import { warmDataProfiles } from './warm';

afterEach(() => vi.unstubAllGlobals());

describe('the location picker’s profiles kept for offline use', () => {
  it('are loaded for each of the user’s schools where they log entries, and saved on the device at once', async () => {
    const { calls } = mockFetch({ ...roomProfiles('school1'), ...roomProfiles('school2') });
    const queryClient = new QueryClient();
    await warmDataProfiles(
      queryClient,
      buildMe({ schools: buildSchools(2), permissions: grant('log entries') }),
    );
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/schools/school1/data-profiles',
      '/api/schools/school2/data-profiles',
    ]);
    expect(queryClient.getQueryData(dataProfileKeys.school('school1'))).toEqual({
      profiles: [buildRoomProfile('school1')],
    });
    expect(isOfflineEssential(dataProfileKeys.school('school1'))).toBe(true);
    expect(isOfflineEssential(dataProfileKeys.list())).toBe(false);
  });

  it('are not loaded for someone who neither logs entries nor opens work orders', async () => {
    const { calls } = mockFetch({});
    await warmDataProfiles(
      new QueryClient(),
      buildMe({ schools: buildSchools(2), permissions: grant('record drills') }),
    );
    expect(calls).toEqual([]);
  });
});
