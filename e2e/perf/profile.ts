import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Browser, BrowserContext } from 'playwright-core';
import { repoRoot } from '../support/server.js';
import { installApp, phoneContext, type ReadySign, readyAt, watchForReady } from './startup.js';

/*
 * Where the main thread's time goes while a screen opens (issue 23, docs/performance.md): a CPU
 * profile from the navigation until the screen's content shows, each sample mapped through the
 * build's source maps to the package or module it ran in, and summed by the parts of the start.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface StartProfile {
  path: string;
  /** From the navigation's start to the ready sign (ms). */
  totalMs: number;
  /** Main-thread time by part of the start (ms), largest first. */
  parts: { part: string; ms: number }[];
  /** Each first-screen chunk's module evaluation, its top-level code and what it calls (ms). */
  moduleEvaluation: { chunk: string; ms: number }[];
}

/** The parts of a start, by where a sample's code comes from; the first that matches counts. */
const PARTS: readonly (readonly [string, RegExp])[] = [
  ['renderer (Preact or React DOM)', /^(preact|react-dom|react|scheduler)\//],
  ['router', /^react-router\//],
  [
    'styles (emotion, stylis, MUI system)',
    /^(@emotion\/|stylis\/|@mui\/(system|styled-engine|private-theming)\/)/,
  ],
  ['MUI components', /^(@mui\/(material|utils|icons-material)|react-transition-group|@popperjs)\//],
  ['i18n set-up and texts', /^(i18next|react-i18next)\/|^src\/i18n\//],
  [
    'query cache and its restore from IndexedDB',
    /^(@tanstack\/|idb-keyval\/)|^src\/(offline\/queryPersistence|app\/queryClient)/,
  ],
  [
    'outbox and pictures (Dexie, IndexedDB)',
    /^dexie\/|^src\/offline\/(outbox|imageQueue|imageStore|syncLoop)/,
  ],
  ['schemas: building and parsing (zod, domain)', /^zod\/|^packages\/domain\//],
  ['service worker registration', /^workbox-window\/|^src\/offline\/pwa\//],
  ['the app’s own code', /^src\//],
];

const sourceMaps = new Map<string, TraceMap | null>();
function sourceMapOf(dist: string, file: string): TraceMap | null {
  if (!sourceMaps.has(file)) {
    try {
      sourceMaps.set(file, new TraceMap(readFileSync(join(dist, 'assets', `${file}.map`), 'utf8')));
    } catch {
      sourceMaps.set(file, null);
    }
  }
  return sourceMaps.get(file) ?? null;
}

/** `zod/v4/core/core.js`, `src/app/App.tsx` or `packages/domain/src/…` for a frame of the build. */
function sourceOf(dist: string, frame: ProfileNode['callFrame']): string | null {
  const file = frame.url.split('/assets/')[1];
  if (!file) return null;
  const map = sourceMapOf(dist, file);
  if (!map) return null;
  const { source } = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!source) return null;
  const inPackage = /node_modules\/(.*)$/.exec(source);
  if (inPackage?.[1]) return inPackage[1];
  const inDomain = /packages\/domain\/(.*)$/.exec(source);
  if (inDomain?.[1]) return `packages/domain/${inDomain[1]}`;
  return source.replace(/^.*?\/?src\//, 'src/');
}

function partOf(dist: string, frame: ProfileNode['callFrame']): string {
  if (frame.functionName === '(program)') return 'compiling, style, layout and other browser work';
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  if (frame.functionName === '(idle)') return 'idle (waiting for files, the network or IndexedDB)';
  if (!frame.url) return 'browser calls (DOM, fetch, storage)';
  const source = sourceOf(dist, frame);
  if (!source) return 'the app’s own code';
  return PARTS.find(([, test]) => test.test(source))?.[0] ?? 'other packages';
}

const isModuleBody = (frame: ProfileNode['callFrame']) =>
  frame.functionName === '' &&
  frame.lineNumber === 0 &&
  frame.columnNumber === 0 &&
  frame.url.includes('/assets/');

/** Sums a profile's samples by part, and the module evaluation of each chunk (inclusive). */
function summarise(profile: CpuProfile, dist: string): Omit<StartProfile, 'path' | 'totalMs'> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const parts = new Map<string, number>();
  const modules = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, microseconds: number) =>
    map.set(key, (map.get(key) ?? 0) + microseconds / 1000);
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const node = nodes.get(id);
    if (!node) return;
    add(parts, partOf(dist, node.callFrame), delta);
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)?.callFrame;
      if (frame && isModuleBody(frame)) {
        add(modules, (frame.url.split('/assets/')[1] ?? '').replace(/-[\w-]{8}\.js$/, ''), delta);
        break;
      }
    }
  });
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    parts: sorted(parts).map(([part, ms]) => ({ part, ms })),
    moduleEvaluation: sorted(modules).map(([chunk, ms]) => ({ chunk, ms })),
  };
}

