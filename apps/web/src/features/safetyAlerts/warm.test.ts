import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOfflineEssential } from '../../offline/essentialQueries';
import { buildMe, buildSchools, grant, grantAt } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { WARMED_LOCATION_SCHOOLS_MAX } from '../entries/warm';
import { safetyAlertKeys } from './keys';
import { warmAlertRecipients } from './warm';

const PERSON = { id: 'u9', firstName: 'Ana', lastName: 'Diaz', role: 'principal', friendlyRole: 'Principal' };

afterEach(() => vi.unstubAllGlobals());

describe('the alert recipients kept for offline use (spec 000 §4 "Offline safety alerts wait for sync")', () => {
  it('are loaded for each school where the user may send an alert, and saved on the device at once', async () => {
    const { calls } = mockFetch({
      'GET /api/safety-alerts/recipients': () => json(200, { users: [PERSON] }),
    });
    const queryClient = new QueryClient();
    const me = buildMe({
      schools: buildSchools(3),
      permissions: { ...grant('log entries'), ...grantAt('send safety alerts', ['school1', 'school3']) },
    });
    await warmAlertRecipients(queryClient, me);
    expect(calls.map((call) => call.search).sort()).toEqual(['?schoolId=school1', '?schoolId=school3']);
    expect(queryClient.getQueryData(safetyAlertKeys.recipients('school3'))).toEqual([PERSON]);
    expect(isOfflineEssential(safetyAlertKeys.recipients('school3'))).toBe(true);
    expect(isOfflineEssential(safetyAlertKeys.unread())).toBe(false);
  });

  it('are not loaded for a user who may not send alerts, nor for one of many schools', async () => {
    const { calls } = mockFetch({});
    await warmAlertRecipients(new QueryClient(), buildMe({ permissions: grant('log entries') }));
    await warmAlertRecipients(
      new QueryClient(),
      buildMe({
        schools: buildSchools(WARMED_LOCATION_SCHOOLS_MAX + 1),
        permissions: grant('log entries', 'send safety alerts'),
      }),
    );
    expect(calls).toEqual([]);
  });
});
