import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkAccessibility } from '../a11y.js';
import { arrive, visit } from '../screens.js';

/** The walks list (/walks): My Walks and Team Walks, their filters and cards. */
export class WalksList {
  constructor(readonly page: Page) {}

  static async visit(page: Page, query = ''): Promise<WalksList> {
    await visit(
      page,
      query ? `/walks?${query}` : '/walks',
      page.getByRole('heading', { name: 'SchoolDog Walks' }),
    );
    return new WalksList(page);
  }

  /** The buttons that open a walk at a school ('Open the walk at …'). */
  openButtons(school: string): Locator {
    return this.page.getByRole('button', { name: `Open the walk at ${school}` });
  }

  /** The cards of walks at a school, newest first. */
  cards(school: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.openButtons(school) });
  }

  /** Team Walks → Filters → Awaiting my action → Show walks. */
  async showTeamWalksAwaitingMe() {
    await this.page.getByRole('tab', { name: 'Team Walks' }).click();
    await arrive(this.page, /currentTab=1/);
    await this.page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = this.page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await checkAccessibility(this.page, 'walk filters');
    const awaitingMyAction = drawer.getByRole('switch', { name: 'Awaiting my action' });
    // Not check(): the switch follows the query string, a moment after the click.
    await awaitingMyAction.click();
    await this.page.waitForURL(/awaitingMyAction=true/);
    await expect.poll(() => awaitingMyAction.isChecked()).toBe(true);
    await drawer.getByRole('button', { name: 'Show walks' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await checkAccessibility(this.page, 'walks awaiting my action');
  }
}