async function profileOnce(
  context: BrowserContext,
  path: string,
  ready: ReadySign,
  dist: string,
): Promise<StartProfile> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: watchForReady(ready) });
    const session = await context.newCDPSession(page);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 250 });
    await session.send('Profiler.start');
    await page.goto(path, { waitUntil: 'commit' });
    const totalMs = await readyAt(page);
    const { profile } = (await session.send('Profiler.stop')) as { profile: CpuProfile };
    return { path, totalMs, ...summarise(profile, dist) };
  } finally {
    await page.close();
  }
}

/**
 * One first visit and one start of the installed app, at full CPU speed, profiled.
 * The profile's own sampling adds a little to every figure.
 */
export async function profileStarts(
  browser: Browser,
  baseUrl: string,
  path: string,
  ready: ReadySign,
  cookie: string,
  dist = join(repoRoot, 'apps/web/dist'),
): Promise<{ firstVisit: StartProfile; warm: StartProfile }> {
  const context = await phoneContext(browser, baseUrl, cookie);
  try {
    const firstVisit = await profileOnce(context, path, ready, dist);
    await installApp(context, path, ready);
    return { firstVisit, warm: await profileOnce(context, path, ready, dist) };
  } finally {
    await context.close();
  }
}

/** The two profiles side by side, as docs/performance.md shows them. */
export function formatProfiles(screen: string, profiles: { firstVisit: StartProfile; warm: StartProfile }) {
  const { firstVisit, warm } = profiles;
  const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`.padStart(9);
  const lines = [
    `${screen}: main-thread time until the content shows, full CPU speed (first visit ${Math.round(firstVisit.totalMs)} ms, installed app ${Math.round(warm.totalMs)} ms)`,
    `${'part'.padEnd(52)}${'first visit'.padStart(12)}${'installed'.padStart(12)}`,
  ];
  const parts = new Set([...warm.parts, ...firstVisit.parts].map((each) => each.part));
  for (const part of parts) {
    const warmMs = warm.parts.find((each) => each.part === part)?.ms;
    const firstMs = firstVisit.parts.find((each) => each.part === part)?.ms;
    lines.push(`${part.padEnd(52)}${ms(firstMs).padStart(12)}${ms(warmMs).padStart(12)}`);
  }
  lines.push('module evaluation by chunk (inclusive, part of the rows above):');
  const chunks = new Set(
    [...warm.moduleEvaluation, ...firstVisit.moduleEvaluation].map((each) => each.chunk),
  );
  for (const chunk of chunks) {
    const warmMs = warm.moduleEvaluation.find((each) => each.chunk === chunk)?.ms;
    const firstMs = firstVisit.moduleEvaluation.find((each) => each.chunk === chunk)?.ms;
    if ((warmMs ?? 0) + (firstMs ?? 0) < 2) continue;
    lines.push(`  ${chunk.padEnd(50)}${ms(firstMs).padStart(12)}${ms(warmMs).padStart(12)}`);
  }
  return lines.join('\n');
}
