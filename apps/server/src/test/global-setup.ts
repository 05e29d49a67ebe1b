import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, dumpPglite, openPglite, openPostgres } from '../db/client.js';
import { databaseAt, onServer } from '../db/server.js';
import { createJobQueue } from '../platform/jobs/queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (`dumpPglite`), which each suite's database starts from. */
    migratedPglitePath: string;
    /**
     * With TEST_DATABASE_URL: a migrated PostgreSQL database each suite's database is created from
     * (`CREATE DATABASE … TEMPLATE`), and the prefix of this run's databases, dropped at its end.
     */
    postgresTemplate: { name: string; prefix: string } | null;
  }
}

/**
 * Migrates one PGlite for the whole run (the app's tables and pg-boss's): a suite's database starts from a copy of it in a third
 * of the time initdb takes (test/harness.ts `openTestDatabase`).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'schooldog-pglite-'));
  const database = await openPglite();
  await migrateWithJobs(database);
  const image = await dumpPglite(database);
  await database.close();
  const path = join(folder, 'migrated.tar');
  writeFileSync(path, Buffer.from(await image.arrayBuffer()));
  project.provide('migratedPglitePath', path);
  const postgres = await postgresTemplate();
  project.provide('postgresTemplate', postgres?.template ?? null);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await postgres?.dropAll();
  };
}

/** The app's tables and pg-boss's: each app only checks pg-boss's version then. */
async function migrateWithJobs(database: Database) {
  await database.migrate();
  const jobs = createJobQueue({
    sql: database.sql,
    queues: [],
    handlers: new Map(),
    log: { warn: () => {}, error: () => {} },
    supervise: false,
  });
  await jobs.start();
  await jobs.stop();
}

/**
 * Copying a migrated template takes a fraction of migrating a new database, and the suites' databases
 * are dropped together at the end rather than one by one in each suite's teardown (a drop waits
 * for a checkpoint: up to seconds on a busy machine).
 */
async function postgresTemplate() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const prefix = `sd_test_${Math.random().toString(36).slice(2, 8)}`;
  const name = `${prefix}_template`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const database = await openPostgres(databaseAt(adminUrl, name));
  try {
    await migrateWithJobs(database);
  } finally {
    await database.close();
  }
  return {
    template: { name, prefix },
    async dropAll() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE datname LIKE $1',
          [`${prefix}\\_%`],
        );
        // The template last: every copy of it is gone by then.
        const names = rows.map((row) => row.datname).sort((a, b) => Number(a === name) - Number(b === name));
        for (const database of names) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}
