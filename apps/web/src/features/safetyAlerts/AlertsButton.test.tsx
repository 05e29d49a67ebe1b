import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from '../../app/layouts/TopBar';
import { buildMe, grant, grantAt } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderPage } from '../../test/render';
import { safetyAlertsSync } from './sync';

afterEach(() => vi.unstubAllGlobals());

describe('the toolbar’s Alerts button (spec 000 §2 "Guards and shell")', () => {
  it('shows the unread count and opens /safetyAlerts', async () => {
    mockFetch({ 'GET /api/safety-alerts/unread': () => json(200, { count: 3 }) });
    renderPage(<TopBar me={buildMe({ permissions: grantAt('receive safety alerts', ['school1']) })} />);
    const button = await screen.findByRole('link', { name: 'Alerts, 3 unread' });
    expect(button.getAttribute('href')).toBe('/safetyAlerts');
  });

  it('reads the count again when an alert arrives or is read on another device (the live change)', async () => {
    let count = 2;
    mockFetch({ 'GET /api/safety-alerts/unread': () => json(200, { count }) });
    const { queryClient } = renderPage(<TopBar me={buildMe({ permissions: grant('send safety alerts') })} />);
    expect(await screen.findByRole('link', { name: 'Alerts, 2 unread' })).toBeTruthy();
    count = 0;
    await act(() =>
      safetyAlertsSync.live.safetyAlert.apply(queryClient, {
        type: 'safetyAlert',
        id: 'a1',
        action: 'updated',
      }),
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'Alerts' })).toBeTruthy());
  });

  it('adds the open work orders assigned to the user to the badge', async () => {
    mockFetch({
      'GET /api/safety-alerts/unread': () => json(200, { count: 1 }),
      'GET /api/work-orders/assigned-open': () => json(200, { count: 4 }),
    });
    const permissions = grant('receive safety alerts', 'be proposed tasks');
    renderPage(<TopBar me={buildMe({ permissions })} />);
    const button = await screen.findByRole('link', {
      name: 'Alerts, 1 unread, 4 open work orders assigned to you',
    });
    expect(button.textContent).toContain('5');
  });

  it('opens the open work orders assigned to a user who has work orders and no alerts', async () => {
    mockFetch({ 'GET /api/work-orders/assigned-open': () => json(200, { count: 1 }) });
    renderPage(<TopBar me={buildMe({ permissions: grant('be proposed tasks') })} />);
    const button = await screen.findByRole('link', { name: 'Alerts, 1 open work order assigned to you' });
    expect(button.getAttribute('href')).toBe(
      '/tasks?statuses=new%2Cscheduled%2Cin_progress%2Con_hold&mine=true',
    );
  });

  it('is not there for those who neither send, receive nor manage safety alerts', async () => {
    const { calls } = mockFetch({});
    renderPage(<TopBar me={buildMe({ permissions: grant('log entries') })} />);
    expect(await screen.findByRole('button', { name: 'Account menu for Jordan Lee' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Alerts/ })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/safety-alerts'))).toBe(false);
  });
});
