import { defineConfig } from 'vitest/config';
import { lazySchemas } from './apps/web/vite-plugins/lazySchemas.ts';

/*
 * Limits for a machine twice as slow as the 2-core CI machine and as busy: each is at least four
 * times what the slowest test of its kind takes on the CI machine with the whole suite running and
 * the second core kept busy (`yes > /dev/null`).
 * A limit only stops a test that hangs; a passing test never waits for it. Slow work is bounded by
 * count (property runs, fuzz runs), never by time (docs/decisions.md, "Test limits").
 */
const WAIT_MS = 30_000;

const projects = [
  {
    test: {
      name: 'domain',
      root: './packages/domain',
      include: ['src/**/*.test.ts'],
      testTimeout: 30_000,
    },
  },
  {
    test: {
      name: 'server',
      root: './apps/server',
      include: ['src/**/*.test.ts'],
      globalSetup: ['./src/test/global-setup.ts'],
      // The slowest test without a limit of its own took 17 s with the suite and a busy core.
      testTimeout: 90_000,
      hookTimeout: 120_000,
      // expect.poll gives up after 1 s by default: a background write (a job, a mail) can take longer.
      expect: { poll: { timeout: WAIT_MS } },
    },
  },
  {
    // The domain's schemas as the built app has them: built on first use.
    plugins: [lazySchemas()],
    test: {
      name: 'web',
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
      environment: 'jsdom',
      // Each file in its own VM context on a shared worker thread: MUI, React and jsdom load once
      // per worker instead of once per file, and the 106 files take 140 s instead of 325 s alone on
      // the 2-core machine. Every file still starts from fresh module state.
      pool: 'vmThreads',
      setupFiles: ['./src/test/setup.ts'],
      // The web tests share two cores with the API tests and the fuzzer in one run; a dialog test
      // that takes 2 s alone took 20 s then, with the second core busy. Waits (findBy*, waitFor)
      // give up after 30 s (src/test/setup.ts), so a test's limit is above them.
      testTimeout: 90_000,
      hookTimeout: 90_000,
      expect: { poll: { timeout: WAIT_MS } },
    },
  },
];

// On two cores Vitest runs one file at a time by default (cores - 1). The API tests spend much of
// their time waiting on PostgreSQL, so three files run at once: with the web files in VM contexts
// the suite took 12.3 minutes on the 2-core CI machine (16.5 with the second core busy).
export default defineConfig({ test: { projects, maxWorkers: 3 } });
