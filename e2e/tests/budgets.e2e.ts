import { describe, expect, it } from 'vitest';
import { formatReport, measureApp, overBudget, shortOfGoals } from '../perf/measure.js';
import { baseUrl } from '../support/browser.js';
import { DEMO_PASSWORD } from '../support/server.js';

/*
 * The budgets live in e2e/perf/budgets.ts. This test enforces what a slower or busier machine does
 * not change (the first screen's JavaScript bytes and scripts, its layout shift); Lighthouse's
 * scores and times are measured by `npm run bench:web` only.
 */
describe('performance budgets', () => {
  it('keeps every budgeted screen within its JavaScript, script and layout-shift budgets', async () => {
    const report = await measureApp(baseUrl(), DEMO_PASSWORD, { lighthouse: false });
    console.log(
      [formatReport(report), ...shortOfGoals(report).map((gap) => `short of goal: ${gap}`)].join('\n'),
    );
    expect(overBudget(report)).toEqual([]);
  });
});
