import { describe, expect, it, vi } from 'vitest';
import SCRIPT from '../../../public/notifications-sw.js?raw';

/*
 * public/notifications-sw.js, the push part of the service worker, run against a stand-in for the
 * worker's global scope (e2e/tests/notifications.e2e.ts runs it in Chromium).
 */
const ORIGIN = 'https://safety.district.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  focus: () => Promise<FakeWindow>;
  navigate: (url: string) => Promise<FakeWindow | null>;
}

type Listener = (event: object) => void;

function fakeWindow(
  options: Partial<Pick<FakeWindow, 'focused' | 'visibilityState'>> & { canFocus?: boolean } = {},
) {
  const window: FakeWindow = {
    url: `${ORIGIN}/dashboard`,
    focused: options.focused ?? false,
    visibilityState: options.visibilityState ?? 'hidden',
    focus: vi.fn(async () => {
      if (options.canFocus === false)
        throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
      return window;
    }),
    navigate: vi.fn(async (url: string) => {
      window.url = url;
      return window;
    }),
  };
  return window;
}

/** Runs the script in a fresh worker scope with these windows of the app open. */
function startWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', SCRIPT)(scope);
  const dispatch = async (type: string, event: object) => {
    const waited: Promise<unknown>[] = [];
    const listener = listeners.get(type);
    if (!listener) throw new Error(`no ${type} listener`);
    listener({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    await Promise.all(waited);
    return waited.length;
  };
  const push = (data: { json: () => unknown } | null) => dispatch('push', { data });
  const click = (path: unknown) => {
    const notification = { data: { path }, close: vi.fn() };
    return { notification, done: dispatch('notificationclick', { notification }) };
  };
  return { scope, push, click };
}

const payload = (message: unknown) => ({ json: () => message });

describe('the service worker and web push (issue 22 point 4)', () => {
  it("shows a push's notification: its title, body and tag, the app's icon, and the path it opens", async () => {
    const { scope, push } = startWorker();
    await push(
      payload({
        title: 'A walk awaits your review',
        body: 'Maria Alvarez sent a SchoolDog Walk at Lakeview Elementary School for your review.',
        path: '/walks/walk/walk0000000000000001/review',
        tag: 'walks.reviewRequested:n1',
      }),
    );
    expect(scope.registration.showNotification).toHaveBeenCalledWith('A walk awaits your review', {
      body: 'Maria Alvarez sent a SchoolDog Walk at Lakeview Elementary School for your review.',
      tag: 'walks.reviewRequested:n1',
      icon: '/icons/icon-192.png',
      data: { path: '/walks/walk/walk0000000000000001/review' },
    });
  });

  it.each([
    ['no data', null],
    ['text that is not JSON', { json: () => JSON.parse('not json') as unknown }],
    ['JSON that is not an object', payload('A walk awaits your review')],
    ['no title', payload({ body: 'Body only', path: '/dashboard' })],
    ['an empty title', payload({ title: ' ', body: 'x', path: '/dashboard' })],
  ])('shows nothing and throws nothing for a malformed payload: %s', async (_name, data) => {
    const { scope, push } = startWorker();
    await expect(push(data)).resolves.toBe(0);
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it('opens only paths of the app: another site or a bad path opens the dashboard', async () => {
    const { scope, push } = startWorker();
    for (const path of ['https://evil.example/phish', '//evil.example/x', '/\\evil.example', 42, undefined])
      await push(payload({ title: 'T', body: 'B', path, tag: 't' }));
    const paths = scope.registration.showNotification.mock.calls.map(
      (call: unknown[]) => (call[1] as { data: { path: string } }).data.path,
    );
    expect(paths).toEqual(Array(5).fill('/dashboard'));
  });

  it('a click closes the notification and navigates the open window of the app to its screen', async () => {
    const background = fakeWindow();
    const visible = fakeWindow({ visibilityState: 'visible' });
    const { scope, click } = startWorker([background, visible]);
    const { notification, done } = click('/walks/walk/walk0000000000000001/review');
    await done;
    expect(notification.close).toHaveBeenCalled();
    expect(visible.navigate).toHaveBeenCalledWith(`${ORIGIN}/walks/walk/walk0000000000000001/review`);
    expect(visible.focus).toHaveBeenCalled();
    expect(background.navigate).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click without user activation (a synthetic one) still navigates: focusing may be refused', async () => {
    const window = fakeWindow({ focused: true, canFocus: false });
    const { scope, click } = startWorker([window]);
    await click('/walks/walk/walk0000000000000001/review').done;
    expect(window.url).toBe(`${ORIGIN}/walks/walk/walk0000000000000001/review`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click with no window of the app open opens one at the screen', async () => {
    const { scope, click } = startWorker([]);
    await click('/walks/walk/walk0000000000000001/review').done;
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/walks/walk/walk0000000000000001/review`);
  });
});
