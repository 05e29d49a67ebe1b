import type { Browser, CDPSession, Page } from 'playwright-core';
import { median, phoneContext, SLOW_CPU, waitForServiceWorker } from './startup.js';

// On a desktop the walk's entries show beside it; a phone keeps them in a drawer.
const DESKTOP = { width: 1280, height: 800 };

/** From pressing Save in the Log Entry dialog to the entry's card in the walk, at 4x slower CPU (ms). */
export interface LogEntryReport {
  online: number;
  offline: number;
}

const RUNS = Number(process.env.LOG_ENTRY_RUNS ?? 5);
const CATEGORY = 'Hallways';
const ITEM = 'Exit paths clear';

/**
 * Notes the press on Save and the moment a text node with the comment enters the page. Plain
 * text for the page, as in startup.ts.
 */
const watchSave = (comment: string) => `(() => {
  const comment = ${JSON.stringify(comment)};
  window.__savedAt = undefined;
  window.__shownAt = undefined;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.trim() === 'Save' && window.__savedAt === undefined)
      window.__savedAt = performance.now();
  }, { capture: true });
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType !== Node.ATTRIBUTE_NODE && (node.textContent || '').includes(comment)
            && !(node instanceof Element && node.closest('[role=dialog]'))) {
          window.__shownAt = performance.now();
          observer.disconnect();
          return;
        }
  });
  observer.observe(document.body, { childList: true, subtree: true });
})()`;

async function logOnce(page: Page, session: CDPSession, comment: string): Promise<number> {
  await page.getByRole('button', { name: `Log an entry in ${CATEGORY}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Entry' });
  await dialog.getByRole('combobox', { name: /^Item/ }).fill(ITEM);
  await page.getByRole('option', { name: ITEM, exact: true }).click();
  await dialog.getByRole('button', { name: 'Praise' }).click();
  await dialog.getByLabel(/^Comment/).fill(comment);
  await page.evaluate(watchSave(comment));
  await session.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
  try {
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt, undefined, {
      polling: 50,
      timeout: 60_000,
    });
    await dialog.waitFor({ state: 'detached' });
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  return page.evaluate(() => {
    const times = window as unknown as { __savedAt: number; __shownAt: number };
    return times.__shownAt - times.__savedAt;
  });
}

/**
 * Entries logged on a phone in a new walk of `walkPath`'s school, online and then offline (the
 * page already open, as in a hallway that loses signal); the median of each.
 */
export async function measureLogEntry(
  browser: Browser,
  baseUrl: string,
  walkPath: string,
  cookie: string,
): Promise<LogEntryReport> {
  const context = await phoneContext(browser, baseUrl, cookie, DESKTOP);
  try {
    const page = await context.newPage();
    await page.goto(walkPath);
    await waitForServiceWorker(page);
    await page.getByRole('tab', { name: 'Log Entries' }).click();
    await page.getByRole('button', { name: `Log an entry in ${CATEGORY}` }).waitFor();
    // One DevTools session for the CPU slowdown: detaching one gave the page back
    // `navigator.onLine` (the offline runs ran in an app that thought itself online).
    const session = await context.newCDPSession(page);
    const runs = async (label: string, isOnline: boolean) => {
      const figures: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        if ((await page.evaluate(() => navigator.onLine)) !== isOnline)
          throw new Error(`the ${label} run ${run} found the page ${isOnline ? 'offline' : 'online'}`);
        figures.push(await logOnce(page, session, `Bench entry ${label} ${run} ${Date.now()}`));
      }
      return median(figures, (figure) => figure);
    };
    const online = await runs('online', true);
    await context.setOffline(true);
    // The app says once that it is offline and what still works.
    const notice = page.getByRole('dialog', { name: 'You are offline' });
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'detached' });
    const offline = await runs('offline', false);
    return { online, offline };
  } finally {
    await context.close();
  }
}
