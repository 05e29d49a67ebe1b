import { createHmac } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAndWait, signOutThroughMenu } from '../support/app.js';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser.js';
import { linkFromNewMail, mailsTo } from '../support/mail.js';
import { accountMenuButton, SignInPage } from '../support/pages/sign-in.js';
import { arrive, dialogNamed, visit } from '../support/screens.js';
import { type RunningApp, startApp } from '../support/server.js';

/*
 * Issue 13's journey on a district's first start: setup on an empty database, a CSV import with a
 * bad row, a new user's set-password mail, an authenticator app, and archiving that ends a session.
 * It gets its own empty server (setup works once); the shared demo server is not used.
 */

const ADMIN = { firstName: 'Avery', lastName: 'Stone', email: 'avery.stone@lakeside.example' };
const ADMIN_PASSWORD = 'lakeside-admin-passphrase';
const USER_PASSWORD = 'a-teacher-passphrase-42';
const SCHOOL = 'Lakeside Elementary School';

interface Person {
  first: string;
  last: string;
  email: string;
  role?: string;
}

/** The three staff of the CSV. */
const staffOf = (label: string): [Person, Person, Person] => [
  { first: 'Dana', last: 'Reyes', email: `dana.reyes.${label}@lakeside.example` },
  { first: 'Eli', last: 'Brooks', email: `eli.brooks.${label}@lakeside.example` },
  { first: 'Fay', last: 'Ng', email: `fay.ng.${label}@lakeside.example` },
];

/** RFC 4648 base32 (what otpauth URIs carry) to bytes. */
function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** An authenticator app's code (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits). */
function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (hmac.at(-1) ?? 0) & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** A context of the onboarding server, as a browser on its own (cookies and storage). */
const contextOn = (browser: Browser, app: RunningApp, viewport: { width: number; height: number }) =>
  browser.newContext({ baseURL: app.baseUrl, viewport, locale: 'en-US' });

/** Opens a link of the main menu (the drawer on a phone), as a person would. */
async function openMenuLink(page: Page, name: string, timeout?: number) {
  const opener = page.getByRole('button', { name: 'Open menu' });
  if (await opener.isVisible()) await opener.click({ timeout });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name }).click({ timeout });
}

