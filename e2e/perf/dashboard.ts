import {
  arrangeDashboardCards,
  DASHBOARD_CARD_LABELS,
  DERIVED_PERMISSIONS,
  PERMISSIONS,
  type ResolvedPermissions,
  type TFavoriteInsightRequest,
  type TMeResponse,
} from '@schooldog/domain';
import { type Browser, chromium, type Page, type Request } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.js';
import { signInCookie } from './measure.js';
import { median, SLOW_4G, SLOW_CPU } from './startup.js';
import { settled } from './transfer.js';

/*
 * The dashboard's first load with every card (issue 27): a district safety coordinator, who sees
 * them all, opens /dashboard in a fresh browser at desktop width (a phone keeps the cards behind
 * 'View dashboard'); counted until every card shown has its content, no loading placeholder left.
 */

/** Sees every card: logs entries, views leaderboards, data insights and assessments. */
const DASHBOARD_ACCOUNT = 'district_safety_coordinator@demo.schooldog.test';
const DESKTOP = { width: 1280, height: 800 };
const RUNS = Number(process.env.DASHBOARD_RUNS ?? 5);
/** Saved before the runs, so that the Favorite Insights cards show too. */
const FAVORITES: TFavoriteInsightRequest[] = [
  { insightName: 'Concerns, all schools', viewMode: 'all', observationType: 'concern' },
  { insightName: 'Praises, all schools', viewMode: 'all', observationType: 'praise' },
];
// A fresh load at full speed, and as Lighthouse's phone does it, on the same wide screen.
const WAYS = [
  ['fast', 'first visit'],
  ['slow', 'first visit, 4x CPU, slow 4G'],
] as const;
type Way = (typeof WAYS)[number][0];

/** One first load of the dashboard, the median run of its way. */
interface DashboardLoad {
  /** From the navigation's start until every card shown has its content (ms). */
  ms: number;
  /** Requests started until then and their compressed response bodies (bytes), all and /api/ only. */
  requests: number;
  apiRequests: number;
  bytes: number;
  apiBytes: number;
  /** The API paths requested until then, a repeated one as often as it was. */
  apiPaths: string[];
  /** Every request and byte until the page is quiet (1.5 s without a new request). */
  requestsUntilQuiet: number;
  bytesUntilQuiet: number;
}

export interface DashboardReport {
  account: string;
  /** The headings that had to show: the cards' titles, a favourite's name for each favourite. */
  cards: string[];
  loads: Record<Way, DashboardLoad>;
}

/**
 * Notes the moment the page's main region holds every heading and no busy status (the loading
 * placeholders of the cards, and their lists and charts, are `aria-busy`). Plain text for the page,
 * as in startup.ts.
 */
const watchForCards = (headings: string[]) => `(() => {
  const headings = ${JSON.stringify(headings)};
  const observer = new MutationObserver(() => {
    if (window.__cardsAt !== undefined) return;
    const main = document.querySelector('main');
    if (!main || main.querySelector('[aria-busy="true"]')) return;
    const shown = new Set(Array.from(main.querySelectorAll('h2'), (each) => (each.textContent || '').trim()));
    if (headings.every((heading) => shown.has(heading))) {
      window.__cardsAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, {
    childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'],
  });
})();`;

interface Sent {
  url: string;
  /** Wall-clock time the request started (ms since 1970), as the page's timeOrigin counts. */
  at: number;
  bytes: number;
}

async function loadOnce(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  headings: string[],
  way: Way,
): Promise<DashboardLoad> {
  // Empty cache, service worker blocked: a first visit without the offline copy's download.
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: DESKTOP,
    locale: 'en-US',
    serviceWorkers: 'block',
    extraHTTPHeaders: { cookie },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: watchForCards(headings) });
    if (way === 'slow') {
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    const sent = new Map<Request, Sent>();
    const finished: Promise<void>[] = [];
    let lastRequestAt = Date.now();
    page.on('request', (request) => {
      lastRequestAt = Date.now();
      sent.set(request, { url: request.url(), at: lastRequestAt, bytes: 0 });
    });
    page.on('requestfinished', (request) => {
      finished.push(
        request.sizes().then((sizes) => {
          const each = sent.get(request);
          if (each) each.bytes = sizes.responseBodySize;
        }),
      );
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page
      .waitForFunction(() => (window as unknown as { __cardsAt?: number }).__cardsAt, undefined, {
        polling: 50,
        timeout: 120_000,
      })
      .catch(async (error: unknown) => {
        throw new Error(`${await whatIsMissing(page, headings)} (${String(error)})`);
      });
    const { ms, doneAt } = await page.evaluate(() => {
      const cardsAt = (window as unknown as { __cardsAt: number }).__cardsAt;
      return { ms: cardsAt, doneAt: performance.timeOrigin + cardsAt };
    });
    await settled(page, () => lastRequestAt);
    await Promise.all(finished);
    const all = [...sent.values()];
    const first = all.filter((each) => each.at <= doneAt);
    const api = first.filter((each) => new URL(each.url).pathname.startsWith('/api/'));
    const sum = (list: Sent[]) => list.reduce((total, each) => total + each.bytes, 0);
    return {
      ms,
      requests: first.length,
      apiRequests: api.length,
      bytes: sum(first),
      apiBytes: sum(api),
      apiPaths: api.map((each) => new URL(each.url).pathname),
      requestsUntilQuiet: all.length,
      bytesUntilQuiet: sum(all),
    };
  } finally {
    await context.close();
  }
}

/** Which headings never showed, and how many placeholders were left: to say why a run failed. */
async function whatIsMissing(page: Page, headings: string[]): Promise<string> {
  const { shown, busy } = await page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      shown: Array.from(main?.querySelectorAll('h2') ?? [], (each) => (each.textContent || '').trim()),
      busy: main?.querySelectorAll('[aria-busy="true"]').length ?? 0,
    };
  });
  const missing = headings.filter((heading) => !shown.includes(heading));
  return `the dashboard's cards did not all show: missing ${missing.join(', ') || 'none'}; ${busy} placeholders left`;
}

