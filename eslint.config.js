import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // An import cycle fails the check (type-only imports are erased, so they may go both ways).
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
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
