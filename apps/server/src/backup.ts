import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BACKUP_DATABASE_FILES, BACKUP_FILES_FOLDER } from './backup-layout.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError, lockDataDir } from './platform/lock.js';

/**
 * `npm run backup`: a folder DATA_DIR/backups/<time>/ with the database (the embedded one as a
 * compressed archive, which needs the server stopped; PostgreSQL through pg_dump) and a copy of the
 * pictures stored in DATA_DIR/files (with S3 storage, back up the bucket itself).
 */
async function backup() {
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  const folder = join(dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-'));
  mkdirSync(folder, { recursive: true });

  if (config.DATABASE_URL) {
    const file = join(folder, BACKUP_DATABASE_FILES.postgres);
    const result = spawnSync('pg_dump', ['--no-owner', '--file', file, config.DATABASE_URL], {
      stdio: 'inherit',
    });
    if (result.error || result.status !== 0)
      throw new Error('pg_dump failed; is it installed (apt-get install postgresql-client)?');
    // After the dump: every picture it names is copied (unless deleted in between).
    copyFiles(dataDir, folder, !config.S3_BUCKET);
    console.log(`Backup written to ${folder}`);
    return;
  }

  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new DataDirLockedError(
        `${error.message} (a backup of the embedded database needs the server stopped)`,
      );
    }
    throw error;
  }
  try {
    const client = await PGlite.create(join(dataDir, 'pgdata'));
    const archive = await client.dumpDataDir('gzip');
    await client.close();
    writeFileSync(join(folder, BACKUP_DATABASE_FILES.pglite), Buffer.from(await archive.arrayBuffer()));
    copyFiles(dataDir, folder, !config.S3_BUCKET);
    console.log(`Backup written to ${folder}`);
  } finally {
    await release();
  }
}

function copyFiles(dataDir: string, folder: string, isLocalStorage: boolean) {
  const files = join(dataDir, 'files');
  if (isLocalStorage && existsSync(files))
    cpSync(files, join(folder, BACKUP_FILES_FOLDER), { recursive: true });
}

backup().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
