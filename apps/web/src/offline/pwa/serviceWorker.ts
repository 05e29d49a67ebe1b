import type { Workbox } from 'workbox-window';
import { afterFirstScreen } from '../../ui/afterFirstScreen';
import { getUpdateState, setWaitingWorker, subscribeUpdates } from './updateStore';

/*
 * The service worker of vite.config.ts (Workbox generateSW, registerType 'prompt'): a new build
 * installs in the background and waits; the update banner or a forced major update activates it
 * (message SKIP_WAITING) and reloads, so the page runs the new shell rather than the cached one.
 */

const SW_URL = '/sw.js';
/** A new build's shell is about a megabyte; give its install time before reloading anyway. */
const INSTALL_TIMEOUT_MS = 20_000;
const ACTIVATE_TIMEOUT_MS = 5_000;
/** An installed app may stay open for days: look for a new build now and then. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let isRegistered = false;
let isApplying = false;

/**
 * Registers the service worker once; only in a production build, where /sw.js exists. Installing
 * it downloads the whole app for offline use, so it waits until the first screen has loaded and
 * the page is idle: on a slow link the screen asked for comes first.
 */
export function registerServiceWorker(): void {
  if (isRegistered || !import.meta.env.PROD) return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  isRegistered = true;
  afterFirstScreen(() => void startWorkbox());
}

async function startWorkbox(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb: Workbox = new Workbox(SW_URL, { scope: '/' });
  wb.addEventListener('waiting', () => setWaitingWorker(true));
  // Another tab applied the update: this one still runs the old build, so offer the reload too.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate && !isApplying) setWaitingWorker(true);
  });
  wb.register().catch((error: unknown) => console.warn('service worker registration failed', error));
  setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
  // The server says it is newer: fetch the new build now, so Reload finds it waiting.
  let lastVersion = getUpdateState().serverVersion;
  subscribeUpdates(() => {
    const { serverVersion } = getUpdateState();
    if (serverVersion === lastVersion) return;
    lastVersion = serverVersion;
    void wb.update().catch(() => undefined);
  });
}

function reloadPage(): void {
  window.location.reload();
}

function whenInstalled(worker: ServiceWorker | null): Promise<ServiceWorker | null> {
  if (!worker) return Promise.resolve(null);
  if (worker.state === 'installed') return Promise.resolve(worker);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), INSTALL_TIMEOUT_MS);
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installed' && worker.state !== 'redundant') return;
      clearTimeout(timer);
      resolve(worker.state === 'installed' ? worker : null);
    });
  });
}

function activate(container: ServiceWorkerContainer, worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ACTIVATE_TIMEOUT_MS);
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

/**
 * Reload into the newest build: look for a new service worker, let a waiting one take over, then
 * reload. Without a service worker (or any failure) it simply reloads.
 */
export async function applyUpdate(reload: () => void = reloadPage): Promise<void> {
  isApplying = true;
  try {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    const registration = await container?.getRegistration();
    if (container && registration) {
      await registration.update().catch(() => undefined);
      const waiting = registration.waiting ?? (await whenInstalled(registration.installing));
      if (waiting) await activate(container, waiting);
    }
  } catch (error) {
    console.warn('activating the new version failed; reloading anyway', error);
  }
  reload();
}
