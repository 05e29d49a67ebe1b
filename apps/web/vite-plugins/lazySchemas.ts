import { join } from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

const RUNTIME = join(import.meta.dirname, 'lazySchema.ts');
const DOMAIN_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The identifier a call chain such as `z.object({…}).refine(…)` or `ZUser.extend({…})` starts from. */
function rootOf(node: Node): string | null {
  let at: Node = node;
  for (;;) {
    if (at.type === 'CallExpression') at = at.callee as Node;
    else if (at.type === 'MemberExpression') at = at.object as Node;
    else if (at.type === 'Identifier') return at.name as string;
    else return null;
  }
}

/** Calls on a schema (or on what it holds) that answer something else than a schema. */
const NOT_A_SCHEMA =
  /^(parse|safeParse|parseAsync|safeParseAsync|decode|encode|isOptional|isNullable|toJSONSchema|toString|map|filter|flatMap|reduce|find|some|every|includes|join|slice|concat|forEach|keys|values|entries)$/;

/** What the outermost call of `init` is named: `refine` in `z.string().refine(…)`. */
const calledName = (init: Node) => {
  const callee = init.callee as Node;
  const name = callee.type === 'MemberExpression' ? (callee.property as Node).name : callee.name;
  return typeof name === 'string' ? name : '';
};

/** zod's namespace, or a schema by the domain's naming (`ZUser`), or a schema this module wrapped. */
const isSchemaRoot = (name: string, wrapped: ReadonlySet<string>) =>
  name === 'z' || /^Z[A-Z]/.test(name) || wrapped.has(name);

/**
 * Each module-level `const` of the domain package built by a zod call (`z.object(…)`,
 * `ZUser.extend(…)`) becomes `lazySchema(() => …)`: built on first use (lazySchema.ts). Only
 * for the web app, where the domain loads with the first screen; the server builds them at start.
 */
export function transformDomainModule(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const program = parseAst(code, { lang: 'ts' }, id) as unknown as { body: Node[] };
  const source = new MagicString(code);
  const wrapped = new Set<string>();
  for (const statement of program.body) {
    const declaration = (
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    ) as Node | null;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      const name = declarator.id as Node;
      if (!init || init.type !== 'CallExpression' || name.type !== 'Identifier') continue;
      const root = rootOf(init);
      if (!root || !isSchemaRoot(root, wrapped) || NOT_A_SCHEMA.test(calledName(init))) continue;
      source.appendLeft(init.start, '__lazySchema(() => ');
      source.appendRight(init.end, ')');
      wrapped.add(name.name as string);
    }
  }
  if (wrapped.size === 0) return null;
  source.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(RUNTIME)};\n`);
  return { code: source.toString(), map: source.generateMap({ hires: 'boundary', source: id }) };
}

/** The web build's (and web tests') lazily built domain schemas; docs/decisions.md "The domain's schemas built on first use". */
export function lazySchemas(): Plugin {
  return {
    name: 'schooldog-lazy-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!DOMAIN_MODULE.test(id.split('?')[0] ?? id)) return null;
      return transformDomainModule(code, id);
    },
  };
}
