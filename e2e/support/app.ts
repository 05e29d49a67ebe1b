import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkAccessibility } from './a11y.js';
import { baseUrl, newContext } from './browser.js';
import { DEMO_PASSWORD } from './global-setup.js';
import { accountMenuButton, SignInPage } from './pages/sign-in.js';
import { arrive } from './screens.js';

export { DEMO_PASSWORD };

/** The sign-in page, used the way a person would: labels and button names. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await (await SignInPage.visit(page)).signIn(email, password);
}

/** Signs in and waits until the signed-in shell shows. */
export async function signInAndWait(page: Page, email: string, password = DEMO_PASSWORD) {
  await signIn(page, email, password);
  await arrive(page, (url) => !url.pathname.startsWith('/auth/'), { ready: accountMenuButton(page) });
}

/**
 * `use` on a page of a fresh context (own cookies, the width and language given), signed in as
 * `email`; the context closes afterwards, whether `use` passed or failed.
 */
export async function asSignedIn(
  browser: Browser,
  { email, ...options }: Parameters<typeof newContext>[1] & { email: string },
  use: (page: Page) => Promise<void>,
) {
  const context = await newContext(browser, options);
  try {
    const page = await context.newPage();
    await signInAndWait(page, email);
    await use(page);
  } finally {
    await context.close();
  }
}

/** The names of the links in the navigation menu (opening the drawer on a phone). */
export async function menuItems(page: Page): Promise<string[]> {
  const opener = page.getByRole('button', { name: /^(Open menu|Abrir menú)$/ });
  if (await opener.isVisible()) await opener.click();
  const nav = page.getByRole('navigation', { name: /^(Main menu|Menú principal)$/ });
  await nav.getByRole('link').first().waitFor();
  await checkAccessibility(page, 'main menu');
  const names = await nav.getByRole('link').allInnerTexts();
  if (await opener.isVisible().catch(() => false)) await page.keyboard.press('Escape');
  return names.map((name) => name.trim());
}

/** Signs out through the user menu. */
export async function signOutThroughMenu(page: Page) {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: /^(Sign Out|Cerrar sesión)$/ }).click();
  await SignInPage.arrive(page);
}

/** Signs a context in through the API: for a person the test only sets data up with (sign-in.e2e.ts covers the page). */
export async function signInThroughApi(context: BrowserContext, email: string, password = DEMO_PASSWORD) {
  await call(context, 'POST', '/api/auth/sign-in/email', { email, password }, 200);
}

/** The Origin a page of the app sends; the server refuses writes without it (CSRF defence). */
export function sameOrigin(): Record<string, string> {
  return { origin: baseUrl() };
}

/** Calls the API with the context's cookies (same origin, as the app does), expecting `status`. */
export async function call<T>(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body: object | undefined,
  status: number,
): Promise<T> {
  const response = await context.request.fetch(path, {
    method,
    headers: sameOrigin(),
    ...(body ? { data: body } : {}),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** Calls the API with the context's cookies, expecting 200. */
export function api<T>(
  context: BrowserContext,
  method: 'GET' | 'PATCH',
  path: string,
  body?: object,
): Promise<T> {
  return call<T>(context, method, path, body, 200);
}

/** An item of the floating action menu: it opens on hover with a mouse and on a tap on a touch screen. */
export async function openActionMenuItem(page: Page, name: string) {
  const item = page.getByRole('menuitem', { name });
  const actions = page.getByRole('button', { name: 'Actions' });
  await actions.hover();
  const isOpen = await item.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!isOpen) await actions.click();
  await item.click();
}

/**
 * Waits for a dialog to close; if it stays, the failure says what the dialog shows (an error
 * message, a spinner's label) instead of only that it is still there.
 */
export async function waitUntilClosed(dialog: Locator, timeout = 30_000) {
  try {
    await dialog.waitFor({ state: 'detached', timeout });
  } catch (error) {
    const text = await dialog.innerText({ timeout: 1_000 }).catch(() => '(unreadable)');
    throw new Error(`The dialog stayed open, showing:\n${text}`, { cause: error });
  }
}
