import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_PASSWORD = 'e2e-demo-password';
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * Starts the production server (the built web app, as `npm start` serves it) on a free port with a
 * fresh data folder and the demo district, and resolves once the demo accounts are printed. With
 * `demo: false` the database stays empty (SEED_DEMO=0, a district's first start) and it resolves once
 * the server says it is running. `root` serves another checkout (`npm run bench:web`'s baseline).
 */
export async function startApp(options: { demo?: boolean; root?: string } = {}): Promise<RunningApp> {
  const demo = options.demo ?? true;
  const ready = demo ? /Demo accounts[\s\S]*staff@/ : /SchoolDog is running at/;
  const dataDir = mkdtempSync(join(tmpdir(), 'schooldog-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: options.root ?? repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DEMO_PASSWORD,
      SIGN_IN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: demo ? '' : '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    baseUrl,
    dataDir,
    async stop() {
      // The data folder goes once the server has let go of it.
      const exited =
        server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : Promise.resolve();
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
