import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The server's layers: platform/ and core/ never import a feature, and a feature (or anything else
 * outside features/) reaches another feature only through that feature's public.ts (a table's
 * foreign key may name another feature's tables.ts). Its manifest, index.ts, is imported by
 * features/index.ts alone; db/schema.ts lists every table for drizzle-kit and for the code outside
 * features/.
 */
const SERVER = 'apps/server/src';
const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const serverFeatures = readdirSync(`${SERVER}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverLayers = [
  ...['platform', 'core'].map((layer) => ({
    target: `./${SERVER}/${layer}`,
    from: `./${SERVER}/features`,
    message: `${layer}/ never imports a feature: features plug into it through their manifests.`,
  })),
  ...serverFeatures.flatMap((feature) => [
    ...['auth', 'http', 'seed', 'test', 'durability'].map((outside) => ({
      // Tables may name a feature's table in a foreign key; the rest reads tables from db/schema.ts.
      target: `./${SERVER}/${outside}/**/!(tables).ts`,
      from: `./${SERVER}/features/${feature}`,
      except: ['./public.ts'],
      message: 'Reach a feature through its public.ts.',
    })),
    ...serverFeatures
      .filter((other) => other !== feature)
      .flatMap((other) => [
        {
          target: `./${SERVER}/features/${feature}/!(tables|*.test|test-*).ts`,
          from: `./${SERVER}/features/${other}`,
          except: ['./public.ts'],
          message: `A feature reaches another only through its public.ts (features/${other}/public.ts).`,
        },
        // A table's foreign keys name the other feature's table.
        {
          target: `./${SERVER}/features/${feature}/tables.ts`,
          from: `./${SERVER}/features/${other}`,
          except: ['./public.ts', './tables.ts'],
          message: `A feature's tables reach another's tables.ts or its public.ts only.`,
        },
        // Tests may use another feature's test kit (test-*.ts) too.
        {
          target: `./${SERVER}/features/${feature}/@(*.test|test-*).ts`,
          from: `./${SERVER}/features/${other}/**`,
          except: [`${ROOT}/${SERVER}/features/${other}/@(public|test-*).ts`],
          message: `A test reaches another feature through its public.ts or its test kit (test-*.ts).`,
        },
      ]),
  ]),
];

export default tseslint.config(
  { ignores: ['**/dist', '**/data', '**/node_modules', 'e2e/screenshots', '**/coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // The layer rules below resolve imports through TypeScript. Import cycles are checked apart, in
    // one pass over the graph (scripts/check-cycles.js).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver': {
        typescript: {
          project: ['packages/domain', 'apps/server', 'apps/web', 'e2e'].map((dir) => `${dir}/tsconfig.json`),
        },
      },
    },
  },
  {
    files: [`${SERVER}/**/*.ts`, 'apps/server/bench/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayers }] },
  },
  // The web's shared files learn of the features through the two lists (features/index.ts and
  // features/routes.ts, docs/architecture.md "Web feature manifests"), not by naming a feature; the
  // session's permission check, the route error page and the region type are the shell's own.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [
                './apps/web/src/app/routes.tsx',
                './apps/web/src/app/navigation.ts',
                './apps/web/src/app/actionMenu.ts',
                './apps/web/src/app/feature.ts',
                './apps/web/src/offline/warmCache.ts',
                './apps/web/src/offline/essentialQueries.ts',
                './apps/web/src/offline/OfflineModeGuard.tsx',
              ],
              from: './apps/web/src/features',
              except: [
                './index.ts',
                './routes.ts',
                './auth/permissions.ts',
                './errors/RouteErrorPage.tsx',
                './resources/region.ts',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // No fixed sleeps in tests: a sleep is either too short on a busy machine or wasted time on an idle
  // one. Use fake timers (vi.useFakeTimers) or await the event or condition (expect.poll, vi.waitFor,
  // waitForResponse, a locator assertion).
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/tests/**/*.ts', 'e2e/support/**/*.ts'],
    // The server's start-up deadline is a time limit, not a sleep.
    ignores: ['e2e/support/server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='setTimeout']",
          message: 'No fixed sleeps in tests: use fake timers or await the event or condition.',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No fixed sleeps in tests: await a locator, a response or expect.poll instead.',
        },
        {
          selector: 'CallExpression[callee.name=/^(sleep|delay|pause)$/]',
          message: 'No fixed sleeps in tests: use fake timers or await the event or condition.',
        },
      ],
    },
  },
  // One write path (docs/decisions.md): only core/write.ts opens a database transaction (inTransaction
  // binds the deps to it and holds events, mail and file deletions until commit). Tests may open one.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/core/write.ts', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Write through inTransaction (core/write.ts): a transaction opened elsewhere announces, mails and deletes before its commit.',
        },
      ],
    },
  },
  // Every screen an end-to-end test visits is checked with axe-core: tests move between screens
  // through visit(), arrive() and reload() (e2e/support/screens.ts) and the page models.
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['goto', 'waitForURL', 'reload'].map((property) => ({
          property,
          message:
            'Use visit(), arrive() or reload() from e2e/support/screens.ts: they check the screen with axe-core.',
        })),
      ],
    },
  },
);
