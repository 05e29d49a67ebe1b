import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkAccessibility } from '../a11y.js';
import { openActionMenuItem, waitUntilClosed } from '../app.js';

export type Picture = { name: string; mimeType: string; buffer: Buffer };

/** The Log Entry (or Edit Entry) dialog, by its fields' labels and its buttons' names. */
export class LogEntryDialog {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    name: 'Log Entry' | 'Edit Entry' = 'Log Entry',
  ) {
    this.dialog = page.getByRole('dialog', { name });
  }

  /** From the floating action menu. */
  static async open(page: Page): Promise<LogEntryDialog> {
    await openActionMenuItem(page, 'Log Entry');
    return new LogEntryDialog(page).ready();
  }

  /** From a category tile of a walk's Log Entries tab (the category is preset). */
  static async openInCategory(page: Page, category: string): Promise<LogEntryDialog> {
    await page.getByRole('button', { name: `Log an entry in ${category}` }).click();
    return new LogEntryDialog(page).ready();
  }

  /** The Edit Entry dialog, once something opened it. */
  static async editing(page: Page): Promise<LogEntryDialog> {
    return new LogEntryDialog(page, 'Edit Entry').ready();
  }

  async ready(): Promise<this> {
    await this.dialog.waitFor();
    await checkAccessibility(this.page, 'entry dialog');
    return this;
  }

  get category() {
    return this.dialog.getByRole('combobox', { name: /^Category/ });
  }
  get item() {
    return this.dialog.getByRole('combobox', { name: /^Item/ });
  }
  get quantity() {
    return this.dialog.getByLabel(/^Quantity/);
  }
  /** Labelled by the school's data profile ("Room No." at the demo schools), else "Location". */
  get location() {
    return this.dialog.getByLabel(/^(Location|Room No\.)/);
  }
  get comment() {
    return this.dialog.getByLabel(/^Comment/);
  }
  get newTag() {
    return this.dialog.getByLabel(/^New tag/);
  }
  button(name: string | RegExp, exact = false) {
    return this.dialog.getByRole('button', { name, exact });
  }
  text(text: string | RegExp) {
    return this.dialog.getByText(text);
  }

  /** Types into the item field and picks the option named so (the list closes on it). */
  async chooseItem(typed: string, option: string = typed) {
    await this.item.fill(typed);
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Chooses Concern or Praise. */
  async opinion(opinion: 'Concern' | 'Praise') {
    await this.button(opinion).click();
  }

  async addTag(tag: string) {
    await this.newTag.fill(tag);
    await this.button('Add', true).click();
  }

  /** Adds pictures through the Add Pictures button's file input; waits until the last one shows. */
  async addPictures(pictures: Picture[]) {
    await this.dialog.getByLabel(/^Add Pictures/).setInputFiles(pictures);
    await this.button(`Remove picture ${pictures.length}`).waitFor();
  }

  async save() {
    await this.button('Save').click();
  }

  /** Saves and waits for the dialog to close (failing with what it shows if it stays). */
  async saveAndClose() {
    await this.save();
    await waitUntilClosed(this.dialog);
  }

  /** Delete → Delete permanently; the dialog closes. */
  async deleteEntry() {
    await this.button('Delete').click();
    await this.page.getByRole('button', { name: 'Delete permanently' }).click();
    await waitUntilClosed(this.dialog);
  }

  /** The category field shows this category. */
  async expectCategory(category: string) {
    await expect(this.category.textContent()).resolves.toContain(category);
  }
}
