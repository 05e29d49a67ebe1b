import type { PerformanceReport } from './measure.js';
import type { StartedScreen, StartupReport } from './screens.js';
import type { StartFigure } from './startup.js';

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
// Shown (the copy of the screen as last seen, or the app's own), then the app's own, where they differ.
const figure = (start: StartFigure) =>
  `${start.shownMs < start.ms ? `${ms(start.shownMs)} / ` : ''}${ms(start.ms)} (script ${Math.round(start.scriptMs)}, tasks ${Math.round(start.taskMs)})`;
const ratio = (now: number, before: number) => `${(now / before).toFixed(2)}x`;

const WAYS = [
  ['warm', 'installed app'],
  ['warmSlowCpu', 'installed app, 4x CPU'],
  ['warmOfflineSlowCpu', 'installed app offline, 4x CPU'],
  ['firstVisitSlow', 'first visit, 4x CPU, slow 4G'],
] as const;

/**
 * The time to each screen's content (main-thread script and task time in brackets) and from Save
 * to the entry's card, with the baseline's figure and the ratio now/baseline when one was measured.
 * Where the installed app painted its copy of the screen first, that time comes before the app's
 * own, and the ratio is of the first time each screen was shown.
 */
export function formatStartups(now: StartupReport, baseline?: StartupReport): string {
  const lines = [
    `${'screen'.padEnd(10)} ${'opened as'.padEnd(30)} ${'now'.padEnd(48)}${baseline ? ' baseline'.padEnd(50) + 'ratio' : ''}`,
  ];
  for (const screen of Object.keys(now.screens) as StartedScreen[]) {
    for (const [way, label] of WAYS) {
      const current = now.screens[screen][way];
      const before = baseline?.screens[screen][way];
      lines.push(
        `${screen.padEnd(10)} ${label.padEnd(30)} ${figure(current).padEnd(48)}${
          before ? ` ${figure(before).padEnd(49)}${ratio(current.shownMs, before.shownMs)}` : ''
        }`,
      );
    }
  }
  for (const way of ['online', 'offline'] as const) {
    const current = now.logEntry[way];
    const before = baseline?.logEntry[way];
    lines.push(
      `${'log entry'.padEnd(10)} ${`Save to card, 4x CPU, ${way}`.padEnd(30)} ${ms(current).padEnd(48)}${
        before === undefined ? '' : ` ${ms(before).padEnd(49)}${ratio(current, before)}`
      }`,
    );
  }
  return lines.join('\n');
}

/** Lighthouse's median scores now and at the baseline, with total blocking time. */
export function formatLighthouseComparison(now: PerformanceReport, baseline: PerformanceReport): string {
  const lines = ['Lighthouse (median run): now against baseline'];
  for (const screen of now.screens) {
    const before = baseline.screens.find((each) => each.screen === screen.screen)?.lighthouse;
    const current = screen.lighthouse;
    if (!current || !before) continue;
    lines.push(
      `${screen.screen.padEnd(10)} performance ${current.performance} (baseline ${before.performance}), total blocking time ${ms(current.tbtMs)} (baseline ${ms(before.tbtMs)}, ${ratio(current.tbtMs, before.tbtMs)}), LCP ${ms(current.lcpMs)} (baseline ${ms(before.lcpMs)})`,
    );
  }
  return lines.join('\n');
}
