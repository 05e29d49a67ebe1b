import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DEMO_PASSWORD, repoRoot, startApp } from '../support/server.js';
import { prepareBaseline } from './baseline.js';
import { type DashboardReport, formatDashboard, measureDashboardLoad } from './dashboard.js';
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
 * and from Save to a logged entry's card; and the dashboard's first load with every card, as a
 * district coordinator at desktop width: its requests, bytes and time until no card is a placeholder.
 *
 * - `--baseline <commit>` measures that commit the same way in the same run (built in a git
 *   worktree) and prints each figure's ratio now/baseline.
 * - `--no-build` measures the app already in apps/web/dist.
 * - `--dashboard-only` measures the dashboard's first load with every card only (a minute or two).
 * - `--json` prints the figures as JSON too.
 *
 * Exits 1 when a figure is over budget or a score under its floor; the scores need a quiet machine.
 */
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};

const isDashboardOnly = process.argv.includes('--dashboard-only');

interface Measured {
  dashboard?: DashboardReport;
  load?: PerformanceReport;
  startups?: StartupReport;
}

async function measure(root?: string): Promise<Measured> {
  const app = await startApp(root ? { root } : {});
  const label = root ? 'baseline' : 'now';
  try {
    let dashboard: DashboardReport | undefined;
    try {
      dashboard = await measureDashboardLoad(app.baseUrl, DEMO_PASSWORD);
      // Printed at once when the screens follow (the end repeats it, beside the baseline's).
      if (!isDashboardOnly) console.log(`\n${label}, ${formatDashboard(dashboard)}`);
    } catch (error) {
      // A baseline from before issue 27 has no dashboard cards to wait for.
      if (!root) throw error;
      console.log(`\nbaseline dashboard not measured: ${String(error)}`);
    }
    if (isDashboardOnly) return dashboard ? { dashboard } : {};
    const startups = await measureStartups(
      app.baseUrl,
      DEMO_PASSWORD,
      join(root ?? repoRoot, 'apps/web/dist'),
    );
    // Printed at once: Lighthouse's runs follow, for minutes.
    console.log(`\n${label}, ${formatStartups(startups)}`);
    const load = await measureApp(app.baseUrl, DEMO_PASSWORD);
    return { ...(dashboard ? { dashboard } : {}), load, startups };
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

if (now.dashboard) console.log(`\n${formatDashboard(now.dashboard, baseline?.dashboard)}`);
if (now.load) console.log(`\n${formatReport(now.load)}`);
for (const [label, measured] of [
  ['now', now],
  ['baseline', baseline],
] as const) {
  if (!measured?.startups) continue;
  for (const [screen, profiles] of Object.entries(measured.startups.profiles))
    console.log(`\n${label}, ${formatProfiles(screen, profiles)}`);
}
if (now.startups) console.log(`\n${formatStartups(now.startups, baseline?.startups)}`);
if (now.load && baseline?.load)
  console.log(`\n${formatLighthouseComparison(now.load, baseline.load)} (${baselineCommit})`);
if (process.argv.includes('--json')) console.log(JSON.stringify({ now, baseline }, null, 2));
if (now.load) {
  for (const gap of shortOfGoals(now.load)) console.log(`short of goal: ${gap}`);
  const problems = [...overBudget(now.load), ...belowLighthouseFloors(now.load)];
  for (const problem of problems) console.log(`OVER BUDGET ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}
