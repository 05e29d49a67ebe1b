// @ts-check
/*
 * `npm run check`'s import rules, in one pass over the import graph of the project's TypeScript:
 * - No import cycles: a cycle of static imports fails, printed as its files in order. Type-only
 *   imports are erased and a lazy import() loads later, so neither makes a cycle (the route table
 *   loads pages lazily, and a page may reach back to what the first script holds).
 * - The layers (docs/architecture.md): the server's platform/ and core/ never import a feature; a
 *   feature, or anything else outside features/, reaches another feature only through its
 *   public.ts (a table's foreign key may name another feature's tables.ts; a test may use another
 *   feature's test kit, test-*.ts); the web's shell learns of the features through the two lists.
 *
 * ESLint's import-x rules did the same by resolving every import of every file anew, and walking
 * the graph from each one for cycles: 100 s of the check's processor time on two cores, where this
 * takes about two (docs/decisions.md, "Import rules: one pass over the graph").
 *
 * `node scripts/check-imports.js [folder…]` (the project's folders when none are named).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['packages', 'apps', 'e2e', 'scripts'];
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'data', 'screenshots']);
/** The workspace packages the apps import by name, at their entry. */
const PACKAGES = new Map([['@schooldog/domain', join(root, 'packages/domain/src/index.ts')]]);

