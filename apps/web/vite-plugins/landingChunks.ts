import { join, sep } from 'node:path';

interface ModuleGraph {
  getModuleInfo(
    moduleId: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

export interface LandingChunkModules {
  /** The entry (index.html's script). */
  entry: string;
  /**
   * The route table and the features' routes files it lists: the pages they load lazily are not
   * part of the sign-in page.
   */
  routeTables: readonly string[];
  signInPage: string;
  signedInShell: string;
}

const DOMAIN_PACKAGE = `${sep}packages${sep}domain${sep}`;
const isDomain = (id: string) => id.includes(DOMAIN_PACKAGE);

/**
 * The signed-in screens' start as three chunks instead of the 60-odd small files automatic
 * chunking cut it into (on a slow phone network each file costs a round trip; docs/decisions.md
 * "Fewer, larger first scripts"). Of what the signed-in shell imports statically:
 *
 * - `sharedFirst`: what the sign-in page's first screen imports too (form controls, session keys);
 * - `sharedLater`: what the sign-in page loads after its first screen (the domain package and zod,
 *   its dialogs, the maintenance guard);
 * - `signedIn`: the rest, which the sign-in page never loads.
 *
 * The sign-in page's side is what the entry and the sign-in page import, but not the pages of
 * the route table. A module graph's imports over-approximate what is used, since a barrel names
 * every module it re-exports: the sign-in page's first screen reaches the whole domain package
 * through its barrel and uses none of it, so its static imports are followed up to the domain
 * package, not into it. Returned as a code-splitting group's `name`.
 */
export function landingChunks(root: string, modules: LandingChunkModules) {
  const graphs = new WeakMap<object, Map<string, string>>();
  const idOf = (module: string) => join(root, module);
  const routeTables = new Set(modules.routeTables.map(idOf));
  const reachable = (
    graph: ModuleGraph,
    starts: readonly string[],
    { lazily, intoDomain }: { lazily: boolean; intoDomain: boolean },
  ) => {
    const seen = new Set<string>();
    const pending = starts.map(idOf);
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      if (!intoDomain && isDomain(id)) continue;
      const info = graph.getModuleInfo(id);
      pending.push(...(info?.importedIds ?? []));
      if (lazily && !routeTables.has(id)) pending.push(...(info?.dynamicallyImportedIds ?? []));
    }
    return seen;
  };
  const chunksOf = (graph: ModuleGraph) => {
    const signInSide = [modules.entry, modules.signInPage];
    const firstScreen = reachable(graph, signInSide, { lazily: false, intoDomain: false });
    const later = reachable(graph, signInSide, { lazily: true, intoDomain: true });
    const chunks = new Map<string, string>();
    for (const id of reachable(graph, [modules.signedInShell], { lazily: false, intoDomain: true })) {
      if (firstScreen.has(id) && !isDomain(id)) chunks.set(id, 'sharedFirst');
      else if (later.has(id)) chunks.set(id, 'sharedLater');
      else chunks.set(id, 'signedIn');
    }
    return chunks;
  };
  return (moduleId: string, graph: ModuleGraph): string | null => {
    let chunks = graphs.get(graph);
    if (!chunks) {
      chunks = chunksOf(graph);
      graphs.set(graph, chunks);
    }
    return chunks.get(moduleId) ?? null;
  };
}
