import { join } from 'node:path';
import type { Plugin } from 'vite';
import { matchesLandingPath } from '../../../packages/domain/src/landing.js';
import { CACHED_USER_KEY, type LandingRoute } from '../src/app/landingRoutes';

/** What the server reads (dist/preloads.json): each landing route's scripts, beyond the entry's. */
export interface PreloadsFile {
  routes: { paths: readonly string[]; signedIn: boolean; files: string[] }[];
  /** The sign-in page's scripts, for a signed-in route asked for without a session. */
  signedOut: string[];
}

interface Chunk {
  fileName: string;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
}

/**
 * Writes dist/preloads.json: for each landing route (src/app/landingRoutes.ts), the scripts its
 * lazy modules need, with their static imports, less what index.html already preloads. The build
 * fails when a named module is not in the bundle, so a renamed page cannot silently lose its
 * preloads.
 */
export function landingPreloads(
  landing: readonly LandingRoute[],
  signIn: LandingRoute,
  /** More of the start, in the same script: one file fewer to wait for before the page parses on. */
  alsoAtStart = '',
): Plugin {
  let root = '';
  return {
    name: 'schooldog-landing-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const closure = (start: Iterable<string>, into = new Set<string>()) => {
        const pending = [...start];
        for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
          if (into.has(file)) continue;
          into.add(file);
          pending.push(...(chunks.get(file)?.imports ?? []));
        }
        return into;
      };
      const initial = closure([...chunks.values()].filter((chunk) => chunk.isEntry).map((c) => c.fileName));
      const filesOf = (route: LandingRoute) => {
        const starts = route.modules.map((module) => {
          const id = join(root, module);
          // A module grouped into a larger chunk keeps a small facade chunk for its dynamic import.
          const chunk =
            [...chunks.values()].find((each) => each.facadeModuleId === id) ??
            [...chunks.values()].find((each) => each.moduleIds.includes(id));
          if (!chunk)
            throw new Error(`landing route ${route.paths.join(', ')}: ${module} is not in the bundle`);
          return chunk.fileName;
        });
        return [...closure(starts)].filter((file) => !initial.has(file)).map((file) => `/${file}`);
      };
      const preloads: PreloadsFile = {
        routes: landing.map((route) => ({
          paths: route.paths,
          signedIn: route.signedIn,
          files: filesOf(route),
        })),
        signedOut: filesOf(signIn),
      };
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: JSON.stringify(preloads) });
      this.emitFile({ type: 'asset', fileName: START_SCRIPT, source: startScript(preloads) + alsoAtStart });
    },
    // Before the app's module scripts run (they wait for the document to be parsed).
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${START_SCRIPT}` }, injectTo: 'head' }],
    },
  };
}

const START_SCRIPT = 'start.js';

/**
 * The same preloads for a page the service worker answers from its copy of index.html, which
 * carries no `Link` header: a classic script in the page's head names the route's scripts as
 * `modulepreload` links, and `/api/me` for a user the device knows, so the installed app fetches
 * and compiles them while its first scripts run instead of after (docs/decisions.md, "The
 * installed app's start"). Plain ES2020 for the browser, with the route matcher the server uses.
 */
export function startScript(preloads: PreloadsFile): string {
  return `(() => {
  // Only the service worker's copy of the page: the server's answer came with the header.
  if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return;
  const matches = ${matchesLandingPath.toString()};
  const preloads = ${JSON.stringify(preloads)};
  const path = location.pathname;
  const route = preloads.routes.find((each) => each.paths.some((pattern) => matches(pattern, path)));
  if (!route) return;
  let isKnownUser = false;
  try {
    isKnownUser = localStorage.getItem(${JSON.stringify(CACHED_USER_KEY)}) !== null;
  } catch (error) {}
  const add = (rel, href, as) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    link.crossOrigin = '';
    document.head.appendChild(link);
  };
  const files = route.signedIn && !isKnownUser ? preloads.signedOut : route.files;
  for (const file of files) add('modulepreload', file);
  if (route.signedIn && isKnownUser) add('preload', '/api/me', 'fetch');
})();
`;
}
