import { mkdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'server.lock';
/** Who holds the lock; beside it, because proper-lockfile removes its lock folder with a plain rmdir. */
const OWNER_FILE = 'server.lock.owner';

interface LockOwner {
  pid: number;
  hostname: string;
  /** The PID namespace (Linux), so a process in another container is never judged by our PIDs. */
  pidNamespace: string | null;
}

function pidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

function currentOwner(): LockOwner {
  return { pid: process.pid, hostname: hostname(), pidNamespace: pidNamespace() };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return !(error instanceof Error && 'code' in error && error.code === 'ESRCH');
  }
}

/**
 * Whether the recorded holder provably died (killed, crashed): it ran on this machine in this PID
 * namespace and its process is gone. Anything uncertain counts as alive, and the lock then frees
 * itself only when it goes stale (15 s without a refresh).
 */
function holderIsGone(folder: string): boolean {
  let recorded: Partial<LockOwner>;
  try {
    recorded = JSON.parse(readFileSync(join(folder, OWNER_FILE), 'utf8')) as Partial<LockOwner>;
  } catch {
    return false;
  }
  const self = currentOwner();
  if (typeof recorded.pid !== 'number') return false;
  if (recorded.hostname !== self.hostname || (recorded.pidNamespace ?? null) !== self.pidNamespace)
    return false;
  // Our own PID: the holder was an earlier process with it (a restarted container), not us.
  return recorded.pid === process.pid || !isAlive(recorded.pid);
}

const isLockedError = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ELOCKED';

/**
 * PGlite serves one process and takes no lock of its own, so the server holds DATA_DIR/server.lock
 * while it runs; a second process on the same folder stops with a clear message. A lock left by a
 * killed server is taken over at once when its process is provably gone, so a restart after a
 * crash does not wait for the lock to go stale.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const lockfilePath = join(folder, LOCK_FILE);
  const take = () => lockfile.lock(folder, { lockfilePath, stale: 15_000, update: 5_000, realpath: false });
  let release: () => Promise<void>;
  try {
    try {
      release = await take();
    } catch (error) {
      if (!isLockedError(error) || !holderIsGone(folder)) throw error;
      rmSync(lockfilePath, { recursive: true, force: true });
      release = await take();
    }
  } catch (error) {
    if (isLockedError(error)) {
      throw new DataDirLockedError(
        `Another SchoolDog server is already using the data directory ${folder}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    throw error;
  }
  writeFileSync(join(folder, OWNER_FILE), JSON.stringify(currentOwner()));
  return async () => {
    rmSync(join(folder, OWNER_FILE), { force: true });
    await release();
  };
}
