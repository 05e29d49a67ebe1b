import type { Locator, Page } from 'playwright-core';
import { checkAccessibility } from '../a11y.js';
import { openActionMenuItem } from '../app.js';
import { visit } from '../screens.js';

/** The Start a SchoolDog Walk dialog. */
export class StartWalkDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Start a SchoolDog Walk' });
  }

  /** From the dashboard's My Current Walks card, or from the floating action menu. */
  static async open(
    page: Page,
    from: 'dashboard card' | 'action menu' = 'action menu',
  ): Promise<StartWalkDialog> {
    if (from === 'dashboard card') {
      await visit(page, '/dashboard', page.getByRole('heading', { name: 'Action Panel' }));
      // On a phone the cards wait behind 'View dashboard', after the Action Panel.
      const expander = page.getByRole('button', { name: 'View dashboard' });
      if (await expander.isVisible()) await expander.click();
      await page
        .getByRole('region', { name: 'My Current Walks' })
        .getByRole('button', { name: 'Start Walk' })
        .click();
    } else {
      await openActionMenuItem(page, 'Start Walk');
    }
    const start = new StartWalkDialog(page);
    await start.dialog.waitFor();
    await checkAccessibility(page, 'start walk dialog');
    return start;
  }

  get school() {
    return this.dialog.getByRole('combobox', { name: /^School/ });
  }
  get collaborators() {
    return this.dialog.getByRole('combobox', { name: 'Collaborators (optional)' });
  }

  /** The School field's label, which marks it required ('School *'; the outline's legend repeats it). */
  get requiredSchoolLabel() {
    return this.dialog.getByText(/^School\s*\*$/).first();
  }

  async start() {
    await this.dialog.getByRole('button', { name: 'Start Walk' }).click();
  }
}
