import { screen, waitFor, within } from '@testing-library/react';
import type { TMeResponse } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OBSERVATION_SETTINGS } from '../../../test/entryFactories';
import { buildMe, grantAt } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderRoutes } from '../../../test/render';
import { CurrentUserProvider } from '../../auth/currentUser';
import { AlertsButton } from '../AlertsButton';
import { buildAlert, buildRecipient } from '../safetyAlertTestFactories';
import { SafetyAlertPage } from './SafetyAlertPage';

afterEach(() => vi.unstubAllGlobals());

const RECEIVER = buildMe({ permissions: grantAt('receive safety alerts', ['school1']) });
/** A recipient as the server answers it to another recipient: who read it, not what reached them. */
const seenByARecipient = (overrides: Parameters<typeof buildRecipient>[0] = {}) =>
  buildRecipient({ delivered: null, ...overrides });

/** `answer` is given whether the alert was marked read meanwhile. */
function renderAlert(me: TMeResponse, answer: (isRead: boolean) => Response, unread = 1) {
  let count = unread;
  let isRead = false;
  const fetch = mockFetch({
    'GET /api/safety-alerts/alert1': () => answer(isRead),
    'POST /api/safety-alerts/alert1/read': () => {
      count = 0;
      isRead = true;
      return json(200, { count });
    },
    'GET /api/safety-alerts/unread': () => json(200, { count }),
    'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
  });
  const view = renderRoutes({
    at: '/safetyAlerts/alert1',
    routes: [
      {
        path: '/safetyAlerts/:safetyAlertId',
        element: (
          <CurrentUserProvider me={me}>
            <AlertsButton me={me} />
            <SafetyAlertPage />
          </CurrentUserProvider>
        ),
      },
    ],
  });
  const reads = () => fetch.calls.filter((call) => call.method === 'POST');
  return { ...view, ...fetch, reads };
}

const shortTime = (iso: string) =>
  new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso));

describe('one safety alert (issue 25 point 3)', () => {
  it('marks it read once when its recipient opens it, and the badge follows', async () => {
    const readAt = new Date().toISOString();
    const { reads } = renderAlert(RECEIVER, (isRead) =>
      json(
        200,
        isRead
          ? buildAlert({ isUnread: false, recipients: [seenByARecipient({ timeRead: readAt })] })
          : buildAlert({ recipients: [seenByARecipient()] }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Security › Door propped open' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Alerts' })).toBeTruthy());
    expect(await screen.findByText(`Read ${shortTime(readAt)}`)).toBeTruthy();
    expect(reads().map((call) => call.path)).toEqual(['/api/safety-alerts/alert1/read']);
  });

  it('shows who read it and, for the sender, what reached each recipient', async () => {
    const sender = buildMe({
      user: { id: 'sender1' },
      permissions: grantAt('send safety alerts', ['school1']),
    });
    const readAt = new Date().toISOString();
    const { reads } = renderAlert(
      sender,
      () =>
        json(
          200,
          buildAlert({
            isUnread: false,
            recipients: [
              buildRecipient({ id: 'p1', firstName: 'Ana', lastName: 'Diaz', timeRead: readAt }),
              buildRecipient({
                id: 'p2',
                firstName: 'Ben',
                lastName: 'Ford',
                delivered: { inApp: true, pushDevices: 1, email: false },
              }),
            ],
          }),
        ),
      0,
    );
    const recipients = await screen.findByRole('list', { name: '2 recipients' });
    expect(recipients.textContent).toContain(`Read ${shortTime(readAt)} · In app · 2 devices · Email`);
    expect(recipients.textContent).toContain('Not read yet · In app · 1 device');
    expect(screen.getByText('Door 4 is propped open')).toBeTruthy();
    expect(reads()).toEqual([]);
  });

  it('shows another recipient who read it and who did not, without what reached them (the server tells none)', async () => {
    const readAt = new Date().toISOString();
    renderAlert(
      RECEIVER,
      () =>
        json(
          200,
          buildAlert({
            isUnread: false,
            recipients: [
              seenByARecipient({ id: 'p1', firstName: 'Ana', lastName: 'Diaz', timeRead: readAt }),
              seenByARecipient({ id: 'p2', firstName: 'Ben', lastName: 'Ford' }),
            ],
          }),
        ),
      0,
    );
    const recipients = await screen.findByRole('list', { name: '2 recipients' });
    const items = within(recipients).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Ana DiazRead ${shortTime(readAt)}`,
      'Ben FordNot read yet',
    ]);
    expect(recipients.textContent).not.toMatch(/In app|device|Email|Not delivered yet/);
  });

  it('shows the server’s refusal, not a crash', async () => {
    renderAlert(RECEIVER, () =>
      json(403, { error: { code: 'FORBIDDEN', message: 'You do not have access to this safety alert.' } }),
    );
    expect(await screen.findByText(/You do not have access to this safety alert\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All safety alerts' })).toBeTruthy();
  });
});
