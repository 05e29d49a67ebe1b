import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../global-setup.js';
import { arrive, visit } from '../screens.js';

/** The sign-in page (/auth/signin), in English or Spanish. */
export class SignInPage {
  constructor(readonly page: Page) {}

  static async visit(page: Page): Promise<SignInPage> {
    await visit(page, '/auth/signin', page.getByRole('button', { name: /^(Sign In|Iniciar sesión)$/ }));
    return new SignInPage(page);
  }

  /** Already on the sign-in page (sent there by a guard). */
  static async arrive(page: Page): Promise<SignInPage> {
    await arrive(page, /\/auth\/signin/, {
      ready: page.getByRole('button', { name: /^(Sign In|Iniciar sesión)$/ }),
    });
    return new SignInPage(page);
  }

  get email() {
    return this.page.getByLabel(/^(Email|Correo)/);
  }
  get password() {
    return this.page.getByLabel(/^(Password|Contraseña)/);
  }
  get submitButton() {
    return this.page.getByRole('button', { name: /^(Sign In|Iniciar sesión)$/ });
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submitButton.click();
  }
}

/** The account menu in the toolbar ('Account menu for …'). */
export const accountMenuButton = (page: Page) =>
  page.getByRole('button', { name: /^(Account menu for|Menú de la cuenta de)/ });
