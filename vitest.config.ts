import { defineConfig } from 'vitest/config';

const projects = [
  { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'server',
      root: './apps/server',
      include: ['src/**/*.test.ts'],
      globalSetup: ['./src/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      name: 'web',
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // The web tests share two cores with the API tests and the fuzzer in one run; a dialog test
      // that takes 2 s alone can take 6 s then.
      testTimeout: 15_000,
    },
  },
];

// On two cores Vitest runs one file at a time by default (cores - 1). The API tests spend much of
// their time waiting on PostgreSQL, so three files at once finish the suite in about 11 minutes
// instead of 17 on the 2-core CI machine.
export default defineConfig({ test: { projects, maxWorkers: 3 } });
