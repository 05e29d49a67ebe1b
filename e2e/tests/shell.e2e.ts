import type { TMeResponse } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { api, asSignedIn, DEMO_PASSWORD, signIn, signInAndWait } from '../support/app.js';
import { DESKTOP, newContext, PHONE, screenshot, useBrowser } from '../support/browser.js';
import { accountMenuButton, SignInPage } from '../support/pages/sign-in.js';
import { arrive, reload, visit } from '../support/screens.js';

describe('app shell and guards', () => {
  const browser = useBrowser();

  it('sends an unauthenticated user to sign-in and back to the page they wanted', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await visit(page, '/users/edit', page.getByRole('button', { name: 'Sign In' }));
    const signInPage = await SignInPage.arrive(page);
    await signInPage.email.fill('educator@demo.schooldog.test');
    await signInPage.password.fill(DEMO_PASSWORD);
    await signInPage.submitButton.click();
    await arrive(page, /\/users\/edit/, { ready: page.getByRole('heading', { name: 'Edit Profile' }) });
    await context.close();
  });

  it("unknown paths show 'Page Not Found' and /error/unexpected shows 'An Error Ocurred'", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    await visit(page, '/no/such/page', page.getByText('Page Not Found'));
    await screenshot(page, 'not-found-phone');
    await visit(page, '/error/unexpected', page.getByText('An Error Ocurred'));
    await context.close();
  });

  it('a Spanish browser sees Spanish, before and after sign-in', async () => {
    const context = await newContext(browser(), { viewport: PHONE, locale: 'es-MX' });
    const page = await context.newPage();
    await SignInPage.visit(page);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
    await signIn(page, 'principal@demo.schooldog.test');
    await arrive(page, /\/dashboard/, {
      ready: page.getByRole('heading', { name: 'Le damos la bienvenida, Maria' }),
    });
    await screenshot(page, 'dashboard-spanish-phone');
    await page.getByRole('button', { name: /^Menú de la cuenta de/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor();
    await context.close();
  });

  it('maintenance mode, switched by product staff, holds users on /utility/maintenance and releases them to /', async () => {
    const staff = await newContext(browser());
    const staffPage = await staff.newPage();
    await signInAndWait(staffPage, 'staff@demo.schooldog.test');
    const user = await newContext(browser(), { viewport: PHONE });
    const page = await user.newPage();
    await signInAndWait(page, 'principal@demo.schooldog.test');

    await visit(staffPage, '/admin/schooldog');
    const maintenance = staffPage.getByRole('switch', { name: 'Maintenance mode' });
    try {
      // The switch moves once the save has cancelled any read of the settings still on its way.
      await maintenance.click();
      await expect.poll(() => maintenance.isChecked()).toBe(true);
      await staffPage.getByText('Changes saved successfully').waitFor();
      await screenshot(staffPage, 'schooldog-admin-desktop');
      await visit(page, '/users/edit', page.getByText('We will be back soon'));
      await arrive(page, /\/utility\/maintenance/);
      await screenshot(page, 'maintenance-phone');
      // Product staff are not held, so they can switch it off again.
      await reload(staffPage, staffPage.getByRole('heading', { name: 'SchoolDog Administration' }));
      expect(new URL(staffPage.url()).pathname).toBe('/admin/schooldog');
      await maintenance.click();
      await expect.poll(() => maintenance.isChecked()).toBe(false);
      await staffPage.getByText('Changes saved successfully').first().waitFor();
    } finally {
      await api(staff, 'PATCH', '/api/app-settings', { maintenanceMode: false });
    }
    await reload(page, page.getByRole('heading', { name: 'Welcome, Maria!' }));
    await arrive(page, /\/dashboard/);
    // The page is staff-only: a principal is sent back to the dashboard.
    await visit(page, '/admin/schooldog', page.getByRole('heading', { name: 'Welcome, Maria!' }));
    await arrive(page, /\/dashboard/);
    await staff.close();
    await user.close();
  });

  it("signs a user out after 24 hours of inactivity with 'You were automatically signed out due to inactivity'", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInAndWait(page, 'assistant_principal@demo.schooldog.test');
    const me = await api<TMeResponse>(context, 'GET', '/api/me');
    expect(me.autoSignOut).toEqual({ isEnabled: true, afterHours: 24 });
    await page.evaluate(() => localStorage.setItem('sd.lastActivityAt', String(Date.now() - 25 * 3_600_000)));
    await reload(page, page.getByText('You were automatically signed out due to inactivity'));
    await SignInPage.arrive(page);
    const after = await context.request.get('/api/me');
    expect(after.status()).toBe(401);
    await context.close();
  });

  it("edits the own profile with 'Changes saved successfully'", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    await signInAndWait(page, 'custodial@demo.schooldog.test');
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await arrive(page, /\/users\/edit/);
    await page.getByLabel(/^Title/).fill('Lead Custodian');
    await page.getByLabel('Reminders (nudges)').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved successfully').waitFor();
    await screenshot(page, 'edit-profile-desktop');
    const me = await api<TMeResponse>(context, 'GET', '/api/me');
    expect(me.user.title).toBe('Lead Custodian');
    expect(me.user.communicationPreferences.nudge).toBe(false);
    await page.getByLabel(/^First name/).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required').waitFor();
    await context.close();
  });

  it('terms and privacy are readable without signing in', async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    await visit(page, '/terms', page.getByText(/children and students may not hold accounts/i));
    await visit(page, '/privacy', page.getByText(/children and students may not hold accounts/i));
    await screenshot(page, 'privacy-phone');
    await context.close();
  });

  it.each(['en-US', 'es-ES'])(
    'tables and toolbars at 1280 px (%s): Manage Users does not scroll sideways and keeps Custodial/Environmental whole',
    (locale) =>
      asSignedIn(
        browser(),
        { viewport: DESKTOP, locale, email: 'schooldog_master_admin@demo.schooldog.test' },
        async (page) => {
          // visit() checks the screen, which fails on a sideways scroll.
          await visit(page, '/admin/manageUsers', page.getByRole('table'));
          const role = page
            .getByRole('cell', { name: /^(Custodial\/Environmental|Conserjería y ambiente)/ })
            .first();
          // The role's first word on one line: its text lays out as a single line box.
          const lines = await role.evaluate((cell) => {
            const text =
              Array.from(cell.childNodes).find((node) => node.nodeType === Node.TEXT_NODE) ?? cell.firstChild;
            if (!text) return 0;
            const range = document.createRange();
            const firstWord = (text.textContent ?? '').split(' ')[0] ?? '';
            range.setStart(text, 0);
            range.setEnd(text, firstWord.length);
            return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
          });
          expect(lines).toBe(1);
          await screenshot(page, `manage-users-desktop-${locale}`);
        },
      ),
  );
});
