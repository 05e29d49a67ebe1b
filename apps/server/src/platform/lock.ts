import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * PGlite serves one process and takes no lock of its own, so the server holds DATA_DIR/server.lock
 * while it runs; a second process on the same folder stops with a clear message.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  try {
    return await lockfile.lock(folder, {
      lockfilePath: join(folder, 'server.lock'),
      stale: 15_000,
      update: 5_000,
      realpath: false,
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another SchoolDog server is already using the data directory ${folder}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    throw error;
  }
}
