import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTarget, type Target } from '../durability/target.js';
import { DATABASE_KINDS } from '../test/harness.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** test/job-process.ts in a child process; resolves once it printed `line`. */
function start(env: Record<string, string>, line: string) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/test/job-process.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const printed = (wanted: string) =>
    new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(wanted)) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void exited.then(() => reject(new Error(`exited before printing ${wanted}:\n${output}`)));
    });
  return { child, exited, reached: printed(line), printed };
}

describe.each(DATABASE_KINDS)('a job killed mid-run [%s]', (kind) => {
  let target: Target;
  afterAll(() => target.dispose());

  it('is retried after its expiry and its write applied once', async () => {
    target = await createTarget(kind, true);
    const first = start({ ...target.env, JOB_PHASE: 'hang' }, 'JOB-IN-FLIGHT');
    await first.reached;
    // Killed inside the job's transaction, its marker written but not committed.
    first.child.kill('SIGKILL');
    await first.exited;

    const second = start({ ...target.env, JOB_PHASE: 'finish' }, 'JOB-DONE');
    await second.reached;
    second.child.kill('SIGTERM');
    await second.exited;

    const database = await target.open();
    try {
      const markers = await database.raw(`select count(*)::int from audit_log where entity = 'job-test'`, []);
      expect(markers).toEqual([[1]]);
      const runs = await database.raw(
        `select state, retry_count from pgboss.job where name = 'test.marker'
         union all select state, retry_count from pgboss.archive where name = 'test.marker'`,
        [],
      );
      expect(runs).toEqual([['completed', 1]]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
