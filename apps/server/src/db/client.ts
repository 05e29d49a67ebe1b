import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { pgliteRows, poolRows, type StreamOptions } from './stream.js';

export type Schema = typeof schema;
/** One type for both drivers: the same SQL dialect runs on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction: what a write runs on (core/write.ts). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a read needs: the database or a transaction, whichever the caller holds. */
export type Executor = Pick<Db, 'select'>;

/**
 * SQL text straight on the driver, rows as arrays. `stream` reads one statement's rows through a
 * server-side cursor, a batch at a time (db/stream.ts); it hangs off `raw` so that every holder of
 * `raw` (AppDeps) has it too. Stop early with `break` or `return()`: that closes the cursor.
 */
export interface Raw {
  (text: string, params: unknown[]): Promise<unknown[][]>;
  stream(text: string, params: unknown[], options: StreamOptions): AsyncGenerator<unknown[][]>;
}

/** SQL text with $1… parameters, rows as objects: how pg-boss talks to the database (platform/jobs). */
export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Runs SQL text with parameters straight on the driver; rows as arrays of column values. */
  raw: Raw;
  /** The same database for SQL text (several statements when there are no parameters). */
  sql: SqlClient;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** PGlite in a folder (or in memory when dataDir is undefined): the embedded default. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (!dataDir) return pgliteDatabase(await PGlite.create());
  const folder = join(dataDir, 'pgdata');
  mkdirSync(folder, { recursive: true });
  return pgliteDatabase(await PGlite.create(folder));
}

/**
 * An in-memory PGlite started from a copy of another's data folder (`dumpPglite`). Starting one
 * this way skips PGlite's initdb, a second of processor time: the tests open one per suite.
 */
export async function openPgliteFrom(image: Blob): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: image }));
}

/** A copy of a PGlite database's data folder, for `openPgliteFrom`. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = pgliteClients.get(database);
  if (!client) throw new Error('not a PGlite database');
  return client.dumpDataDir('none');
}

const pgliteClients = new WeakMap<Database, PGlite>();

function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, ...drizzleOptions });
  const database: Database = {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    raw: Object.assign(
      async (text: string, params: unknown[]) =>
        (await client.query<unknown[]>(text, params, { rowMode: 'array' })).rows,
      {
        stream: (text: string, params: unknown[], options: StreamOptions) =>
          pgliteRows(client, text, params, options),
      },
    ),
    sql: {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
        // PGlite's query takes one statement; exec runs several (pg-boss's schema and locked commands).
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    },
    close: () => client.close(),
  };
  pgliteClients.set(database, client);
  return database;
}

/** PostgreSQL through a connection pool: the at-scale choice. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that the server drops (restart, failover, a dropped test database) is
  // replaced by the pool on next use; unhandled, its error would end the whole process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // Fail early with the driver's message when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    raw: Object.assign(
      async (text: string, params: unknown[]) =>
        (await pool.query<unknown[]>({ text, values: params, rowMode: 'array' })).rows,
      {
        stream: (text: string, params: unknown[], options: StreamOptions) =>
          poolRows(pool, text, params, options),
      },
    ),
    sql: {
      executeSql: async (text, values) => pool.query<Record<string, unknown>>(text, values),
    },
    close: () => pool.end(),
  };
}
