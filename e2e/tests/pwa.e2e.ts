import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TMeResponse } from '@schooldog/domain';
import { api, signInAndWait, signOutThroughMenu } from '../support/app.js';
import {
  baseUrl,
  newContext,
  PHONE,
  screenshot,
  useBrowser,
  waitForServiceWorker,
} from '../support/browser.js';
import { queueMutations } from '../support/outbox.js';
import { SignInPage } from '../support/pages/sign-in.js';
import { arrive, dialogNamed, reload, visit } from '../support/screens.js';

/** A context whose API answers come from a newer server; the service worker is left out so routing sees every call. */
async function contextWithServerVersion(browser: Browser, version: string) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: PHONE,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  await context.route('**/api/**', async (route) => {
    // The event stream never ends, so it cannot be fetched whole; apiFetch never reads it anyway.
    if (new URL(route.request().url()).pathname === '/api/events') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-app-version': version } });
  });
  return context;
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('installable app and offline shell (ARCHITECTURE §7)', () => {
  const browser = useBrowser();

  it('serves the manifest and the service worker with sensible types and caching', async () => {
    const context = await newContext(browser());
    const manifestResponse = await context.request.get('/manifest.webmanifest');
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'SchoolDog',
      short_name: 'SchoolDog',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1B7476',
    });
    expect(manifest.background_color).toMatch(/^#/);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', type: 'image/png' }]) {
      const response = await context.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }

    const sw = await context.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    // The browser must look for a new service worker on every visit, not keep an old one cached.
    const maxAge = /max-age=(\d+)/.exec(sw.headers()['cache-control'] ?? '')?.[1];
    expect(maxAge === undefined || Number(maxAge) === 0, sw.headers()['cache-control']).toBe(true);
    const html = await (await context.request.get('/auth/signin')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    await context.close();
  });

  it('is installable: the service worker takes control and Chromium reports no installability errors', async () => {
    // A browser profile on disk: Chromium never offers installation in an incognito-like context.
    const profile = mkdtempSync(join(tmpdir(), 'schooldog-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
      baseURL: baseUrl(),
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await visit(page, '/auth/signin', page.getByRole('heading', { name: 'Sign in' }));
      expect(await waitForServiceWorker(page)).toBe('/sw.js');
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('opens without network after a reload: the sign-in page shows the offline notice', async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    await SignInPage.visit(page);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await waitForServiceWorker(page)).toBe('/sw.js');
    await context.setOffline(true);
    await reload(page, page.getByRole('heading', { name: 'You are offline' }));
    expect(new URL(page.url()).pathname).toBe('/auth/signin');
    await screenshot(page, 'pwa-signin-offline-phone');
    // Another page of the app, never opened before, also comes from the precached shell.
    await visit(page, '/install', page.getByRole('heading', { name: 'Install SchoolDog' }));
    await context.setOffline(false);
    await context.close();
  });

  it('a signed-in user going offline sees the notice, then the Offline chip; Offline Mode from the user menu', async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    await signInAndWait(page, 'principal@demo.schooldog.test');
    await page.getByRole('heading', { name: 'Welcome, Maria!' }).waitFor();
    expect(await waitForServiceWorker(page)).toBe('/sw.js');

    await context.setOffline(true);
    const notice = await dialogNamed(page, 'You are offline');
    await screenshot(page, 'pwa-offline-notice-phone');
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Offline: about working offline' }).waitFor();
    await page.getByText(/the dashboard cards are hidden/).waitFor();
    await screenshot(page, 'pwa-toolbar-offline-chip-phone');

    // The walks list offline: no tabs, the notice of what still works.
    await page.getByRole('link', { name: 'Go to my walks' }).click();
    await arrive(page, /\/walks/, { ready: page.getByText(/Pictures and historical data are unavailable/) });
    expect(await page.getByRole('tab').count()).toBe(0);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Offline: about working offline' }).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Enable Offline Mode' }).click();
    const info = await dialogNamed(page, 'Offline Mode is on');
    await info.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Offline Mode: about working offline' }).waitFor();
    // An entry deleted offline waits in the outbox: the toolbar also shows the unsynced-changes button.
    const me = await api<TMeResponse>(context, 'GET', '/api/me');
    await queueMutations(page, me.user.id, [{ name: 'entry.delete', args: { id: 'entry00000000000000x' } }]);
    // Offline Mode keeps the user on walks and the dashboard, across a reload without network calls.
    await visit(page, '/users/edit', page.getByRole('heading', { name: 'Welcome, Maria!' }));
    await arrive(page, /\/dashboard$/);
    await page.getByRole('button', { name: '1 unsynced change' }).waitFor();
    await screenshot(page, 'pwa-toolbar-offline-mode-phone');
    // Chip, unsynced changes and account menu all fit a phone's toolbar.
    const account = await page.getByRole('button', { name: /^Account menu for/ }).boundingBox();
    expect((account?.x ?? Infinity) + (account?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Disable Offline Mode' }).click();
    await page
      .getByRole('button', { name: 'Offline Mode: about working offline' })
      .waitFor({ state: 'hidden' });
    await context.close();
  });

  it('the installed app paints the screen as last seen while its scripts start, then its own; sign-out forgets it', async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    await signInAndWait(page, 'principal@demo.schooldog.test');
    const greeting = page.getByRole('heading', { name: 'Welcome, Maria!' });
    await greeting.waitFor();
    await waitForServiceWorker(page);
    const keptScreens = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('schooldog.lastScreen:')));
    // Kept once the screen has been still for a moment.
    await expect.poll(keptScreens, { timeout: 15_000 }).toContain('schooldog.lastScreen:/dashboard');
    // Notes when the copy and the app's own heading enter the page.
    await page.addInitScript({
      content: `new MutationObserver(() => {
        if (window.__copyAt === undefined && document.getElementById('last-screen')) window.__copyAt = performance.now();
        if (window.__appAt === undefined && document.querySelector('#root h1')) window.__appAt = performance.now();
      }).observe(document, { childList: true, subtree: true });`,
    });
    await reload(page, greeting);
    await page.locator('#last-screen').waitFor({ state: 'detached' });
    const { copyAt, appAt } = await page.evaluate(() => {
      const times = window as unknown as { __copyAt?: number; __appAt?: number };
      return { copyAt: times.__copyAt, appAt: times.__appAt };
    });
    expect(copyAt).toBeDefined();
    expect(copyAt ?? Infinity).toBeLessThan(appAt ?? 0);
    // The copy was never a second heading for assistive technology or a second target for taps.
    expect(await greeting.count()).toBe(1);
    await signOutThroughMenu(page);
    expect(await keptScreens()).toEqual([]);
    await context.close();
  });

  it('shows /install with the instructions and the current browser first', async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    await visit(page, '/install', page.getByRole('heading', { name: 'Install SchoolDog' }));
    const first = page.getByRole('heading', { level: 2 }).first();
    await expect(first.textContent()).resolves.toContain('Chrome on a computer');
    await expect(
      page.getByRole('button', { name: /Chrome on a computer/ }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await screenshot(page, 'pwa-install-phone');
    await context.close();
  });

  it('a newer minor server version shows the update banner, which can be dismissed', async () => {
    const context = await contextWithServerVersion(browser(), '0.99.0');
    const page = await context.newPage();
    const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
    // The sign-in page's first answer carries the version: the screen is checked with the banner in.
    await visit(page, '/auth/signin', banner);
    await signInAndWait(page, 'principal@demo.schooldog.test');
    await banner.waitFor();
    await screenshot(page, 'pwa-update-banner-phone');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'hidden' });
    // Dismissed for 2 h on this device: a reload does not bring it back.
    // The account menu needs /api/me, whose answer carried the newer version.
    await reload(page, page.getByRole('button', { name: /^Account menu for/ }));
    expect(await banner.count()).toBe(0);
    // A call still in flight through the route would fail after the context is gone.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('a newer major server version reloads the app once, then offers Reload instead of looping', async () => {
    const context = await contextWithServerVersion(browser(), '99.0.0');
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    // The first load says 'Updating…' while it reloads; the reloaded one offers Reload instead.
    const banner = page.getByRole('status').filter({ hasText: 'A new version is required' });
    await visit(page, '/auth/signin', banner.getByRole('button', { name: 'Reload', exact: true }));
    await expect.poll(() => loads).toBe(2);
    // A call still in flight through the route would fail after the context is gone.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
