import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TSafetyAlertSummary } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OBSERVATION_SETTINGS } from '../../../test/entryFactories';
import { buildMe, buildSchools, grantAt } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderSignedIn } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen';
import { buildAlertSummary } from '../safetyAlertTestFactories';
import { SafetyAlertsPage } from './SafetyAlertsPage';

afterEach(() => vi.unstubAllGlobals());

const RECEIVER = grantAt('receive safety alerts', ['school1', 'school2']);
const MANAGER = { ...RECEIVER, ...grantAt('manage safety alerts', ['school2']) };

function renderList(at: string, permissions = RECEIVER, alerts: TSafetyAlertSummary[] = []) {
  const me = buildMe({ schools: buildSchools(2), permissions });
  const fetch = mockFetch({
    'GET /api/safety-alerts': () => json(200, { safetyAlerts: alerts, nextCursor: null }),
    'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    'GET /api/people/*': () => json(404, { error: { code: 'not_found', message: 'Not found' } }),
  });
  const listQueries = () =>
    fetch.calls
      .filter((call) => call.path === '/api/safety-alerts')
      .map((call) => Object.fromEntries(new URLSearchParams(call.search)));
  return { ...renderSignedIn(<SafetyAlertsPage />, { me, at }), ...fetch, listQueries };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the safety alerts list (issue 25 point 3)', () => {
  it('has the received and sent tabs, and all only for those who manage safety alerts', async () => {
    const receiver = renderList('/safetyAlerts');
    expect(await screen.findByRole('tab', { name: 'Received', selected: true })).toBeTruthy();
    expect(tabNames()).toEqual(['Received', 'Sent']);
    receiver.unmount();

    renderList('/safetyAlerts', MANAGER);
    await screen.findByRole('tab', { name: 'Received' });
    expect(tabNames()).toEqual(['Received', 'Sent', 'All']);
  });

  it('keeps the tab and filters in the query string and sends them to the API', async () => {
    setScreenWidth(390);
    const { router, listQueries } = renderList(
      '/safetyAlerts?tab=sent&schoolIds=school2&dateRange=2026-01-31,2026-01-01',
    );
    expect(await screen.findByRole('tab', { name: 'Sent', selected: true })).toBeTruthy();
    await waitFor(() =>
      expect(listQueries()[0]).toEqual({
        tab: 'sent',
        schoolIds: 'school2',
        dateRange: '2026-01-01,2026-01-31',
        limit: '20',
      }),
    );
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Received' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('received'),
    );
    expect(new URLSearchParams(router.state.location.search).get('schoolIds')).toBe('school2');
    await waitFor(() => expect(listQueries().at(-1)?.tab).toBe('received'));
  });

  it('shows what one received for a link to the all tab without managing alerts', async () => {
    const { listQueries } = renderList('/safetyAlerts?tab=all');
    expect(await screen.findByRole('tab', { name: 'Received', selected: true })).toBeTruthy();
    await waitFor(() => expect(listQueries()[0]?.tab).toBe('received'));
  });

  it('shows each alert’s entry, school, sender, message and whether it is unread', async () => {
    renderList('/safetyAlerts', RECEIVER, [
      buildAlertSummary(),
      buildAlertSummary({ id: 'alert2', isUnread: false, message: '', schoolId: 'school2' }),
    ]);
    const unread = await screen.findByRole('link', {
      name: 'Open the unread safety alert: Security › Door propped open',
    });
    expect(unread.getAttribute('href')).toBe('/safetyAlerts/alert1');
    expect(
      screen.getByRole('link', { name: 'Open the safety alert: Security › Door propped open' }),
    ).toBeTruthy();
    expect(screen.getByText('Door 4 is propped open')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Sam Ortiz' })).toHaveLength(2);
    expect(screen.getByText('School 1 · Gym')).toBeTruthy();
    expect(screen.getAllByText('Unread')).toHaveLength(1);
  });

  it('says what each empty tab means', async () => {
    renderList('/safetyAlerts?tab=sent');
    expect(
      await screen.findByText(
        'You have not sent any safety alerts that meet your search criteria. Turn on the alert when you log an entry to send one.',
      ),
    ).toBeTruthy();
  });
});
