import { describe, expect, it } from 'vitest';
import { formatReport, measureApp, overBudget, shortOfGoals } from '../perf/measure.js';
import { baseUrl } from '../support/browser.js';
import { DEMO_PASSWORD } from '../support/server.js';

// The budgets live in e2e/perf/budgets.ts; `npm run bench:web` prints the same figures.
describe('performance budgets', () => {
  it('keeps every budgeted screen within its JavaScript, layout-shift and Lighthouse budgets', async () => {
    const report = await measureApp(baseUrl(), DEMO_PASSWORD);
    console.log(
      [formatReport(report), ...shortOfGoals(report).map((gap) => `short of goal: ${gap}`)].join('\n'),
    );
    expect(overBudget(report)).toEqual([]);
  }, 300_000);
});
