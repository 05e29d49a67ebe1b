import type { Locator, Page } from 'playwright-core';
import { checkAccessibility } from '../a11y.js';

/** The toolbar's unsynced-changes button and the sync panel it opens. */
export class SyncPanel {
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('dialog', { name: 'Unsynced changes' });
  }

  /** The toolbar button, shown while changes wait ('20 unsynced changes'). */
  get button() {
    return this.page.getByRole('button', { name: /unsynced changes?$/ });
  }

  async open(): Promise<this> {
    await this.button.click();
    await this.panel.waitFor();
    await checkAccessibility(this.page, 'sync panel');
    return this;
  }

  async close() {
    await this.panel.getByRole('button', { name: 'Close' }).click();
    await this.panel.waitFor({ state: 'detached' });
  }
}
