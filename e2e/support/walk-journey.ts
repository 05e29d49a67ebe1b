import type { TWalk } from '@schooldog/domain';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './app.js';
import { screenshot } from './browser.js';
import type { WalkScreen } from './pages/walk-screen.js';
import { arrive, dialogNamed } from './screens.js';

// Demo people (apps/server/src/seed/demo.ts): all school-level roles are at Lakeview.
export const SCHOOL = 'Lakeview Elementary School';
export const LEADER = 'principal@demo.schooldog.test'; // Maria Alvarez
export const REVIEWER = {
  email: 'district_safety_coordinator@demo.schooldog.test',
  name: 'Dana Whitfield',
  role: 'District-Level Safety Coordinator',
};

/** Finish tab → Review and Complete → Send for review to the reviewer → 'Sent for review' → OK. */
export async function sendForReview(walk: WalkScreen, label: string, round: number) {
  const page = walk.page;
  await walk.openTab('Complete SchoolDog Walk');
  await page.getByRole('button', { name: 'Review and Complete' }).click();
  const dialog = await dialogNamed(page, 'Review and Complete');
  await expect(dialog.getByRole('radio', { name: 'Send for review' }).isChecked()).resolves.toBe(true);
  // Without a reviewer: 'This field is required'.
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await dialog.getByText('This field is required').waitFor();
  await dialog.getByRole('combobox', { name: /^Reviewer/ }).click();
  // Each option: the person's name, then their role.
  const reviewers = (await page.getByRole('option').allInnerTexts()).map((text) => text.split('\n')[0]);
  expect(reviewers).toContain(REVIEWER.name);
  expect(reviewers, 'the leader never reviews their own walk').not.toContain('Maria Alvarez');
  const option = page.getByRole('option', { name: new RegExp(`^${REVIEWER.name}`) });
  await option.getByText(REVIEWER.role).waitFor();
  await option.click();
  if (round === 1) await screenshot(page, `walk-send-for-review-${label}`);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  const sent = await dialogNamed(page, 'Sent for review');
  await sent.getByText(`This SchoolDog Walk was sent to ${REVIEWER.name} for review.`).waitFor();
  await sent.getByRole('button', { name: 'OK' }).click();
  await arrive(page, /\/review$/, { ready: page.getByText(`Awaiting review by ${REVIEWER.name}`) });
  await page.getByText('Only the reviewer of this SchoolDog Walk can answer.').waitFor();
}

export async function walkOf(context: BrowserContext, walkId: string): Promise<TWalk> {
  return api<TWalk>(context, 'GET', `/api/walks/${walkId}`);
}
