import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

/** Starts `tsx src/main.ts` and resolves when it prints `until` or exits. */
function start(env: Record<string, string>, until: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  let output = '';
  return new Promise<{ output: string; code: number | null; child: ChildProcess }>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) resolve({ output, code: null, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => resolve({ output, code, child }));
  });
}

describe('server start-up', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'schooldog-main-'));
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops with one clear line when a variable is bad', async () => {
    const result = await start({ PORT: 'abc', DATA_DIR: dataDir }, /$^/);
    expect(result.code).toBe(1);
    expect(result.output.trim()).toBe('Configuration error: PORT must be a whole number (got "abc").');
  });

  it('starts on a new embedded database with demo data, and a second process on the same DATA_DIR refuses', async () => {
    const first = await start(
      { PORT: '0', DATA_DIR: dataDir, DEMO_PASSWORD: 'demo-password-1' },
      /Demo accounts[\s\S]*staff@/,
    );
    expect(first.output).toContain('(database: pglite)');
    expect(first.output).toContain('principal@demo.schooldog.test');
    expect(first.output).toContain('principal2@demo.schooldog.test');
    const second = await start({ PORT: '0', DATA_DIR: dataDir }, /$^/);
    expect(second.code).toBe(1);
    expect(second.output.trim()).toBe(
      `Another SchoolDog server is already using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }, 300_000);
});
