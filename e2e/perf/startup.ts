import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/*
 * How long the app takes to show a screen's content on a phone (issue 23): the installed app
 * opened again (service worker, caches and the device's stored data warm) and a first visit, at
 * full speed and with the CPU slowed 4x the way Lighthouse slows it.
 */

/** What marks a screen as shown: its first element matching `selector` (containing `text`). */
export interface ReadySign {
  selector: string;
  text?: string;
}

/** One way of opening a screen, the median of its runs. */
export interface StartFigure {
  /** From the navigation's start until the app shows the screen's content (ms). */
  ms: number;
  /**
   * Until the screen's content is painted: the installed app's copy of the screen as last seen
   * (apps/web/src/app/lastScreen.ts) when it has one, otherwise the app's own (ms).
   */
  shownMs: number;
  /** Main-thread time running script, and in tasks of any kind, until then (ms). */
  scriptMs: number;
  taskMs: number;
}

export interface StartReport {
  path: string;
  warm: StartFigure;
  warmSlowCpu: StartFigure;
  warmOfflineSlowCpu: StartFigure;
  firstVisitSlow: StartFigure;
}

export const PHONE = { width: 390, height: 844 };
const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
/** Lighthouse's mobile slowdown, and its slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up). */
export const SLOW_CPU = 4;
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000,
  uploadThroughput: 93_750,
};

/** The element holding the installed app's painted copy of the screen (apps/web/src/app/lastScreen.ts). */
const LAST_SCREEN_ID = 'last-screen';

/**
 * Runs in the page before the app: notes the moment the ready sign enters the document, and the
 * moment the copy of the screen as last seen does. Plain text, since tsx would wrap a function's
 * inner functions in a helper the page does not have.
 */
export const watchForReady = ({ selector, text }: ReadySign) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const text = ${JSON.stringify(text ?? null)};
  const observer = new MutationObserver(() => {
    if (window.__copyAt === undefined && document.getElementById(${JSON.stringify(LAST_SCREEN_ID)}))
      window.__copyAt = performance.now();
    if (window.__readyAt !== undefined) return;
    for (const element of document.querySelectorAll(selector)) {
      if (text === null || (element.textContent || '').includes(text)) {
        window.__readyAt = performance.now();
        observer.disconnect();
        return;
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** A context of the signed-in user (the session cookie set for the service worker's fetches too). */
export async function phoneContext(
  browser: Browser,
  baseUrl: string,
  cookie?: string,
  viewport = PHONE,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'en-US' });
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
      }),
    );
  }
  return context;
}

async function metric(session: CDPSession, name: string): Promise<number> {
  const { metrics } = (await session.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return (metrics.find((each) => each.name === name)?.value ?? 0) * 1000;
}

/** Opens `path` in a new tab of `context` and measures it until the ready sign shows. */
async function openOnce(
  context: BrowserContext,
  path: string,
  ready: ReadySign,
  { cpu, network }: { cpu: number; network?: typeof SLOW_4G },
): Promise<StartFigure> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: watchForReady(ready) });
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (network) {
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', network);
    }
    await page.goto(path, { waitUntil: 'commit' });
    const ms = await readyAt(page);
    const [scriptMs, taskMs, copyAt] = await Promise.all([
      metric(session, 'ScriptDuration'),
      metric(session, 'TaskDuration'),
      page.evaluate(() => (window as unknown as { __copyAt?: number }).__copyAt),
    ]);
    return { ms, shownMs: Math.min(ms, copyAt ?? ms), scriptMs, taskMs };
  } finally {
    await page.close();
  }
}

export function median<T>(values: T[], by: (value: T) => number): T {
  const sorted = [...values].sort((a, b) => by(a) - by(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no run to take the median of');
  return middle;
}

/** The run with the median time to the app's own content, with the median time to the screen shown. */
function medianFigure(figures: StartFigure[]): StartFigure {
  const shownMs = median(figures, (figure) => figure.shownMs).shownMs;
  return { ...median(figures, (figure) => figure.ms), shownMs };
}

async function medianOf(run: () => Promise<StartFigure>): Promise<StartFigure> {
  const figures: StartFigure[] = [];
  for (let index = 0; index < RUNS; index += 1) figures.push(await run());
  return medianFigure(figures);
}

/** Waits for the ready sign (watchForReady) and answers its time since the navigation's start (ms). */
export async function readyAt(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt, undefined, {
    polling: 50,
    timeout: 60_000,
  });
  return page.evaluate(() => (window as unknown as { __readyAt: number }).__readyAt);
}

/** Until the service worker controls the page (it has precached the app). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/**
 * Makes `context` the installed app of `path`: a visit that installs the service worker and lets
 * the device keep the data, and a reload that warms its caches and the compiled-code cache.
 */
export async function installApp(context: BrowserContext, path: string, ready: ReadySign): Promise<void> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: watchForReady(ready) });
    await page.goto(path);
    await waitForServiceWorker(page);
    // The query cache is written to IndexedDB a second after it changes.
    await page.waitForTimeout(2_500);
    await page.reload();
    await readyAt(page);
    await page.waitForTimeout(1_500);
  } finally {
    await page.close();
  }
}

/**
 * A screen opened as the installed app (after two visits that installed the service worker and
 * warmed its caches and the compiled-code cache), online and offline, and as a first visit on slow
 * 4G. The CPU runs at full speed or 4x slower.
 */
export async function measureStartup(
  browser: Browser,
  baseUrl: string,
  path: string,
  ready: ReadySign,
  cookie?: string,
): Promise<StartReport> {
  const firstVisits: StartFigure[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const fresh = await phoneContext(browser, baseUrl, cookie);
    try {
      firstVisits.push(await openOnce(fresh, path, ready, { cpu: SLOW_CPU, network: SLOW_4G }));
    } finally {
      await fresh.close();
    }
  }
  const context = await phoneContext(browser, baseUrl, cookie);
  try {
    await installApp(context, path, ready);
    const warm = await medianOf(() => openOnce(context, path, ready, { cpu: 1 }));
    const warmSlowCpu = await medianOf(() => openOnce(context, path, ready, { cpu: SLOW_CPU }));
    await context.setOffline(true);
    const warmOfflineSlowCpu = await medianOf(() => openOnce(context, path, ready, { cpu: SLOW_CPU }));
    return {
      path,
      warm,
      warmSlowCpu,
      warmOfflineSlowCpu,
      firstVisitSlow: medianFigure(firstVisits),
    };
  } finally {
    await context.close();
  }
}
