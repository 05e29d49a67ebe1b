import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkAccessibility } from '../a11y.js';
import { arrive } from '../screens.js';
import { LogEntryDialog } from './log-entry-dialog.js';

export const WALK_PATH = /\/walks\/walk\/([A-Za-z0-9]{20})$/;

/** A walk's screen (/walks/walk/:id and its review and complete views). */
export class WalkScreen {
  constructor(readonly page: Page) {}

  /** Waits for the walk's screen at `url` (by default any walk) and checks it. */
  static async arrive(page: Page, url: string | RegExp = WALK_PATH, timeout?: number): Promise<WalkScreen> {
    await arrive(page, url, timeout === undefined ? {} : { timeout });
    return new WalkScreen(page);
  }

  /** The walk's id, from the address. */
  get walkId(): string {
    return /\/walks\/walk\/([A-Za-z0-9]{20})/.exec(new URL(this.page.url()).pathname)?.[1] ?? '';
  }

  /** Text the walk's screen shows (its header's notice, such as 'Revisions Requested'). */
  shows(text: string): Locator {
    return this.page.getByRole('main').getByText(text, { exact: true }).first();
  }

  tab(name: 'Overview' | 'Log Entries' | 'Complete SchoolDog Walk') {
    return this.page.getByRole('tab', { name });
  }

  /** Opens a tab and checks what it shows. */
  async openTab(name: 'Overview' | 'Log Entries' | 'Complete SchoolDog Walk') {
    await this.tab(name).click();
    await checkAccessibility(this.page, `tab ${name}`);
  }

  /** Overview → Start Logging Entries → the category tiles. */
  async startLogging() {
    await this.page.getByRole('button', { name: 'Start Logging Entries' }).click();
    await this.page.getByRole('heading', { name: 'Log an entry' }).waitFor();
    await checkAccessibility(this.page, 'tab Log Entries');
  }

  /** A category tile → the Log Entry dialog with the category preset. */
  logEntryIn(category: string): Promise<LogEntryDialog> {
    return LogEntryDialog.openInCategory(this.page, category);
  }

  /** The entries beside the walk on a desktop. */
  get entriesPanel(): Locator {
    return this.page.getByRole('complementary', { name: 'Entries' });
  }

  /** On a phone, the floating entries button ('Show entries (2 entries)') opens them in a drawer. */
  async openEntriesDrawer(count: number): Promise<EntriesDrawer> {
    await this.page.getByRole('button', { name: `Show entries (${count} entries)` }).click();
    const drawer = new EntriesDrawer(this.page);
    await drawer.region.waitFor();
    await checkAccessibility(this.page, 'entries drawer');
    return drawer;
  }

  /** The review and complete buttons and fields that a read-only walk does not show. */
  async expectReadOnly() {
    const page = this.page;
    await expect(
      page.getByRole('button', { name: /^(Edit|Save|Review and Complete)$/ }).count(),
    ).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Log an entry in/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('textbox').count()).resolves.toBe(0);
    await expect(page.getByRole('combobox').count()).resolves.toBe(0);
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
  }
}

/** The walk's entries in the phone's drawer: the Entries region with a Close button. */
export class EntriesDrawer {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page
      .getByRole('region', { name: 'Entries' })
      .filter({ has: page.getByRole('button', { name: 'Close' }) });
  }

  /** An entry's card, by text it shows (its comment). */
  card(text: string): Locator {
    return this.region.getByRole('listitem').filter({ hasText: text });
  }

  /** Opens the Edit Entry dialog of the card showing `text`. */
  async edit(text: string): Promise<LogEntryDialog> {
    await this.card(text).getByRole('button', { name: 'Edit' }).click();
    return LogEntryDialog.editing(this.page);
  }

  async close() {
    await this.region.getByRole('button', { name: 'Close' }).click();
    await this.region.waitFor({ state: 'detached' });
  }
}
