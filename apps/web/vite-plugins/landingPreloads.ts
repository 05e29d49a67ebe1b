import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { LandingRoute } from '../src/app/landingRoutes';

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
export function landingPreloads(landing: readonly LandingRoute[], signIn: LandingRoute): Plugin {
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
    },
  };
}
