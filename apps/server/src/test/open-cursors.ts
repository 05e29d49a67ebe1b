import type { Database } from '../db/client.js';

/**
 * What a streamed read left behind (db/stream.ts): PGlite's named cursors (its one session holds
 * them), or PostgreSQL sessions of this database other than the asker's still inside a transaction
 * (a client held by a cursor and not given back).
 */
export async function openCursors(database: Database): Promise<number> {
  const [row] = await database.raw(
    database.kind === 'pglite'
      ? "select count(*)::int from pg_cursors where name <> ''"
      : `select count(*)::int from pg_stat_activity where datname = current_database()
           and pid <> pg_backend_pid() and state like 'idle in transaction%'`,
    [],
  );
  return Number(row?.[0]);
}
