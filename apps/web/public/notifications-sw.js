/*
 * Web push in the app's service worker. Workbox generates sw.js (vite.config.ts, generateSW) and
 * imports this script into it (`importScripts`), so precaching and the offline shell stay
 * Workbox's. The server sends `{ title, body, path, tag }` (apps/server src/platform/push): the
 * notification shows with the app's icon, and a click opens `path`, a screen of the app.
 * Plain JavaScript: it is copied as it is (public/); notificationsWorker.test.ts runs it.
 */

const NOTIFICATION_ICON = '/icons/icon-192.png';
const FALLBACK_PATH = '/dashboard';

/** A path of this app ('/walks/walk/…/review'); anything else (another site) opens the dashboard. */
function appPath(path) {
  if (typeof path !== 'string' || !path.startsWith('/')) return FALLBACK_PATH;
  const url = new URL(path, self.location.origin);
  return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : FALLBACK_PATH;
}

/** The push's message, or null for a payload that is not one (nothing is shown then). */
function readPush(data) {
  let message;
  try {
    message = data ? data.json() : null;
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  if (typeof message.title !== 'string' || message.title.trim() === '') return null;
  return {
    title: message.title,
    body: typeof message.body === 'string' ? message.body : '',
    tag: typeof message.tag === 'string' ? message.tag : undefined,
    path: appPath(message.path),
  };
}

/** Keeps the worker alive for `work`; an event dispatched by a script (a test) cannot be extended, and the work runs anyway. */
function extend(event, work) {
  try {
    event.waitUntil(work);
  } catch {
    // Not a trusted event.
  }
}

/*
 * A window of the app is reused: it is navigated to the screen, which needs no user activation (a
 * click dispatched by a test has none); focusing it and opening a new window do, so they may be
 * refused. Without a window of the app, a new one opens.
 */
async function openApp(path) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window' });
  const client =
    windows.find((candidate) => candidate.focused) ??
    windows.find((candidate) => candidate.visibilityState === 'visible') ??
    windows[0];
  if (client) {
    await client.focus().catch(() => undefined);
    const navigated = await client.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  if (!message) return;
  const shown = self.registration
    .showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: NOTIFICATION_ICON,
      data: { path: message.path },
    })
    .catch((error) => console.warn('showing a push notification failed', error));
  extend(event, shown);
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  const opened = openApp(appPath(data && data.path)).catch((error) =>
    console.warn('opening the app from a notification failed', error),
  );
  extend(event, opened);
});
