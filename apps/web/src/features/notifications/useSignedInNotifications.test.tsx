import type { TMeResponse, TNotificationMessage } from '@schooldog/domain';
import { act, fireEvent, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { setManualOffline } from '../../offline/connectivity';
import { FakeEventSource } from '../../test/eventSource';
import { buildMe } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { useToast } from '../../ui/toast';
import { showArrivedNotification } from './arrivedNotification';
import { installFakePush, removeFakePush, SERVER_KEY } from './pushTestKit';
import { useSignedInNotifications } from './useSignedInNotifications';

const me = buildMe();
const REVIEW: TNotificationMessage = {
  id: 'notification1',
  kind: 'walks.reviewRequested',
  title: 'A walk awaits your review',
  body: 'Maria Alvarez sent a SchoolDog Walk at Lakeview Elementary School for your review.',
  path: '/walks/walk/walk0000000000000001/review',
  actionLabel: 'Review the walk',
  timeCreated: '2026-11-20T15:00:00.000Z',
};
const OFFER = 'Get these on this device, even while SchoolDog is closed?';

beforeEach(() => localStorage.clear());
afterEach(() => {
  setManualOffline(false);
  removeFakePush();
  FakeEventSource.instances = [];
});

function SignedIn({ me }: { me: TMeResponse }) {
  useSignedInNotifications(me);
  return <h1>Edit Profile</h1>;
}

function renderSignedInShell(person = me) {
  vi.stubGlobal('EventSource', FakeEventSource);
  return renderRoutes({
    at: '/users/edit',
    routes: [
      { path: '/users/edit', element: <SignedIn me={person} /> },
      { path: '/walks/walk/:walkId/review', element: <h1>Review screen</h1> },
    ],
  });
}

function mockNotificationsApi() {
  return mockFetch({
    'GET /api/notifications/*': ({ url }) =>
      json(200, {
        ...REVIEW,
        id: url.pathname.split('/').at(-1),
        title: `${REVIEW.title} (${url.pathname})`,
      }),
    'GET /api/notifications/push-key': () => json(200, { publicKey: SERVER_KEY }),
    'PUT /api/notifications/devices': () => new Response(null, { status: 204 }),
  });
}

async function arrive(id: string) {
  const source = FakeEventSource.instances.at(-1);
  await act(async () =>
    source?.emit('change', JSON.stringify({ type: 'notification', id, action: 'created' })),
  );
}

/** showArrivedNotification as the shell calls it, awaited: both toasts are queued when it resolves. */
function ArrivalProbe({ id, onShown }: { id: string; onShown: () => void }) {
  const toast = useToast();
  return (
    <button
      onClick={() =>
        void showArrivedNotification({
          id,
          userId: me.user.id,
          open: () => undefined,
          t: initI18n().t,
          toast,
        }).then(onShown)
      }
    >
      Arrive {id}
    </button>
  );
}

describe('a notification arriving while the app is open (issue 22 points 3 and 4)', () => {
  it('shows its title and body as a toast whose Open goes to its screen', async () => {
    const { calls } = mockNotificationsApi();
    const { router } = renderSignedInShell();
    await screen.findByRole('heading', { name: 'Edit Profile' });
    await arrive('notification1');
    expect(await screen.findByText(`${REVIEW.title} (/api/notifications/notification1)`)).toBeTruthy();
    expect(screen.getByText(REVIEW.body)).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/notifications/notification1',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Review screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(REVIEW.path);
    // This browser cannot take web push (jsdom): nothing is offered.
    expect(screen.queryByText(OFFER)).toBeNull();
  });

  it("ignores other changes and a notification's update", async () => {
    const { calls } = mockNotificationsApi();
    renderSignedInShell();
    await screen.findByRole('heading', { name: 'Edit Profile' });
    const source = FakeEventSource.instances.at(-1);
    await act(async () => {
      source?.emit('change', JSON.stringify({ type: 'walk', id: 'walk1', action: 'created' }));
      source?.emit('change', JSON.stringify({ type: 'notification', id: 'n2', action: 'updated' }));
    });
    await arrive('n3');
    await screen.findByText(`${REVIEW.title} (/api/notifications/n3)`);
    expect(calls.map((call) => call.path)).toEqual(['/api/notifications/n3']);
  });

  it("offers web push on a device never asked, and 'Turn on' subscribes it", async () => {
    const push = installFakePush();
    const { calls } = mockNotificationsApi();
    renderSignedInShell();
    await screen.findByRole('heading', { name: 'Edit Profile' });
    await arrive('notification1');
    expect(await screen.findByText(OFFER)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(push.prompts).toBe(1);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      endpoint: 'https://push.example.test/send/1',
    });
  });

  it("remembers 'No thanks' on this device, and offers nothing once permission was answered", async () => {
    const push = installFakePush();
    mockNotificationsApi();
    const shown = vi.fn();
    renderRoutes({
      at: '/',
      routes: [
        {
          path: '/',
          element: (
            <>
              <ArrivalProbe id="first" onShown={shown} />
              <ArrivalProbe id="second" onShown={shown} />
            </>
          ),
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Arrive first' }));
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    const offer = await screen.findByText(OFFER);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitForElementToBeRemoved(offer);
    expect(push.prompts).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Arrive second' }));
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(`${REVIEW.title} (/api/notifications/second)`)).toBeTruthy();
    expect(screen.queryByText(OFFER)).toBeNull();

    localStorage.clear();
    push.permission = 'granted';
    fireEvent.click(screen.getByRole('button', { name: 'Arrive first' }));
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(3));
    expect(screen.queryByText(OFFER)).toBeNull();
  });
});

describe("the person's language for emails and pushes (issue 22 point 3)", () => {
  it('saves the app language on the person when it differs, once', async () => {
    const { calls } = mockFetch({
      'PATCH /api/me': ({ body }) => json(200, buildMe({ user: body as Partial<TMeResponse['user']> })),
    });
    renderSignedInShell(buildMe({ user: { language: 'es' } }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/api/me', body: { language: 'en' } });
  });

  it('sends nothing when they agree, and nothing while offline until the connection is back', async () => {
    const { calls } = mockFetch({
      'PATCH /api/me': ({ body }) => json(200, buildMe({ user: body as Partial<TMeResponse['user']> })),
    });
    renderSignedInShell(me);
    await screen.findByRole('heading', { name: 'Edit Profile' });
    expect(calls).toEqual([]);

    setManualOffline(true);
    renderSignedInShell(buildMe({ user: { id: 'user2', language: 'es' } }));
    await screen.findAllByRole('heading', { name: 'Edit Profile' });
    expect(calls).toEqual([]);
    act(() => setManualOffline(false));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ language: 'en' });
  });
});
