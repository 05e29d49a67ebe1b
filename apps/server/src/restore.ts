import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { BACKUP_DATABASE_FILES, BACKUP_FILES_FOLDER } from './backup-layout.js';
import { ConfigError, loadConfig } from './config.js';
import { JOB_SCHEMA } from './platform/jobs/queue.js';
import { DataDirLockedError, lockDataDir } from './platform/lock.js';

/*
 * `npm run restore -- <backup> [--force]`: the reverse of `npm run backup`, into DATA_DIR (and the
 * database of DATABASE_URL). <backup> is a backup folder, or a bare database dump of an older
 * backup (`pglite-….tar.gz`, `postgres-….sql`). A target that holds data is refused unless
 * --force, which moves an embedded database and pictures aside and empties a PostgreSQL database.
 */

class RestoreError extends Error {}

const isEmptyFolder = (path: string) => !existsSync(path) || readdirSync(path).length === 0;
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** The dump and the pictures' folder a backup argument names. */
function partsOf(backup: string): { dump: string; kind: 'pglite' | 'postgres'; files: string | null } {
  if (!existsSync(backup)) throw new RestoreError(`${backup} does not exist.`);
  if (statSync(backup).isDirectory()) {
    const files = join(backup, BACKUP_FILES_FOLDER);
    for (const kind of ['pglite', 'postgres'] as const) {
      const dump = join(backup, BACKUP_DATABASE_FILES[kind]);
      if (existsSync(dump)) return { dump, kind, files: existsSync(files) ? files : null };
    }
    throw new RestoreError(
      `${backup} is not a backup folder (no ${Object.values(BACKUP_DATABASE_FILES).join(' or ')}).`,
    );
  }
  if (/\.(tar\.gz|tgz)$/.test(backup)) return { dump: backup, kind: 'pglite', files: null };
  if (backup.endsWith('.sql')) return { dump: backup, kind: 'postgres', files: null };
  throw new RestoreError(
    `${backup} is neither a backup folder, an embedded database archive nor a .sql dump.`,
  );
}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle', $1)`,
      [JOB_SCHEMA],
    );
    return (result.rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

async function emptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `drop schema if exists drizzle cascade; drop schema if exists ${JOB_SCHEMA} cascade; drop schema if exists public cascade; create schema public`,
    );
  } finally {
    await client.end();
  }
}

async function restore() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [argument] = positionals;
  if (!argument) throw new RestoreError('Usage: npm run restore -- <backup folder or file> [--force]');
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  const backup = partsOf(resolve(argument));
  const pgdata = join(dataDir, 'pgdata');
  const files = join(dataDir, 'files');

  if (backup.kind === 'postgres' && !config.DATABASE_URL)
    throw new RestoreError('This is a PostgreSQL dump: set DATABASE_URL to the database to restore it into.');
  if (backup.kind === 'pglite' && config.DATABASE_URL)
    throw new RestoreError(
      'This is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
    );

  // PGlite serves one process, and pictures must not change under a restore: the server stays stopped.
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new RestoreError(`${error.message} (a restore needs the server stopped)`);
    throw error;
  }
  try {
    // Every refusal comes before any change.
    const occupied: string[] = [];
    if (backup.kind === 'pglite' && !isEmptyFolder(pgdata)) occupied.push(pgdata);
    const isPostgresOccupied =
      backup.kind === 'postgres' && !!config.DATABASE_URL && (await postgresHasTables(config.DATABASE_URL));
    if (isPostgresOccupied) occupied.push('the database of DATABASE_URL');
    if (backup.files && !isEmptyFolder(files)) occupied.push(files);
    if (occupied.length > 0 && !values.force) {
      throw new RestoreError(
        `Not restoring: ${occupied.join(' and ')} already hold data. Use a fresh DATA_DIR (and database), or add --force to move the embedded database and pictures aside and empty the PostgreSQL database.`,
      );
    }

    if (backup.kind === 'pglite') {
      if (!isEmptyFolder(pgdata)) renameSync(pgdata, `${pgdata}.before-restore-${stamp()}`);
      const client = await PGlite.create(pgdata, { loadDataDir: new Blob([readFileSync(backup.dump)]) });
      await client.query('select 1');
      await client.close();
    } else if (config.DATABASE_URL) {
      if (isPostgresOccupied) await emptyPostgres(config.DATABASE_URL);
      const result = spawnSync(
        'psql',
        [
          '--quiet',
          '--no-psqlrc',
          '--single-transaction',
          '--set',
          'ON_ERROR_STOP=1',
          '--file',
          backup.dump,
          config.DATABASE_URL,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      if (result.error || result.status !== 0)
        throw new RestoreError(
          'psql could not restore the dump; is it installed (apt-get install postgresql-client)?',
        );
    }
    if (backup.files) {
      if (!isEmptyFolder(files)) renameSync(files, `${files}.before-restore-${stamp()}`);
      cpSync(backup.files, files, { recursive: true });
    }
    console.log(
      `Restored ${argument} into ${backup.kind === 'pglite' ? dataDir : 'the database of DATABASE_URL'}.`,
    );
  } finally {
    await release();
  }
}

restore().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
