import { landingOf, ROLES, type ResolvedPermissions, type TMeResponse } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, menuItems, signIn, signInAndWait, signOutThroughMenu } from '../support/app.js';
import { DESKTOP, newContext, PHONE, screenshot, useBrowser } from '../support/browser.js';
import { linkFromNewMail, mailsTo } from '../support/mail.js';
import { SignInPage } from '../support/pages/sign-in.js';
import { arrive, visit } from '../support/screens.js';

/** Runs `each` over `items`, at most `atOnce` at a time. */
async function forEachAtOnce<T>(items: readonly T[], atOnce: number, each: (item: T) => Promise<void>) {
  const pending = [...items];
  const lane = async () => {
    for (let item = pending.shift(); item !== undefined; item = pending.shift()) await each(item);
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
}

// One account per role, plus a second principal and product staff (issue 2, demo data).
const DEMO_ACCOUNTS = [...ROLES, 'principal2', 'staff'].map((name) => `${name}@demo.schooldog.test`);
/** A role that lands on the dashboard and one that lands on the resource links. */
const SCREENSHOTTED = ['principal@demo.schooldog.test', 'work_order_submitter@demo.schooldog.test'];

describe('sign-in', () => {
  const browser = useBrowser();

  // Every account on a phone; on a desktop the two whose landing screens differ (the dashboard and
  // the work orders). How the menu follows each permission is the web's navigation tests'.
  it.each([
    ['phone', PHONE, DEMO_ACCOUNTS],
    ['desktop', DESKTOP, SCREENSHOTTED],
  ] as const)(
    'every demo account signs in on a %s and the menu shows what its role may use',
    // Sixteen accounts, each landing screen and menu checked with axe-core, three at a time: each
    // waits mostly on the server and the page, not the processor.
    { timeout: 480_000 },
    async (label, viewport, accounts) => {
      await forEachAtOnce(accounts, 3, async (email) => {
        const context = await newContext(browser(), { viewport });
        const page = await context.newPage();
        await signInAndWait(page, email);
        const me = await api<TMeResponse>(context, 'GET', '/api/me');
        const permissions = me.permissions as ResolvedPermissions;
        const start = landingOf(permissions);
        const mayUseDashboard = start === 'dashboard';
        // Without a dashboard permission the user lands on the work orders when they may propose or
        // be proposed them, else on the resource links, told there what the app offers them (spec 000 §2).
        const landing = { dashboard: '/dashboard', tasks: '/tasks', resources: '/resources/links' }[start];
        await arrive(page, (url) => url.pathname === landing);
        await (
          start === 'dashboard'
            ? page.getByRole('heading', { name: `Welcome, ${me.user.firstName}!` })
            : start === 'tasks'
              ? page.getByRole('heading', { name: 'Work Orders', level: 1 })
              : page.getByText(`Welcome, ${me.user.firstName}`, { exact: true })
        ).waitFor();
        if (SCREENSHOTTED.includes(email)) {
          await screenshot(page, `signed-in-${email.split('@')[0]}-${label}`);
        }
        const items = await menuItems(page);
        expect(items.includes('Dashboard'), `${email} Dashboard`).toBe(mayUseDashboard);
        for (const always of ['Links', 'Get Support', 'Terms', 'Privacy'])
          expect(items, email).toContain(always);
        expect(items.includes('SchoolDog Admin'), `${email} staff-only item`).toBe(me.user.isSchoolDogStaff);
        await context.close();
      });
    },
  );

  it('shows the district-level welcome and a school welcome', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInAndWait(page, 'district_safety_coordinator@demo.schooldog.test');
    await page.getByText('District-Level Safety Coordinator · District-Level').waitFor();
    await context.close();
    const school = await newContext(browser());
    const schoolPage = await school.newPage();
    await signInAndWait(schoolPage, 'principal2@demo.schooldog.test');
    await schoolPage.getByText('Principal · Pine Ridge Middle School').waitFor();
    await school.close();
  });

  it("a wrong password shows 'The email / password combination is invalid.' and empty fields show 'Required'", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    const signInPage = await SignInPage.visit(page);
    await signInPage.submitButton.click();
    // Both fields say so: wait for the second before counting.
    await page.getByText('Required').nth(1).waitFor();
    await expect(page.getByText('Required').count()).resolves.toBe(2);
    await signIn(page, 'principal@demo.schooldog.test', 'not-the-password');
    await page.getByText('The email / password combination is invalid.').waitFor();
    await screenshot(page, 'sign-in-wrong-password-phone');
    expect(new URL(page.url()).pathname).toBe('/auth/signin');
    await context.close();
  });

  it('signing out through the user menu returns to sign-in, and the dashboard then asks to sign in', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInAndWait(page, 'educator@demo.schooldog.test');
    await signOutThroughMenu(page);
    await visit(page, '/dashboard', page.getByRole('button', { name: 'Sign In' }));
    await SignInPage.arrive(page);
    await context.close();
  });

  it('forgot password: the emailed link sets a new password that signs in', async () => {
    const email = 'clerical@demo.schooldog.test';
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    await SignInPage.visit(page);
    await page.getByRole('link', { name: 'Reset password' }).click();
    // The sign-in form has an Email field too: wait for the new page before typing.
    await arrive(page, /\/auth\//, { ready: page.getByRole('heading', { name: 'Reset your password' }) });
    const seen = mailsTo(email).length;
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/If an account exists for that email/).waitFor();
    const link = await linkFromNewMail(email, '/auth/set-password', seen);
    await visit(page, link, page.getByLabel(/^New password/));
    await page.getByLabel(/^New password/).fill('a-new-password-42');
    await page.getByLabel(/^Confirm new password/).fill('a-new-password-42');
    await screenshot(page, 'set-password-phone');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();
    await signInAndWait(page, email, 'a-new-password-42');

    // The link works once.
    const again = await context.newPage();
    await visit(again, link, again.getByLabel(/^New password/));
    await again.getByLabel(/^New password/).fill('another-password-42');
    await again.getByLabel(/^Confirm new password/).fill('another-password-42');
    await again.getByRole('button', { name: 'Save password' }).click();
    await again.getByText('The action link is invalid.').waitFor();
    await context.close();
  });

  it('a passwordless sign-in link signs in once', async () => {
    const email = 'sro@demo.schooldog.test';
    const context = await newContext(browser());
    const page = await context.newPage();
    await SignInPage.visit(page);
    await page.getByRole('link', { name: 'Sign in without password' }).click();
    await arrive(page, /\/auth\//, {
      ready: page.getByRole('heading', { name: 'Sign in without password' }),
    });
    const seen = mailsTo(email).length;
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByText(/If an account exists for that email/).waitFor();
    const link = await linkFromNewMail(email, '/auth/handle-sign-in-link', seen);
    await visit(page, link, page.getByRole('heading', { name: 'Welcome, Tina!' }));
    await arrive(page, /\/dashboard/);
    await context.close();

    const reuse = await newContext(browser());
    const reusePage = await reuse.newPage();
    await visit(reusePage, link, reusePage.getByText('The action link is invalid.'));
    await reuse.close();
  });

  it('a sign-in link request for an unknown address looks the same and sends nothing', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await visit(page, '/auth/sign-in-link', page.getByLabel(/^Email/));
    await page.getByLabel(/^Email/).fill('nobody@nowhere.test');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByText(/If an account exists for that email/).waitFor();
    expect(mailsTo('nobody@nowhere.test')).toEqual([]);
    expect(DEMO_PASSWORD.length).toBeGreaterThan(7);
    await context.close();
  });
});
