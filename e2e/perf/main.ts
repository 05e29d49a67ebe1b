import { execFileSync } from 'node:child_process';
import { DEMO_PASSWORD, repoRoot, startApp } from '../support/server.js';
import { belowLighthouseFloors, formatReport, measureApp, overBudget, shortOfGoals } from './measure.js';

/**
 * `npm run bench:web`: builds the web app, serves it with the production server and measures every
 * budgeted screen in Debian Chromium, Lighthouse's scores and times included (e2e/perf/budgets.ts).
 * Exits 1 when a figure is over budget or a score under its floor; the scores need a quiet machine.
 * `--no-build` measures the app already in apps/web/dist.
 */
if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
}
const app = await startApp();
try {
  const report = await measureApp(app.baseUrl, DEMO_PASSWORD);
  console.log(`\n${formatReport(report)}`);
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  for (const gap of shortOfGoals(report)) console.log(`short of goal: ${gap}`);
  const problems = [...overBudget(report), ...belowLighthouseFloors(report)];
  for (const problem of problems) console.log(`OVER BUDGET ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
} finally {
  await app.stop();
}
