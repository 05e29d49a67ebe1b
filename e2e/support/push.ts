import type { TPushSubscriptionRequest } from '@schooldog/domain';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import {
  type FakeDevice,
  type FakePushService,
  startFakePushService,
} from '../../apps/server/src/test/fake-push-service.js';
import { expect } from 'vitest';
import { call, sameOrigin } from './app.js';
import { baseUrl } from './browser.js';

/*
 * Web push end to end. Chromium here cannot subscribe at a real push service (none is reachable),
 * so a device subscribes at the local fake one (it checks the VAPID signature and decrypts, as a
 * real one does), and what it received is handed to the page's service worker through DevTools,
 * as the browser's push service would.
 */

export { type FakeDevice, type FakePushService, startFakePushService };

/** What the server pushes (apps/server platform/push/sender.ts PushPayload). */
export interface PushPayload {
  title: string;
  body: string;
  path: string;
  tag: string;
}

/** A device of the context's signed-in person, subscribed at the fake push service with the server's key. */
export async function subscribeDevice(
  context: BrowserContext,
  service: FakePushService,
): Promise<FakeDevice> {
  const { publicKey } = await call<{ publicKey: string }>(
    context,
    'GET',
    '/api/notifications/push-key',
    undefined,
    200,
  );
  const device = service.subscribe(publicKey);
  const subscription: TPushSubscriptionRequest = { endpoint: device.endpoint, keys: device.keys };
  const response = await context.request.put('/api/notifications/devices', {
    headers: sameOrigin(),
    data: subscription,
  });
  expect(response.status(), await response.text()).toBe(204);
  return device;
}

/** The app's service worker registration as DevTools names it (ServiceWorker.enable reports them all). */
async function registrationId(cdp: CDPSession): Promise<string> {
  const scopeUrl = `${baseUrl()}/`;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((each) => each.scopeURL === scopeUrl && !each.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Delivers a push message to the page's service worker (with permission to show notifications). */
export async function deliverPush(context: BrowserContext, page: Page, payload: PushPayload): Promise<void> {
  await context.grantPermissions(['notifications'], { origin: baseUrl() });
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId: await registrationId(cdp),
      data: JSON.stringify(payload),
    });
  } finally {
    await cdp.detach();
  }
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/** The notifications the service worker shows, read from the page. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      data: data as unknown,
    }));
  });
}

/** The worker scope as the page's types do not know it. */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent: (event: Event) => boolean;
}

/**
 * Clicks the shown notification tagged so: no DevTools command clicks a notification, so the
 * service worker gets the event the click would give it.
 */
export async function clickNotification(context: BrowserContext, tag: string): Promise<void> {
  const worker = context.serviceWorkers().find((each) => new URL(each.url()).pathname === '/sw.js');
  if (!worker) throw new Error('the service worker is not running');
  await worker.evaluate(async (clickedTag) => {
    const scope = self as unknown as WorkerScope;
    const [clicked] = await scope.registration.getNotifications({ tag: clickedTag });
    if (!clicked) throw new Error(`no notification tagged ${clickedTag}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: clicked }));
  }, tag);
}