async function getJson<T>(baseUrl: string, path: string, cookie: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The headings of the cards `me` sees, in their order: each favourite's name for the favourites. */
function cardHeadings(me: TMeResponse, favorites: string[]): string[] {
  const denied = { hasPermission: false, always: false, forSchools: [] };
  const permissions = Object.fromEntries(
    [...PERMISSIONS, ...DERIVED_PERMISSIONS].map((name) => [name, me.permissions[name] ?? denied]),
  ) as ResolvedPermissions;
  return arrangeDashboardCards(permissions, me.user.dashboardOrder)
    .filter((card) => !card.isDisabled)
    .flatMap((card) => (card.id === 'favoriteInsights' ? favorites : [DASHBOARD_CARD_LABELS[card.id]]));
}

/**
 * The coordinator's dashboard at `baseUrl` (the demo district), with two favourite insights saved,
 * opened as a first visit `DASHBOARD_RUNS` (5) times each way; the median run of each.
 */
export async function measureDashboardLoad(baseUrl: string, password: string): Promise<DashboardReport> {
  const cookie = await signInCookie(baseUrl, password, DASHBOARD_ACCOUNT);
  let favorites: { insightName: string }[] = [];
  for (const favorite of FAVORITES) {
    ({ favorites } = await getJson<{ favorites: { insightName: string }[] }>(
      baseUrl,
      '/api/me/favorite-insights',
      cookie,
      favorite,
    ));
  }
  const me = await getJson<TMeResponse>(baseUrl, '/api/me', cookie);
  const cards = cardHeadings(
    me,
    favorites.map((favorite) => favorite.insightName),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const loads = {} as Record<Way, DashboardLoad>;
    for (const [way] of WAYS) {
      const runs: DashboardLoad[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(browser, baseUrl, cookie, cards, way));
      loads[way] = median(runs, (load) => load.ms);
    }
    return { account: DASHBOARD_ACCOUNT, cards, loads };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
function count(paths: string[]): string {
  const times = new Map<string, number>();
  for (const path of paths) times.set(path, (times.get(path) ?? 0) + 1);
  return [...times].map(([path, n]) => (n > 1 ? `${path} x${n}` : path)).join(', ');
}

/** The dashboard's first loads as a table, with the baseline's and the ratio now/baseline when measured. */
export function formatDashboard(now: DashboardReport, baseline?: DashboardReport): string {
  const figure = (load: DashboardLoad) =>
    `${Math.round(load.ms).toLocaleString('en-US')} ms, ${load.requests} requests (${load.apiRequests} API), ${kb(load.bytes)} (${kb(load.apiBytes)} API)`;
  const lines = [
    `dashboard, first load at 1280 px as ${now.account}: until every card has its content (${now.cards.join(', ')}); then until quiet`,
  ];
  for (const [way, label] of WAYS) {
    const load = now.loads[way];
    const before = baseline?.loads[way];
    lines.push(
      `${label.padEnd(30)} ${figure(load).padEnd(60)} | quiet: ${load.requestsUntilQuiet} requests, ${kb(load.bytesUntilQuiet)}${
        before
          ? ` | baseline ${figure(before)}, time ${(load.ms / before.ms).toFixed(2)}x, requests ${load.requests - before.requests >= 0 ? '+' : ''}${load.requests - before.requests}`
          : ''
      }`,
    );
  }
  lines.push(`API requests until the cards show (${WAYS[0][1]}): ${count(now.loads.fast.apiPaths)}`);
  return lines.join('\n');
}
