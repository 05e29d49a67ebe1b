// @ts-check
/*
 * `npm run check`'s import cycle check: a cycle of static imports between the project's TypeScript
 * files fails it, printed as the files in their order. Type-only imports are erased and a lazy
 * import() loads later, so neither makes a cycle (as import-x/no-cycle's ignoreExternal and
 * allowUnsafeDynamicCyclicDependency read them). One pass over the import graph (Tarjan's strongly
 * connected components) instead of a walk from every import of every file: the ESLint rule took
 * 100 s of the check's processor time on two cores, this takes about one (docs/decisions.md,
 * "Import cycles: one pass over the graph").
 *
 * `node scripts/check-cycles.js [folder…]` (the project's folders when none are named).
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

/** The files a file imports statically, at load time. */
function importsOf(/** @type {string} */ file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  /** @type {string[]} */
  const targets = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || isTypeOnly(statement)) continue;
    const target = resolveSpecifier(file, specifier.text);
    if (target) targets.push(target);
  }
  return targets;
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

const folders = process.argv.slice(2);
const files = (folders.length > 0 ? folders : FOLDERS).flatMap((folder) => sourcesIn(resolve(root, folder)));
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const cycles = cyclesOf(graph);
for (const component of cycles) {
  const cycle = cycleThrough(graph, component).map((file) => relative(root, file));
  console.error(`Import cycle (${component.length} files): ${cycle.join(' → ')}`);
}
if (cycles.length > 0) {
  console.error('Break each cycle: move what both sides need into a third module, or import a type only.');
  process.exit(1);
}
console.log(`No import cycles in ${files.length} files.`);
