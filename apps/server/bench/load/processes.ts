import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, startServer } from '../../src/test/server-process.js';
import { SETTINGS } from './settings.js';

export interface Instance {
  name: 'A' | 'B';
  /** Its address, which is also its PUBLIC_URL and so the Origin its pages send. */
  url: string;
  /** Shared by both: the picture store (a network folder or S3 in a real deployment). */
  dataDir: string;
  process: ServerProcess;
  /** When it answered first: its walk sweeper runs then and every 60 s after. */
  readyAt: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Two server processes (`main.ts`) on one PostgreSQL database with one AUTH_SECRET, as behind a
 * load balancer: production mode (X-Forwarded-For trusted), one shared DATA_DIR standing for the
 * shared picture store. Started together, so their sweepers tick at nearly the same moments.
 */
export async function startInstances(databaseUrl: string): Promise<[Instance, Instance]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schooldog-load-'));
  const secret = randomBytes(32).toString('hex');
  const start = async (name: 'A' | 'B'): Promise<Instance> => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await startServer(
      {
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: secret,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        PUBLIC_URL: url,
        SEED_DEMO: '0',
        SIGN_IN_RATE_LIMIT: String(SETTINGS.signInRateLimit),
      },
      60_000,
      SETTINGS.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${SETTINGS.profileDir}`] : [],
    );
    return { name, url, dataDir, process: server, readyAt: Date.now() };
  };
  const started = await Promise.allSettled([start('A'), start('B')]);
  const [a, b] = started;
  if (a.status === 'fulfilled' && b.status === 'fulfilled') return [a.value, b.value];
  // One failed to start: stop the other, or it would keep this process alive.
  await stopInstances(started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])));
  throw started.find((result) => result.status === 'rejected')?.reason;
}

/** Lines the servers logged that match (at level error or above by default: pino's 50 and 60). */
export function serverLines(instances: Instance[], pattern = /"level":(50|60)\b/): string[] {
  return instances.flatMap((instance) =>
    instance.process
      .output()
      .split('\n')
      .filter((line) => pattern.test(line))
      .map((line) => `${instance.name}: ${line.slice(0, 300)}`),
  );
}

export async function stopInstances(instances: Instance[]): Promise<void> {
  await Promise.all(instances.map((instance) => instance.process.stop('SIGTERM')));
  for (const dataDir of new Set(instances.map((instance) => instance.dataDir)))
    rmSync(dataDir, { recursive: true, force: true });
}
