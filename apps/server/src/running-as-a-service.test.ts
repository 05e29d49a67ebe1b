import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from 'better-auth/crypto';
import { eq, ne } from 'drizzle-orm';
import semver from 'semver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from './auth/tables.js';
import { PUBLISHED_DEMO_PASSWORD } from './config.js';
import { users } from './db/schema.js';
import { seedDemo } from './seed/demo.js';
import { listenHost } from './seed/listen-host.js';
import { createTestApp, type TestApp } from './test/harness.js';
import { startServer } from './test/server-process.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** `node scripts/build.js <targets>`, as `npm start` runs it first; answers what it printed. */
function build(...targets: string[]) {
  const result = spawnSync(process.execPath, ['scripts/build.js', ...targets], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout + result.stderr;
}

describe('Running it as a service', () => {
  describe('the demo binds localhost while its published password works', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite');
    });
    afterAll(() => t.close());

    it('with the demo district seeded and the demo password unchanged, listens on localhost unless HOST is set, and says so', async () => {
      expect(await listenHost(undefined, t.database.db)).toEqual({ host: '0.0.0.0' });

      await seedDemo(t.database.db, t.deps.settings, PUBLISHED_DEMO_PASSWORD);
      const demo = await listenHost(undefined, t.database.db);
      expect(demo.host).toBe('localhost');
      expect(demo.notice).toMatch(
        /^Listening on localhost only: the demo accounts still have the published password\./,
      );
      expect(await listenHost('0.0.0.0', t.database.db)).toEqual({ host: '0.0.0.0' });

      // One account still signing in with it is enough, whatever the others did.
      const [kept] = await t.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(users.email, 'principal@demo.schooldog.test'));
      await t.database.db
        .update(accounts)
        .set({ password: await hashPassword('a-password-of-our-own') })
        .where(ne(accounts.id, kept!.id));
      expect((await listenHost(undefined, t.database.db)).host).toBe('localhost');

      // Once no demo account signs in with it, the network is the default again.
      await t.database.db.update(accounts).set({ password: await hashPassword('a-password-of-our-own') });
      expect(await listenHost(undefined, t.database.db)).toEqual({ host: '0.0.0.0' });
    });
  });

  describe('npm start runs the compiled build with plain node, rebuilt only when its sources change', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'schooldog-service-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('builds the server once, then finds it current', () => {
      build('server');
      expect(build('server')).toContain('The server: already built from these sources');
    });

    it('production runs compiled JavaScript: dist/main.js starts the demo and says it listens on localhost only', async () => {
      const env = { PORT: '0', DATA_DIR: dataDir, HOST: '', DEMO_PASSWORD: '' };
      const demo = await startServer(env, 240_000, [], ['dist/main.js']);
      expect(demo.output()).toContain('Listening on localhost only');
      await fetch(`${demo.url}/api/health/live`).then((res) => expect(res.status).toBe(200));
      expect(await demo.stop()).toBe(0);

      const told = await startServer({ ...env, HOST: '127.0.0.1' }, 120_000, [], ['dist/main.js']);
      expect(told.output()).not.toContain('Listening on localhost only');
      expect(await told.stop()).toBe(0);
    }, 400_000);
  });

  it('npm install on Node 20 prints no engine warnings: every locked package runs on the Node the README names', () => {
    const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const oldest = semver.minVersion(root.engines.node)?.version ?? '';
    expect(oldest).toBe('20.19.0');
    const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .map(([path, entry]) => [path.replace(/^.*node_modules\//, ''), entry] as const)
      .filter(([, { engines }]) => engines && !Array.isArray(engines) && engines.node)
      .filter(([, { engines }]) => !semver.satisfies(oldest, (engines as { node: string }).node))
      .map(
        ([name, { version, engines }]) => `${name}@${version}: node ${(engines as { node: string }).node}`,
      );
    expect(refusing).toEqual([]);
  });
});
