import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DEMO_PASSWORD, repoRoot, startApp } from '../support/server.js';
import { prepareBaseline } from './baseline.js';
import {
  belowLighthouseFloors,
  formatReport,
  measureApp,
  overBudget,
  type PerformanceReport,
  shortOfGoals,
} from './measure.js';
import { formatProfiles } from './profile.js';
import { measureStartups, type StartupReport } from './screens.js';
import { formatLighthouseComparison, formatStartups } from './startupReport.js';

/**
 * `npm run bench:web`: builds the web app, serves it with the production server and measures, in
 * Debian Chromium at phone width: every budgeted screen's first load and Lighthouse scores
 * (e2e/perf/budgets.ts), and the time to the dashboard, a walk and the entries explorer opened as
 * the installed app and as a first visit, with a profile of where the main thread's time went,
 * and from Save to a logged entry's card.
 *
 * - `--baseline <commit>` measures that commit the same way in the same run (built in a git
 *   worktree) and prints each figure's ratio now/baseline.
 * - `--no-build` measures the app already in apps/web/dist.
 * - `--json` prints the figures as JSON too.
 *
 * Exits 1 when a figure is over budget or a score under its floor; the scores need a quiet machine.
 */
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};

async function measure(root?: string): Promise<{ load: PerformanceReport; startups: StartupReport }> {
  const app = await startApp(root ? { root } : {});
  try {
    const startups = await measureStartups(
      app.baseUrl,
      DEMO_PASSWORD,
      join(root ?? repoRoot, 'apps/web/dist'),
    );
    // Printed at once: Lighthouse's runs follow, for minutes.
    console.log(`\n${root ? 'baseline' : 'now'}, ${formatStartups(startups)}`);
    const load = await measureApp(app.baseUrl, DEMO_PASSWORD);
    return { load, startups };
  } finally {
    await app.stop();
  }
}

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
}
const baselineCommit = argument('--baseline');
const baselineRoot = baselineCommit ? prepareBaseline(baselineCommit) : undefined;
const now = await measure();
const baseline = baselineRoot ? await measure(baselineRoot) : undefined;

console.log(`\n${formatReport(now.load)}`);
for (const [label, measured] of [
  ['now', now],
  ['baseline', baseline],
] as const) {
  if (!measured) continue;
  for (const [screen, profiles] of Object.entries(measured.startups.profiles))
    console.log(`\n${label}, ${formatProfiles(screen, profiles)}`);
}
console.log(`\n${formatStartups(now.startups, baseline?.startups)}`);
if (baseline) console.log(`\n${formatLighthouseComparison(now.load, baseline.load)} (${baselineCommit})`);
if (process.argv.includes('--json')) console.log(JSON.stringify({ now, baseline }, null, 2));
for (const gap of shortOfGoals(now.load)) console.log(`short of goal: ${gap}`);
const problems = [...overBudget(now.load), ...belowLighthouseFloors(now.load)];
for (const problem of problems) console.log(`OVER BUDGET ${problem}`);
if (problems.length > 0) process.exitCode = 1;
