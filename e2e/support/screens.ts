import type { Locator, Page } from 'playwright-core';
import { checkAccessibility } from './a11y.js';

/*
 * Moving between screens in a test goes through these, so each screen a test visits is checked
 * with axe-core (an ESLint rule keeps page.goto, waitForURL and reload out of the tests).
 */

type UrlMatch = string | RegExp | ((url: URL) => boolean);

/** Waits for what shows the screen is ready (a heading, a button), then checks it. */
async function settle(page: Page, ready?: Locator) {
  if (ready) await ready.first().waitFor();
  else await page.getByRole('main').first().waitFor();
  await checkAccessibility(page);
}

/** Opens a path of the app (or a full link, such as one from a mail) and checks the screen. */
export async function visit(page: Page, path: string, ready?: Locator): Promise<void> {
  await page.goto(path);
  await settle(page, ready);
}

/** Waits for the page to arrive at a URL (after a click, a redirect, a live update) and checks the screen. */
export async function arrive(
  page: Page,
  url: UrlMatch,
  options: { ready?: Locator; timeout?: number } = {},
): Promise<void> {
  await page.waitForURL(url, options.timeout === undefined ? {} : { timeout: options.timeout });
  await settle(page, options.ready);
}

/** Reloads the page and checks the screen it comes back to. */
export async function reload(page: Page, ready?: Locator): Promise<void> {
  await page.reload();
  await settle(page, ready);
}

/** The dialog named so, once open and checked. */
export async function dialogNamed(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await checkAccessibility(page);
  return dialog;
}
