import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOfflineEssential } from '../../offline/essentialQueries';
import { contextOf, idOf, queued } from '../../offline/overlayTestKit';
import { buildMe, buildSchools, grant, grantAt } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { tasksSettingsKeys } from '../tasksSettings/queries';
import { buildTasksSettings } from '../tasksSettings/testKit';
import { workOrderKeys } from './keys';
import { overlayWorkOrder } from './overlay';
import { buildDetail } from './testKit';
import { warmWorkOrders } from './warm';

afterEach(() => vi.unstubAllGlobals());

const STAFF = idOf('staff1');
const people = (schoolId: string) => [{ id: STAFF, firstName: 'Sam', lastName: `Rivera ${schoolId}` }];

function mockServer() {
  const settings = buildTasksSettings();
  return {
    settings,
    ...mockFetch({
      'GET /api/tasks-settings': () => json(200, settings),
      'GET /api/work-orders/assignees': ({ url }) =>
        json(200, { people: people(url.searchParams.get('schoolId') ?? '') }),
    }),
  };
}

describe('the work order settings kept for offline use (issue 26 point 7)', () => {
  it('are loaded for whoever may raise work orders, and saved on the device at once', async () => {
    const { settings, calls } = mockServer();
    const queryClient = new QueryClient();
    await warmWorkOrders(queryClient, buildMe({ permissions: grant('log entries', 'propose tasks') }));
    expect(calls.map((call) => call.path)).toEqual(['/api/tasks-settings', '/api/work-orders/assignees']);
    expect(queryClient.getQueryData(tasksSettingsKeys.record())).toEqual(settings);
    expect(isOfflineEssential(tasksSettingsKeys.record())).toBe(true);
    expect(isOfflineEssential(tasksSettingsKeys.boardUsers())).toBe(false);
  });

  it('are not loaded for someone who may not raise work orders', async () => {
    const { calls } = mockFetch({});
    await warmWorkOrders(
      new QueryClient(),
      buildMe({ permissions: grant('log entries', 'be proposed tasks') }),
    );
    expect(calls).toEqual([]);
  });
});

describe('the people who may be assigned, kept for work orders made offline (issue 26)', () => {
  it('are kept for each school where the user raises work orders, so an offline work order names its assignees', async () => {
    const { calls } = mockServer();
    const queryClient = new QueryClient();
    const me = buildMe({
      schools: buildSchools(3),
      permissions: { ...grant('log entries'), ...grantAt('propose tasks', ['school1', 'school3']) },
    });
    await warmWorkOrders(queryClient, me);
    expect(
      calls.filter((call) => call.path === '/api/work-orders/assignees').map((call) => call.search),
    ).toEqual(['?schoolId=school1', '?schoolId=school3']);
    expect(isOfflineEssential(workOrderKeys.assignees('school3', ''))).toBe(true);

    // Later, offline: a work order made at school3 with Sam assigned names Sam.
    const made = queued('workOrder.create', {
      id: idOf('wonew'),
      schoolId: 'school3',
      description: 'Broken hinge',
      assignedUserIds: [STAFF],
      boardId: 'board1',
    });
    const ctx = contextOf([made], { cached: (key) => queryClient.getQueryData(key) });
    expect(overlayWorkOrder(undefined, idOf('wonew'), ctx)?.assignees).toEqual(people('school3'));
  });

  it('an offline edit of the assignees keeps the names of those already assigned', () => {
    const before = { id: STAFF, firstName: 'Sam', lastName: 'Rivera' };
    const other = { id: idOf('staff2'), firstName: 'Ana', lastName: 'Diaz' };
    const order = buildDetail({ id: idOf('wo1'), assignees: [before] });
    // Only Ana is among the cached choices; Sam is named by the work order itself.
    const ctx = contextOf(
      [queued('workOrder.update', { id: order.id, changes: { assignedUserIds: [STAFF, other.id] } })],
      { cached: (key) => (key[1] === 'assignees' ? [other] : undefined) },
    );
    expect(overlayWorkOrder(order, order.id, ctx)?.assignees).toEqual([before, other]);
  });
});
