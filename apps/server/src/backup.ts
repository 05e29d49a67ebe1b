import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError, lockDataDir } from './platform/lock.js';

/**
 * `npm run backup`: the embedded database as a compressed archive in DATA_DIR/backups
 * (PGlite can be copied only while no server uses it), or pg_dump for PostgreSQL.
 */
async function backup() {
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  const folder = join(dataDir, 'backups');
  mkdirSync(folder, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');

  if (config.DATABASE_URL) {
    const file = join(folder, `postgres-${stamp}.sql`);
    const result = spawnSync('pg_dump', ['--no-owner', '--file', file, config.DATABASE_URL], {
      stdio: 'inherit',
    });
    if (result.error || result.status !== 0)
      throw new Error('pg_dump failed; is it installed (apt-get install postgresql-client)?');
    console.log(`Backup written to ${file}`);
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
    const file = join(folder, `pglite-${stamp}.tar.gz`);
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    console.log(`Backup written to ${file}`);
  } finally {
    await release();
  }
}

backup().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
