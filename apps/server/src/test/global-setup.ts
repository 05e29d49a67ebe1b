import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openPglite } from '../db/client.js';
import { createJobQueue } from '../platform/jobs/queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (`dumpPglite`), which each suite's database starts from. */
    migratedPglitePath: string;
  }
}

/**
 * Migrates one PGlite for the whole run (the app's tables and pg-boss's): a suite's database starts from a copy of it in a third
 * of the time initdb takes (test/harness.ts `openTestDatabase`).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'schooldog-pglite-'));
  const database = await openPglite();
  await database.migrate();
  // pg-boss's schema too: each app only checks its version then.
  const jobs = createJobQueue({
    sql: database.sql,
    queues: [],
    handlers: new Map(),
    log: { warn: () => {}, error: () => {} },
    supervise: false,
  });
  await jobs.start();
  await jobs.stop();
  const image = await dumpPglite(database);
  await database.close();
  const path = join(folder, 'migrated.tar');
  writeFileSync(path, Buffer.from(await image.arrayBuffer()));
  project.provide('migratedPglitePath', path);
  return () => rmSync(folder, { recursive: true, force: true });
}
