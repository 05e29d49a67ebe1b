import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';

const lockModule = fileURLToPath(new URL('./lock.ts', import.meta.url));
const children: ChildProcess[] = [];
const folders: string[] = [];

/** Another process that takes the lock on `dataDir` and holds it until killed. */
function holdLockInChild(dataDir: string): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
await lockDataDir(${JSON.stringify(dataDir)});
console.log('locked');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

function freshFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'schooldog-lock-'));
  folders.push(folder);
  return folder;
}

describe('the data directory lock', () => {
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a second process while the server holding it runs', async () => {
    const dataDir = freshFolder();
    await holdLockInChild(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('is taken over at once after the server holding it was killed (no wait for it to go stale)', async () => {
    const dataDir = freshFolder();
    await killed(await holdLockInChild(dataDir));
    const started = performance.now();
    const release = await lockDataDir(dataDir);
    // The lock goes stale only after 15 s; taking it sooner means the dead holder was recognised.
    expect(performance.now() - started).toBeLessThan(5_000);
    await release();
  });

  it('is free again after the holder released it', async () => {
    const dataDir = freshFolder();
    const release = await lockDataDir(dataDir);
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });
});
