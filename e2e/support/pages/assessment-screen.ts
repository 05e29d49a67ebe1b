import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkAccessibility } from '../a11y.js';
import { arrive } from '../screens.js';

export const ASSESSMENT_EDIT_PATH = /\/assessments\/edit\/([A-Za-z0-9]{20})$/;

/** The answering view of an assessment (/assessments/edit/:id). */
export class AssessmentScreen {
  constructor(readonly page: Page) {}

  /** Waits for the answering view (of any assessment by default) and checks it. */
  static async arrive(page: Page, url: string | RegExp = ASSESSMENT_EDIT_PATH): Promise<AssessmentScreen> {
    const screen = new AssessmentScreen(page);
    await arrive(page, url, { ready: page.getByRole('switch', { name: 'Skip this section' }) });
    return screen;
  }

  /** The assessment's id, from the address. */
  get assessmentId(): string {
    return /\/assessments\/edit\/([A-Za-z0-9]{20})/.exec(new URL(this.page.url()).pathname)?.[1] ?? '';
  }

  /** The header's live score, 'total / max (percent%)'; if it does not come, the failure says what shows. */
  async expectScore(total: number, max: number, percent: number) {
    const expected = `${total} / ${max} (${percent}%)`;
    try {
      await this.page.getByText(expected, { exact: true }).first().waitFor();
    } catch (error) {
      const shown = await this.page.getByText(/^\d+ \/ \d+ \(\d+%\)$/).allInnerTexts();
      throw new Error(`The score ${expected} did not show; shown: ${shown.join(', ') || 'none'}`, {
        cause: error,
      });
    }
  }

  /** A section by its title ('1. Natural Surveillance'). */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^\\d+\\. ${title}$`) });
  }

  /** A question by its title ('1.1 Lighting'). */
  question(title: string): Locator {
    return this.page.getByRole('article', { name: new RegExp(`^\\d+\\.\\d+ ${title}$`) });
  }

  /** The lettered answer, in one tap (it turns 'Assign a score' on); waits until it shows as chosen. */
  async answer(title: string, letter: string) {
    const question = this.question(title);
    const choice = question.getByRole('radio', { name: new RegExp(`^${letter}\\. `) });
    // The choice is queued in the outbox and shown once the device's overlay has it: a click, then a wait.
    await choice.click();
    await expect.poll(() => choice.isChecked()).toBe(true);
    await expect.poll(() => question.getByRole('switch', { name: 'Assign a score' }).isChecked()).toBe(true);
  }

  /** 'Skip this section' of a section. */
  async skipSection(title: string) {
    await this.section(title).getByRole('switch', { name: 'Skip this section' }).click();
    await this.section(title).getByText('This section is skipped', { exact: false }).waitFor();
    await checkAccessibility(this.page, 'section skipped');
  }
}
