import type { TMeResponse } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { api, signIn, signInAndWait } from '../support/app.js';
import { DESKTOP, newContext, PHONE, screenshot, useBrowser } from '../support/browser.js';

describe('app shell and guards', () => {
  const browser = useBrowser();

  it('sends an unauthenticated user to sign-in and back to the page they wanted', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/users/edit');
    await page.waitForURL(/\/auth\/signin/);
    await page.getByLabel(/^Email/).fill('educator@demo.schooldog.test');
    await page.getByLabel(/^Password/).fill((await import('../support/app.js')).DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/users\/edit/);
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await context.close();
  });

  it("unknown paths show 'Page Not Found' and /error/unexpected shows 'An Error Ocurred'", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.getByText('Page Not Found').waitFor();
    await screenshot(page, 'not-found-phone');
    await page.goto('/error/unexpected');
    await page.getByText('An Error Ocurred').waitFor();
    await context.close();
  });

  it('a Spanish browser sees Spanish, before and after sign-in', async () => {
    const context = await newContext(browser(), { viewport: PHONE, locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto('/auth/signin');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    await signIn(page, 'principal@demo.schooldog.test');
    await page.getByRole('heading', { name: 'Le damos la bienvenida, Maria' }).waitFor();
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

    await staffPage.goto('/admin/schooldog');
    const maintenance = staffPage.getByRole('switch', { name: 'Maintenance mode' });
    try {
      await maintenance.check();
      await staffPage.getByText('Changes saved successfully').waitFor();
      await screenshot(staffPage, 'schooldog-admin-desktop');
      await page.goto('/users/edit');
      await page.waitForURL(/\/utility\/maintenance/);
      await page.getByText('We will be back soon').waitFor();
      await screenshot(page, 'maintenance-phone');
      // Product staff are not held, so they can switch it off again.
      await staffPage.reload();
      await staffPage.getByRole('heading', { name: 'SchoolDog Administration' }).waitFor();
      expect(new URL(staffPage.url()).pathname).toBe('/admin/schooldog');
      await maintenance.uncheck();
      await staffPage.getByText('Changes saved successfully').first().waitFor();
    } finally {
      await api(staff, 'PATCH', '/api/app-settings', { maintenanceMode: false });
    }
    await page.reload();
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('heading', { name: 'Welcome, Maria!' }).waitFor();
    // The page is staff-only: a principal is sent back to the dashboard.
    await page.goto('/admin/schooldog');
    await page.waitForURL(/\/dashboard/);
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
    await page.reload();
    await page.getByText('You were automatically signed out due to inactivity').waitFor();
    await page.waitForURL(/\/auth\/signin/);
    const after = await context.request.get('/api/me');
    expect(after.status()).toBe(401);
    await context.close();
  });

  it("edits the own profile with 'Changes saved successfully'", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    await signInAndWait(page, 'custodial@demo.schooldog.test');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await page.waitForURL(/\/users\/edit/);
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
    await page.goto('/terms');
    await page
      .getByText(/children and students may not hold accounts/i)
      .first()
      .waitFor();
    await page.goto('/privacy');
    await page
      .getByText(/children and students may not hold accounts/i)
      .first()
      .waitFor();
    await screenshot(page, 'privacy-phone');
    await context.close();
  });
});