/** @param {string} folder @returns {string[]} */
function sourcesIn(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourcesIn(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a specifier names, or null for a package outside the project (or a non-TypeScript file). */
function resolveSpecifier(/** @type {string} */ from, /** @type {string} */ specifier) {
  const known = PACKAGES.get(specifier);
  if (known) return known;
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [`${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Whether an import or export names only types (erased: no edge at run time). */
function isTypeOnly(/** @type {ts.ImportDeclaration | ts.ExportDeclaration} */ node) {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return (
      !!clause &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((e) => e.isTypeOnly)
    );
  }
  const clause = node.importClause;
  if (!clause) return false; // import './side-effect'
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

/**
 * @typedef {{ target: string, atLoad: boolean }} Edge An import of a project file; `atLoad` when it
 * runs as the importing file loads (not type-only, not a lazy import()).
 */

/** The project files a file imports: declarations, re-exports and lazy import()s. */
function importsOf(/** @type {string} */ file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  /** @type {Edge[]} */
  const edges = [];
  const add = (/** @type {string} */ specifier, /** @type {boolean} */ atLoad) => {
    const target = resolveSpecifier(file, specifier);
    if (target) edges.push({ target, atLoad });
  };
  const visit = (/** @type {ts.Node} */ node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) add(node.moduleSpecifier.text, !isTypeOnly(node));
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** The strongly connected components of more than one file, or of one importing itself (Tarjan). */
function cyclesOf(/** @type {Map<string, string[]>} */ graph) {
  let next = 0;
  /** @type {Map<string, { index: number, low: number }>} */
  const marks = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const components = [];
  const visit = (/** @type {string} */ file) => {
    const mark = { index: next, low: next };
    next += 1;
    marks.set(file, mark);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      const seen = marks.get(target);
      if (!seen) {
        visit(target);
        mark.low = Math.min(mark.low, marks.get(target)?.low ?? mark.low);
      } else if (onStack.has(target)) mark.low = Math.min(mark.low, seen.index);
    }
    if (mark.low !== mark.index) return;
    /** @type {string[]} */
    const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component);
  };
  for (const file of graph.keys()) if (!marks.has(file)) visit(file);
  return components;
}

/** One cycle through a component, from its first file back to it (breadth-first: the shortest). */
function cycleThrough(/** @type {Map<string, string[]>} */ graph, /** @type {string[]} */ component) {
  const members = new Set(component);
  const start = /** @type {string} */ (component.slice().sort()[0]);
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(/** @type {string} */ (cameFrom.get(path[0] ?? '')));
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return component;
}

const SERVER = 'apps/server/src/';
const FEATURES = `${SERVER}features/`;
/** The server's folders outside features/ that reach features through their public.ts. */
const OUTSIDE = ['auth', 'http', 'seed', 'test', 'durability'].map((folder) => `${SERVER}${folder}/`);
/** The web's shell files that learn of the features through the two lists only. */
const WEB_SHELL = [
  'app/routes.tsx',
  'app/navigation.ts',
  'app/actionMenu.ts',
  'app/feature.ts',
  'offline/warmCache.ts',
  'offline/essentialQueries.ts',
  'offline/OfflineModeGuard.tsx',
].map((path) => `apps/web/src/${path}`);
/** What the shell may read of the features: the two lists, the session's permission check, the route error page, the region type. */
const WEB_SHELL_READS = [
  'index.ts',
  'routes.ts',
  'auth/permissions.ts',
  'errors/RouteErrorPage.tsx',
  'resources/region.ts',
].map((path) => `apps/web/src/features/${path}`);

/** The server feature a path is in, and the path inside it; null outside features/. */
function featureOf(/** @type {string} */ path) {
  if (!path.startsWith(FEATURES)) return null;
  const [name = '', ...rest] = path.slice(FEATURES.length).split('/');
  return rest.length > 0 ? { name, inside: rest.join('/') } : null;
}

/** Why `from` may not import `to` (paths from the repository's root), or null when it may. */
function layerRefusal(/** @type {string} */ from, /** @type {string} */ to) {
  if (from.startsWith('apps/web/') && WEB_SHELL.includes(from) && to.startsWith('apps/web/src/features/'))
    return WEB_SHELL_READS.includes(to)
      ? null
      : 'the shell learns of the features through features/index.ts and features/routes.ts (docs/architecture.md "Web feature manifests").';
  const target = featureOf(to);
  if (!from.startsWith(SERVER) || !target) return null;
  const layer = ['platform', 'core'].find((name) => from.startsWith(`${SERVER}${name}/`));
  if (layer) return `${layer}/ never imports a feature: features plug into it through their manifests.`;
  const source = featureOf(from);
  if (!source) {
    const outside = OUTSIDE.some((folder) => from.startsWith(folder)) && !from.endsWith('/tables.ts');
    return outside && target.inside !== 'public.ts' ? 'Reach a feature through its public.ts.' : null;
  }
  if (source.name === target.name) return null;
  const file = source.inside;
  if (file === 'tables.ts')
    return ['public.ts', 'tables.ts'].includes(target.inside)
      ? null
      : "A feature's tables reach another's tables.ts or its public.ts only.";
  if (/(^|\/)(test-[^/]*|[^/]*\.test)\.ts$/.test(file))
    return target.inside === 'public.ts' || /^test-[^/]*\.ts$/.test(target.inside)
      ? null
      : 'A test reaches another feature through its public.ts or its test kit (test-*.ts).';
  return target.inside === 'public.ts'
    ? null
    : `A feature reaches another only through its public.ts (features/${target.name}/public.ts).`;
}

const folders = process.argv.slice(2);
const files = (folders.length > 0 ? folders : FOLDERS).flatMap((folder) => sourcesIn(resolve(root, folder)));
const edges = new Map(files.map((file) => [file, importsOf(file)]));
/** @type {string[]} */
const problems = [];

// Cycles: the imports that run at load.
const graph = new Map(
  [...edges].map(([file, out]) => [file, out.filter((edge) => edge.atLoad).map((edge) => edge.target)]),
);
for (const component of cyclesOf(graph)) {
  const cycle = cycleThrough(graph, component).map((file) => relative(root, file));
  problems.push(
    `Import cycle (${component.length} files): ${cycle.join(' → ')}\n  Break it: move what both sides need into a third module, or import a type only.`,
  );
}

// Layers: every import, types and lazy ones too.
for (const [file, out] of edges) {
  for (const { target } of out) {
    const refusal = layerRefusal(relative(root, file), relative(root, target));
    if (refusal) problems.push(`${relative(root, file)} imports ${relative(root, target)}: ${refusal}`);
  }
}

for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log(`No import cycles and no layer crossed in ${files.length} files.`);