/** Chooses a CSV file in the import dialog through the file chooser its button opens. */
async function chooseCsv(page: Page, name: string, csv: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose CSV file' }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

async function setUpDistrict(page: Page, label: string) {
  // The first visit of an empty district leads to setup.
  await visit(page, '/', page.getByRole('heading', { name: 'Set up your district' }));
  expect(new URL(page.url()).pathname).toBe('/auth/setup');
  await page.getByLabel(/^District name/).fill('Lakeside County Schools');
  await page.getByLabel(/^Time zone/).fill('America/Chicago');
  await page.getByRole('option', { name: 'America/Chicago' }).click();
  await page.getByLabel(/^School 1 name/).fill(SCHOOL);
  await page.getByLabel(/^First name/).fill(ADMIN.firstName);
  await page.getByLabel(/^Last name/).fill(ADMIN.lastName);
  await page.getByLabel(/^Email/).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(ADMIN_PASSWORD);
  await screenshot(page, `onboarding-setup-${label}`);
  await page.getByRole('button', { name: 'Create district and sign in' }).click();
  await arrive(page, (url) => url.pathname === '/dashboard', {
    ready: page.getByRole('heading', { name: `Welcome, ${ADMIN.firstName}!` }),
  });
}

/** The import: a file with a bad row is refused with that row's errors, the fixed file imports. */
async function importUsers(page: Page, users: [Person, Person, Person]) {
  await openMenuLink(page, 'Manage Users');
  await arrive(page, /\/admin\/manageUsers/, { ready: page.getByRole('heading', { name: 'Manage Users' }) });
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = await dialogNamed(page, 'Import Users from CSV');
  const csvOf = (rows: Person[]) =>
    [
      'First Name,Last Name,Email,Title,Role,Schools',
      ...rows.map(
        (user) => `${user.first},${user.last},${user.email},Teacher,${user.role ?? 'Educator'},${SCHOOL}`,
      ),
    ].join('\n');

  const [first, second, third] = users;
  const badRow = { ...second, email: 'not-an-email', role: 'Janitor' };
  await chooseCsv(page, 'staff.csv', csvOf([first, badRow, third]));
  await dialog.getByText('1 row has errors. Fix it in the file and choose the file again.').waitFor();
  await dialog.getByText('Email: Please enter a valid email').waitFor();
  await dialog.getByText('Role: This is not a role. Use a role name from the list, or its key.').waitFor();
  await expect(dialog.getByRole('button', { name: 'Import 3 users' }).isDisabled()).resolves.toBe(true);

  await chooseCsv(page, 'staff-fixed.csv', csvOf(users));
  await dialog.getByText('All 3 users are ready to import.').waitFor();
  const importButton = dialog.getByRole('button', { name: 'Import 3 users' });
  await waitEnabled(importButton);
  await importButton.click();
  await dialog.waitFor({ state: 'detached' });
  for (const user of users) await page.getByText(`${user.first} ${user.last}`).first().waitFor();
}

/** Waits until a button may be pressed (the server's preview has answered). */
async function waitEnabled(button: Locator) {
  await expect.poll(() => button.isEnabled()).toBe(true);
}

/** The new user: the set-password mail, sign-in, a verified address, then an authenticator app. */
async function newUserEnrols(page: Page, app: RunningApp, email: string): Promise<string> {
  const link = await linkFromNewMail(email, '/auth/set-password', 0, { folder: app.dataDir });
  await visit(page, link, page.getByLabel(/^New password/));
  await page.getByLabel(/^New password/).fill(USER_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(USER_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByText('Your password has been changed.', { exact: false }).waitFor();
  await signInAndWait(page, email, USER_PASSWORD);

  await visit(page, '/users/edit', page.getByRole('heading', { name: 'Multi-Factor Authentication' }));
  const sendVerification = page.getByRole('button', { name: 'Send verification email' });
  const setUpApp = page.getByRole('button', { name: 'Set up authenticator app' });
  await setUpApp.waitFor();
  if (await sendVerification.isVisible()) {
    // MFA waits for a verified address: the user follows the verification mail.
    const seen = mailsTo(email, app.dataDir).length;
    await sendVerification.click();
    const verify = await linkFromNewMail(email, '/auth/verify-email', seen, { folder: app.dataDir });
    await visit(page, verify, page.getByText('Thank you, your email address is verified.'));
    await visit(page, '/users/edit', setUpApp);
  }
  await waitEnabled(setUpApp);
  await setUpApp.click();
  const reauth = await dialogNamed(page, "Confirm it's you");
  await reauth.getByLabel(/^Password/).fill(USER_PASSWORD);
  await reauth.getByRole('button', { name: 'Continue' }).click();
  const setup = await dialogNamed(page, 'Set up an authenticator app');
  const secret = (await setup.locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
  await setup.getByLabel(/^6-digit code from the app/).fill(totp(secret));
  // The toast shows while the recovery codes are read: wait for it from the click, since on a
  // busy machine it can be gone by the time the codes' dialog has closed.
  const turnedOn = page.getByText('Multi-Factor Authentication is on').first().waitFor();
  await setup.getByRole('button', { name: 'Verify' }).click();
  const codes = await dialogNamed(page, 'Your recovery codes');
  await codes.getByRole('button', { name: 'Done' }).click();
  await codes.waitFor({ state: 'detached' });
  await turnedOn;
  return secret;
}

/** Signing in again asks for the app's code. */
async function signInWithCode(page: Page, email: string, secret: string) {
  await signOutThroughMenu(page);
  await (await SignInPage.visit(page)).signIn(email, USER_PASSWORD);
  const code = page.getByLabel(/^6-digit code/);
  await code.waitFor();
  await code.fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await arrive(page, (url) => !url.pathname.startsWith('/auth/'), { ready: accountMenuButton(page) });
}

async function closeAll(...contexts: (BrowserContext | undefined)[]) {
  for (const context of contexts) await context?.close();
}

describe('onboarding a district', () => {
  const browser = useBrowser();

  // The journey in full on a phone; a desktop sees the setup form and the imported users on the same server.
  it(
    'on a phone: setup, CSV import, set-password mail, authenticator app, archive; on a desktop, the setup and users screens',
    { timeout: 300_000 },
    async () => {
      const label = 'phone';
      const app = await startApp({ demo: false });
      let admin: BrowserContext | undefined;
      let user: BrowserContext | undefined;
      let desktop: BrowserContext | undefined;
      try {
        desktop = await contextOn(browser(), app, DESKTOP);
        const desktopPage = await desktop.newPage();
        await visit(desktopPage, '/', desktopPage.getByRole('heading', { name: 'Set up your district' }));
        await screenshot(desktopPage, 'onboarding-setup-desktop');

        admin = await contextOn(browser(), app, PHONE);
        const adminPage = await admin.newPage();
        await setUpDistrict(adminPage, label);

        const users = staffOf(label);
        await importUsers(adminPage, users);
        await screenshot(adminPage, `onboarding-imported-${label}`);
        await signInAndWait(desktopPage, ADMIN.email, ADMIN_PASSWORD);
        await visit(
          desktopPage,
          '/admin/manageUsers',
          desktopPage.getByText(`${users[0].first} ${users[0].last}`),
        );
        await screenshot(desktopPage, 'onboarding-imported-desktop');

        const [dana] = users;
        user = await contextOn(browser(), app, PHONE);
        const userPage = await user.newPage();
        const secret = await newUserEnrols(userPage, app, dana.email);
        await signInWithCode(userPage, dana.email, secret);

        // The administrator archives Dana; her open page notices at its next request.
        await adminPage.getByRole('button', { name: `Actions for ${dana.first} ${dana.last}` }).click();
        await adminPage.getByRole('menuitem', { name: 'Archive' }).click();
        await adminPage.getByText(`${dana.first} ${dana.last} was archived and signed out.`).waitFor();
        // Her next request finds the session gone; a background one may get there before her click.
        await openMenuLink(userPage, 'Links', 10_000).catch((error: unknown) => {
          if (!new URL(userPage.url()).pathname.startsWith('/auth/')) throw error;
        });
        // Signing in again is refused with a clear message.
        const signInPage = await SignInPage.arrive(userPage);
        await signInPage.signIn(dana.email, USER_PASSWORD);
        await userPage
          .getByText('This account has been archived. Please contact your district administrator.')
          .waitFor();
      } finally {
        await closeAll(admin, user, desktop);
        await app.stop();
      }
    },
  );
});
