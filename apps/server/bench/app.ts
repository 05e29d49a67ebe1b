import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuiltApp, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { databaseAt, onServer } from '../src/db/server.js';

/** The benches' one password for every user they seed. */
export const BENCH_PASSWORD = 'bench-password-123';

/**
 * A new, empty PostgreSQL database named `name` on the bench server (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local test server), migrated; and its address, for tools that
 * connect on their own (COPY in bench/csv.ts).
 */
export async function freshPostgres(name: string): Promise<{ database: Database; url: string }> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  await onServer(adminUrl, `drop database if exists ${name} with (force)`, `create database ${name}`);
  const url = databaseAt(adminUrl, name);
  const database = await openPostgres(url);
  await database.migrate();
  return { database, url };
}

/** An in-memory PGlite, migrated. */
export async function freshPglite(): Promise<Database> {
  const database = await openPglite();
  await database.migrate();
  return database;
}

export interface BenchApp {
  app: BuiltApp['app'];
  deps: BuiltApp['deps'];
  config: Config;
  /** Ends the app and the database and removes the data folder. */
  close(): Promise<void>;
}

/** The app on `database` in production mode, as a district runs it (no response re-checks). */
export async function benchApp(database: Database): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schooldog-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    SIGN_IN_RATE_LIMIT: '1000',
  });
  const { app, deps } = await buildApp({
    config,
    database,
    secret: 'bench-secret-bench-secret-bench-secret-0',
    webDist: dataDir,
  });
  return {
    app,
    deps,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs `email` in (password BENCH_PASSWORD) and answers the headers its requests carry: the
 * session cookie, and the app's own origin, which a state-changing request states as a browser
 * does (http/origin-check.ts).
 */
export async function signedInHeaders(
  { app, config }: BenchApp,
  email: string,
): Promise<{ cookie: string; origin: string }> {
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: config.publicUrl },
    payload: { email, password: BENCH_PASSWORD },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.statusCode} ${signIn.body}`);
  const cookie = [signIn.headers['set-cookie']]
    .flat()
    .map((value) => String(value).split(';')[0])
    .join('; ');
  return { cookie, origin: config.publicUrl };
}
