import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOfflineEssential } from '../../offline/essentialQueries';
import { buildMe, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { tasksSettingsKeys } from '../tasksSettings/queries';
import { buildTasksSettings } from '../tasksSettings/testKit';
import { warmWorkOrders } from './warm';

afterEach(() => vi.unstubAllGlobals());

describe('the work order settings kept for offline use (issue 26 point 7)', () => {
  it('are loaded for whoever may raise work orders, and saved on the device at once', async () => {
    const settings = buildTasksSettings();
    const { calls } = mockFetch({ 'GET /api/tasks-settings': () => json(200, settings) });
    const queryClient = new QueryClient();
    await warmWorkOrders(queryClient, buildMe({ permissions: grant('log entries', 'propose tasks') }));
    expect(calls).toHaveLength(1);
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
