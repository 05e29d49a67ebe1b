import type { Browser, Page } from 'playwright-core';
import { PHONE } from './startup.js';

/** What the first load of one screen costs on the network. */
export interface ScreenLoad {
  path: string;
  /**
   * Compressed JavaScript bodies requested before the app marked its first screen done (bytes):
   * what the screen needs. Later loads (the service worker's copy of the app, the maintenance
   * watch, a form's validation) are background work, as the service worker's precache is.
   */
  jsBytes: number;
  jsRequests: number;
  /** All compressed JavaScript until the page was quiet, background work included (bytes). */
  jsBytesUntilQuiet: number;
  /** Every response body (HTML, CSS, JS, JSON, images), bytes. */
  allBytes: number;
  requests: number;
  /** Cumulative layout shift from navigation until the screen settles. */
  cls: number;
}

/** The app's performance mark for "first screen done" (apps/web/src/ui/afterFirstScreen.ts). */
const FIRST_SCREEN_MARK = 'schooldog:first-screen';
// A screen has settled when no request has started for this long after its heading shows.
const QUIET_MS = 1_500;

// Layout shifts are summed the way Core Web Vitals count them (shifts after input excluded).
const recordLayoutShifts = () => {
  const state = { cls: 0 };
  (window as unknown as { __layoutShift: typeof state }).__layoutShift = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * Opens `path` in a fresh context (empty cache, service worker blocked: what a first visit or an
 * update costs) at phone width and sums what crossed the network until the screen has settled.
 * `cookie` is a signed-in session's Cookie header.
 */
export async function measureScreenLoad(
  browser: Browser,
  baseUrl: string,
  path: string,
  cookie?: string,
): Promise<ScreenLoad> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE,
    locale: 'en-US',
    serviceWorkers: 'block',
    ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLayoutShifts);
    const load: ScreenLoad = {
      path,
      jsBytes: 0,
      jsRequests: 0,
      jsBytesUntilQuiet: 0,
      allBytes: 0,
      requests: 0,
      cls: 0,
    };
    let lastRequestAt = Date.now();
    page.on('request', () => {
      lastRequestAt = Date.now();
    });
    const finished: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      finished.push(
        request.sizes().then((sizes) => {
          load.requests += 1;
          load.allBytes += sizes.responseBodySize;
          if (request.resourceType() === 'script') load.jsBytesUntilQuiet += sizes.responseBodySize;
        }),
      );
    });
    await page.goto(path);
    // The heading, not its role: a dialog over the screen (continue this walk?) hides it from the accessibility tree.
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await settled(page, () => lastRequestAt);
    await Promise.all(finished);
    // Up to the page's load event when the mark comes later: the mark waits for an idle moment,
    // which a busy machine gives late, and what the app starts loading meanwhile (the outbox's
    // database) is not the first screen's.
    const firstScreen = await page.evaluate((mark) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const doneAt = Math.min(
        performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY,
        navigation?.loadEventEnd || Number.POSITIVE_INFINITY,
      );
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname) && entry.startTime < doneAt,
      );
      return {
        bytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        requests: scripts.length,
      };
    }, FIRST_SCREEN_MARK);
    load.jsBytes = firstScreen.bytes;
    load.jsRequests = firstScreen.requests;
    load.cls = await page.evaluate(
      () => (window as unknown as { __layoutShift: { cls: number } }).__layoutShift.cls,
    );
    return load;
  } finally {
    await context.close();
  }
}

/** Until no request has started for QUIET_MS. */
export async function settled(page: Page, lastRequestAt: () => number) {
  for (;;) {
    const quietFor = Date.now() - lastRequestAt();
    if (quietFor >= QUIET_MS) return;
    await page.waitForTimeout(QUIET_MS - quietFor);
  }
}
