import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.js';
import { measureLogEntry, type LogEntryReport } from './logEntry.js';
import { signInCookie, walkPath } from './measure.js';
import { profileStarts, type StartProfile } from './profile.js';
import { measureStartup, type ReadySign, type StartReport } from './startup.js';

export type StartedScreen = 'dashboard' | 'walk' | 'entries';

export interface StartupReport {
  screens: Record<StartedScreen, StartReport>;
  /** Where the main thread's time went on one first visit and one installed start, per screen. */
  profiles: Record<StartedScreen, { firstVisit: StartProfile; warm: StartProfile }>;
  logEntry: LogEntryReport;
}

async function getJson<T>(baseUrl: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new walk at the measured principal's school, for entries logged in the benchmark. */
async function newWalk(baseUrl: string, cookie: string, schoolId: string | undefined): Promise<string> {
  const response = await fetch(`${baseUrl}/api/walks`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ schoolId }),
  });
  if (response.status !== 201)
    throw new Error(`POST /api/walks: ${response.status} ${await response.text()}`);
  return `/walks/walk/${((await response.json()) as { id: string }).id}`;
}

/**
 * The dashboard (to the greeting), a walk (to its title) and the entries explorer (to the first
 * entry's card) opened as the installed app and as a first visit, and the time from Save to the
 * entry's card in a walk, for the demo principal of the app at `baseUrl`.
 */
export async function measureStartups(
  baseUrl: string,
  password: string,
  dist: string,
): Promise<StartupReport> {
  const cookie = await signInCookie(baseUrl, password);
  const me = await getJson<{ user: { firstName: string }; schools: { id: string }[] }>(
    baseUrl,
    '/api/me',
    cookie,
  );
  const screens: Record<StartedScreen, { path: string; ready: ReadySign }> = {
    dashboard: { path: '/dashboard', ready: { selector: 'h1', text: me.user.firstName } },
    walk: { path: await walkPath(baseUrl, cookie), ready: { selector: 'h1' } },
    entries: { path: '/entries', ready: { selector: '[aria-label^="Open entry:"]' } },
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const measured = {} as StartupReport['screens'];
    const profiles = {} as StartupReport['profiles'];
    for (const [screen, { path, ready }] of Object.entries(screens) as [
      StartedScreen,
      (typeof screens)[StartedScreen],
    ][]) {
      measured[screen] = await measureStartup(browser, baseUrl, path, ready, cookie);
      profiles[screen] = await profileStarts(browser, baseUrl, path, ready, cookie, dist);
    }
    const logEntry = await measureLogEntry(
      browser,
      baseUrl,
      await newWalk(baseUrl, cookie, me.schools[0]?.id),
      cookie,
    );
    return { screens: measured, profiles, logEntry };
  } finally {
    await browser.close();
  }
}
