import js from '@eslint/js';
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
  // Import cycles and the layers (the server's features reached through their public.ts, the web's
  // shell through the feature lists) are checked over the whole import graph at once:
  // scripts/check-imports.js, part of `npm run check`.
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
