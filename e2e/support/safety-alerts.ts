import type { TAdminUser, TAdminUsersPage, TMeResponse } from '@schooldog/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, signInAndWait, waitUntilClosed } from './app.js';
import { type DESKTOP, newContext, type PHONE, waitForServiceWorker } from './browser.js';
import { savedQueries } from './outbox.js';
import { LogEntryDialog } from './pages/log-entry-dialog.js';
import { dialogNamed, visit } from './screens.js';
import { SCHOOL } from './walk-journey.js';

/*
 * The safety alerts journeys' cast and steps (tests/safety-alerts.e2e.ts): who sends and receives,
 * the district's permission changes through the admin API, and logging an entry with an alert.
 */

// Demo people (apps/server/src/seed/demo.ts), all at Lakeview (SCHOOL).
export const CUSTODIAN = 'custodial@demo.schooldog.test'; // Janet Kim
export const PRINCIPAL = { email: 'principal@demo.schooldog.test', name: 'Maria Alvarez' };
export const SRO = { email: 'sro@demo.schooldog.test', name: 'Tina Marsh' };
export const ADMIN = 'staff@demo.schooldog.test';

const alertsButton = (page: Page) => page.getByRole('link', { name: /^Alerts/ });

/** The Alerts button says the unread count in its name ("Alerts, 2 unread"), or only "Alerts". */
export async function unreadOnButton(page: Page): Promise<number> {
  const name = (await alertsButton(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

export async function lakeviewId(context: BrowserContext): Promise<string> {
  const me = await api<TMeResponse>(context, 'GET', '/api/me');
  return me.schools.find((school) => school.name === SCHOOL)?.id ?? '';
}

export async function unreadOf(context: BrowserContext): Promise<number> {
  return (await api<{ count: number }>(context, 'GET', '/api/safety-alerts/unread')).count;
}

/** A demo user as the administrator edits them. */
async function adminUser(admin: BrowserContext, email: string): Promise<TAdminUser> {
  const { users } = await api<TAdminUsersPage>(admin, 'GET', `/api/admin/users?q=${email}`);
  const found = users.find((user) => user.email === email);
  if (!found) throw new Error(`no demo user ${email}`);
  return api<TAdminUser>(admin, 'GET', `/api/admin/users/${found.id}`);
}

/** Sets one permission of a demo user: at these schools, or taken away (null). */
export async function setPermission(
  admin: BrowserContext,
  email: string,
  name: string,
  schoolIds: string[] | null,
) {
  const { id, permissions } = await adminUser(admin, email);
  await api(admin, 'PATCH', `/api/admin/users/${id}`, {
    permissions: {
      ...permissions,
      [name]: schoolIds
        ? { hasPermission: true, always: false, forSchools: schoolIds }
        : { hasPermission: false, always: false, forSchools: [] },
    },
  });
}

/** Keeps what logging with an alert needs (the recipients saved on the device), then goes offline. */
export async function goOfflineReadyToAlert(page: Page, context: BrowserContext, schoolId: string) {
  await visit(page, '/entries', page.getByRole('button', { name: 'Actions' }));
  await waitForServiceWorker(page);
  await expect
    .poll(() => savedQueries(page))
    .toEqual(expect.arrayContaining([`["safetyAlerts","recipients","${schoolId}"]`]));
  await context.setOffline(true);
  const notice = await dialogNamed(page, /^You are offline/);
  await notice.getByRole('button', { name: 'OK' }).click();
  await waitUntilClosed(notice);
}

/** Log Entry with a door concern and the alert on, to these people: the dialog, not yet saved. */
export async function fillEntryWithAlert(
  page: Page,
  names: string[],
  message: string,
): Promise<LogEntryDialog> {
  const dialog = await LogEntryDialog.open(page);
  await dialog.chooseItem(
    'Exterior door propped open',
    'Exterior door propped open (Doors and Access Control)',
  );
  await dialog.opinion('Concern');
  await dialog.location.fill('East exit by the gym');
  await dialog.dialog.getByRole('switch', { name: 'Send a safety alert' }).click();
  const recipients = dialog.dialog.getByRole('combobox', { name: /^Recipients/ });
  for (const name of names) {
    await recipients.click();
    await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  }
  await dialog.dialog.getByRole('textbox', { name: 'Message (optional)' }).fill(message);
  return dialog;
}

export async function signedInContext(
  browser: Browser,
  viewport: typeof PHONE | typeof DESKTOP,
  email: string,
) {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await signInAndWait(page, email);
  return { context, page };
}
