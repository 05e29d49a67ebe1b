import { defineConfig } from 'vitest/config';

// One server for the whole run (global setup); files run one after another because they share it.
// Limits leave room for a machine twice as slow and busy; a passing test never waits for them.
// Waits in the browser use Playwright's 30 s, and expect.poll the same (Vitest's default is 1 s).
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
