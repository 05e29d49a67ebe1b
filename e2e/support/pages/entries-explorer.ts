import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { checkAccessibility } from '../a11y.js';
import { arrive, visit } from '../screens.js';
import { LogEntryDialog } from './log-entry-dialog.js';

/** The entries explorer (/entries) with its filters in the query string. */
export class EntriesExplorer {
  constructor(readonly page: Page) {}

  /** Opens the explorer with a query string, e.g. 'tag=e2e-tag'. */
  static async visit(page: Page, query = ''): Promise<EntriesExplorer> {
    await visit(page, query ? `/entries?${query}` : '/entries');
    return new EntriesExplorer(page);
  }

  /** The entries' links ('Open entry …'), first one first. */
  get entryLinks() {
    return this.page.getByRole('link', { name: /^Open entry/ });
  }

  /** Waits for the list, then for an entry showing `text`. */
  async expectEntry(text: string) {
    await this.entryLinks.first().waitFor();
    await this.page.getByText(text).waitFor();
    await checkAccessibility(this.page, 'entries list');
  }

  /** Downloads the filtered set through 'Download CSV' or 'Download PDF'; answers the file's contents. */
  async download(kind: 'CSV' | 'PDF'): Promise<Buffer> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('link', { name: `Download ${kind}` }).click(),
    ]);
    return readFileSync((await download.path()) ?? '');
  }

  /** Opens the first entry listed. */
  async openFirst(entryId: string): Promise<EntryPage> {
    await this.entryLinks.first().click();
    return EntryPage.arrive(this.page, entryId);
  }
}

/** One entry's page (/entries/:id). */
export class EntryPage {
  constructor(readonly page: Page) {}

  static async arrive(page: Page, entryId?: string, timeout?: number): Promise<EntryPage> {
    await arrive(page, entryId ? new RegExp(`/entries/${entryId}$`) : /\/entries\/[A-Za-z0-9]{20}$/, {
      ...(timeout === undefined ? {} : { timeout }),
    });
    return new EntryPage(page);
  }

  static async visit(page: Page, entryId: string): Promise<EntryPage> {
    await visit(page, `/entries/${entryId}`);
    return new EntryPage(page);
  }

  get entryId(): string {
    return new URL(this.page.url()).pathname.split('/').at(-1) ?? '';
  }

  async edit(): Promise<LogEntryDialog> {
    await this.page.getByRole('button', { name: 'Edit' }).click();
    return LogEntryDialog.editing(this.page);
  }

  /** Delete → Delete permanently → back to the explorer. */
  async delete() {
    await this.page.getByRole('button', { name: 'Delete' }).click();
    await this.page.getByRole('button', { name: 'Delete permanently' }).click();
    await this.page.getByText('Entry deleted successfully').waitFor();
    await arrive(this.page, /\/entries$/);
  }
}
