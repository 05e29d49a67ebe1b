import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { buildMe } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { DeviceNotificationsSection } from './DeviceNotificationsSection';
import { installFakePush, removeFakePush, SERVER_KEY, SUBSCRIPTION_KEYS } from './pushTestKit';

const me = buildMe();
const SWITCH = 'Show notifications on this device';

beforeEach(() => localStorage.clear());
afterEach(() => {
  setManualOffline(false);
  removeFakePush();
});

function renderSection() {
  return renderSignedIn(<DeviceNotificationsSection />, {
    me,
    at: '/users/edit',
    routes: [{ path: '/install', element: <h1>Install</h1> }],
  });
}

function mockDevicesApi(options: { put?: () => Response } = {}) {
  return mockFetch({
    'GET /api/notifications/push-key': () => json(200, { publicKey: SERVER_KEY }),
    'PUT /api/notifications/devices': options.put ?? (() => new Response(null, { status: 204 })),
    'DELETE /api/notifications/devices': () => new Response(null, { status: 204 }),
  });
}

const deviceSwitch = () => screen.getByRole('switch', { name: SWITCH });
const section = () => screen.getByRole('region', { name: 'Notifications on this device' });

async function settledSwitch(): Promise<HTMLInputElement> {
  // The state is read from the browser first; the chip shows once it is known.
  await screen.findByText(/^(On|Off|Blocked|Not available)$/);
  return deviceSwitch() as HTMLInputElement;
}

describe("Edit Profile: 'Notifications on this device' (issue 22 point 4)", () => {
  it('subscribes on a click: one permission prompt, the server key, then PUT of the subscription', async () => {
    const push = installFakePush();
    const { calls } = mockDevicesApi();
    renderSection();
    const toggle = await settledSwitch();
    expect(toggle.checked).toBe(false);
    expect(push.prompts).toBe(0);
    fireEvent.click(toggle);
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    await waitFor(() => expect(deviceSwitch()).toHaveProperty('checked', true));
    expect(push.prompts).toBe(1);
    expect(localStorage.getItem('schooldog.notificationPrompts')).toBe('1');
    const [options] = push.manager.subscribed;
    expect(options?.userVisibleOnly).toBe(true);
    expect(Buffer.from(options?.applicationServerKey ?? []).toString('base64url')).toBe(SERVER_KEY);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({
      path: '/api/notifications/devices',
      body: { endpoint: 'https://push.example.test/send/1', keys: SUBSCRIPTION_KEYS },
    });
    expect(section().textContent).toContain('On');
  });

  it('unsubscribes on a click: DELETE on the server, then the browser lets go', async () => {
    installFakePush({ permission: 'granted' });
    const { calls } = mockDevicesApi();
    renderSection();
    fireEvent.click(await settledSwitch());
    await screen.findByText('Notifications are on for this device.');
    await waitFor(() => expect(deviceSwitch()).toHaveProperty('checked', true));
    const subscription = await (
      await navigator.serviceWorker.getRegistration()
    )?.pushManager.getSubscription();

    fireEvent.click(deviceSwitch());
    expect(await screen.findByText('Notifications are off for this device.')).toBeTruthy();
    await waitFor(() => expect(deviceSwitch()).toHaveProperty('checked', false));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      expect.objectContaining({
        path: '/api/notifications/devices',
        body: { endpoint: subscription?.endpoint },
      }),
    ]);
    expect(await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription()).toBeNull();
  });

  it('asks the browser at most twice on this device, then says how to allow notifications in its settings', async () => {
    const push = installFakePush({ answer: 'dismiss' });
    const { calls } = mockDevicesApi();
    renderSection();
    fireEvent.click(await settledSwitch());
    await waitFor(() => expect(push.prompts).toBe(1));
    await waitFor(() => expect(deviceSwitch()).toHaveProperty('disabled', false));
    fireEvent.click(deviceSwitch());
    expect(await screen.findByText(/This browser has asked you twice already/)).toBeTruthy();
    expect(push.prompts).toBe(2);
    expect(deviceSwitch()).toHaveProperty('disabled', true);
    expect(section().textContent).toContain("allow them in the site's settings");
    expect(calls).toHaveLength(0);
  });

  it('shows the limit from the start when this device already showed two prompts', async () => {
    localStorage.setItem('schooldog.notificationPrompts', '2');
    const push = installFakePush();
    renderSection();
    expect(await screen.findByText(/This browser has asked you twice already/)).toBeTruthy();
    expect(deviceSwitch()).toHaveProperty('disabled', true);
    expect(push.prompts).toBe(0);
  });

  it('says notifications are blocked and how to unblock them, when refused at the prompt or in the settings', async () => {
    installFakePush({ answer: 'denied' });
    const { calls } = mockDevicesApi();
    renderSection();
    fireEvent.click(await settledSwitch());
    expect(await screen.findByText(/This browser blocks notifications from SchoolDog/)).toBeTruthy();
    expect(section().textContent).toContain('Blocked');
    expect(section().textContent).toContain('set Notifications to Allow');
    expect(deviceSwitch()).toHaveProperty('disabled', true);
    expect(calls).toHaveLength(0);
  });

  it('says when this browser cannot show notifications, with the way to install the app', async () => {
    renderSection();
    expect(await screen.findByText('Not available')).toBeTruthy();
    expect(section().textContent).toContain('This browser cannot show notifications from SchoolDog.');
    expect(deviceSwitch()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('link', { name: 'How to install the app' }));
    expect(await screen.findByRole('heading', { name: 'Install' })).toBeTruthy();
  });

  it('needs a connection: offline the switch waits, and a lost connection while subscribing says so', async () => {
    installFakePush({ permission: 'granted' });
    const { calls } = mockDevicesApi({
      put: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    setManualOffline(true);
    renderSection();
    await settledSwitch();
    expect(section().textContent).toContain('Turning notifications on or off needs a connection.');
    expect(deviceSwitch()).toHaveProperty('disabled', true);

    setManualOffline(false);
    await waitFor(() => expect(deviceSwitch()).toHaveProperty('disabled', false));
    fireEvent.click(deviceSwitch());
    expect(await screen.findByText('Turning notifications on or off needs a connection.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(true);
    // The server never took it: the browser lets go again, and the switch stays off.
    await waitFor(() => expect(deviceSwitch()).toHaveProperty('checked', false));
    expect(await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription()).toBeNull();
  });

  it("shows off for a subscription another person left in this browser, and turning on makes it this person's", async () => {
    const push = installFakePush({ permission: 'granted' });
    push.manager.holdSubscription('https://push.example.test/send/theirs');
    localStorage.setItem(
      'schooldog.pushDevice',
      JSON.stringify({ userId: 'someone-else', endpoint: 'https://push.example.test/send/theirs' }),
    );
    const { calls } = mockDevicesApi();
    renderSection();
    const toggle = await settledSwitch();
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await screen.findByText('Notifications are on for this device.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      endpoint: 'https://push.example.test/send/theirs',
    });
    expect(push.manager.subscribed).toHaveLength(0);
    expect(push.prompts).toBe(0);
  });
});
