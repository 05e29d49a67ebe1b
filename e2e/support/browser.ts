import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { animationsSettled, checkAccessibility } from './a11y.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** Both widths every screen is checked at, for `it.each`. */
export const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
const screenshotDir = fileURLToPath(new URL('../screenshots', import.meta.url));

/** One browser for the test file: launched before its tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

/** Debian's Chromium, never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export function dataDir(): string {
  return inject('dataDir');
}

/** A fresh browser context (own cookies and storage) at a given size and language. */
export async function newContext(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-US',
  });
}

/**
 * Saves a screenshot of the viewport (what a person sees) into e2e/screenshots (ignored by git) for
 * a person to look at: nothing hovered, once dialogs and drawers have finished sliding and fading
 * in (spinners may run on). The screen is checked with axe-core too.
 */
export async function screenshot(page: Page, name: string) {
  await page.mouse.move(1, 1);
  await animationsSettled(page);
  await checkAccessibility(page, name);
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** Waits until the service worker is active and controls the page (it claims the page on first install); answers its script path. */
export async function waitForServiceWorker(page: Page): Promise<string> {
  const scriptUrl = await page.evaluate(async () => {
    const container = navigator.serviceWorker;
    const registration = await container.ready;
    if (!container.controller) {
      await new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true }));
    }
    return registration.active?.scriptURL;
  });
  return new URL(scriptUrl ?? '', baseUrl()).pathname;
}
