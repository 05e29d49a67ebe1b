import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RoleName, TCreateEntryRequest, TEntry } from '@schooldog/domain';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions, Response as LightMyRequestResponse } from 'light-my-request';
import { describe, expect, inject, vi } from 'vitest';
import { type BuiltApp, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openPgliteFrom, openPostgres } from '../db/client.js';
import { databaseAt, onServer } from '../db/server.js';
import type { ServerFeature } from '../core/feature.js';
import type { SentMail } from '../platform/mail.js';
import type { PushSender } from '../platform/push/sender.js';
import type { FileStorage } from '../platform/storage.js';
import { seedDistrict, seedUser } from '../seed/demo.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** Runs a suite once per database kind. */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void) {
  describe.each(DATABASE_KINDS)(`${name} [%s]`, suite);
}

/**
 * A fresh, migrated database: in-memory PGlite (a copy of the run's migrated one,
 * test/global-setup.ts), or a new PostgreSQL database copied from the run's migrated template.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openPgliteFrom(new Blob([readFileSync(inject('migratedPglitePath'))]));
    // The copy is of this run's migrations; migrating again checks that and costs little.
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!adminUrl || !template) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${template.prefix}_${Math.random().toString(36).slice(2, 12)}`;
  await onServer(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  // A copy of this run's migrated template; migrating again checks that and costs little. The run's
  // end drops it (test/global-setup.ts).
  const database = await openPostgres(databaseAt(adminUrl, name));
  await database.migrate();
  return database;
}

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestApp extends BuiltApp {
  database: Database;
  dataDir: string;
  close(): Promise<void>;
  /** Runs every job queued so far (and those they queue) until none is left; answers how many ran. */
  drainJobs(): Promise<number>;
  /** The mail sent so far (newest last, the mailer's last 50), once the queued deliveries have run. */
  mails(): Promise<SentMail[]>;
  /**
   * The mail sent after the first `since` (the mailer's count before), waiting for it: sign-in and
   * reset mail is queued after the answer, so it may not be there yet when the answer arrives.
   */
  mailsAfter(since: number, count?: number): Promise<SentMail[]>;
  /** Signs in with email and password and returns the session cookie header. */
  signIn(email: string, password?: string): Promise<string>;
  /** A user of a role with the role's defaults, at the given schools, signed in. */
  userWithRole(
    role: RoleName,
    schoolIds: string[],
    overrides?: { isSchoolDogStaff?: boolean },
  ): Promise<{ id: string; email: string; cookie: string }>;
  /**
   * Logs an entry as this person through the API (a camera concern, quantity 1, unless the fields
   * say otherwise) and expects it created.
   */
  logEntry(
    who: { cookie: string },
    fields: Partial<TCreateEntryRequest> & { schoolId: string },
  ): Promise<TEntry>;
}

let userCounter = 0;

/**
 * Test requests come from the app's own pages, as a browser's would: each states the app's Origin
 * unless the test sets one (`origin: undefined` sends none), so the CSRF check sees real traffic.
 */
export function sameOriginByDefault(app: FastifyInstance, origin: string) {
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  const withOrigin = (options: InjectOptions | string): InjectOptions => {
    const request = typeof options === 'string' ? { url: options } : options;
    const headers: Record<string, string | number | string[] | undefined> = { ...request.headers };
    if (!('origin' in headers)) headers.origin = origin;
    const sent = Object.fromEntries(
      Object.entries(headers).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      ),
    );
    return { ...request, headers: sent };
  };
  Object.assign(app, { inject: (options: InjectOptions | string) => inject(withOrigin(options)) });
}

export interface TestAppOptions {
  clock?: () => Date;
  /** Receives the app's log lines (JSON, one per write). */
  logStream?: { write(line: string): void };
  /** Stands in for the file storage (e.g. one that fails). */
  storage?: FileStorage;
  /** Routes a test adds before the app is ready (e.g. one that fails); each declares its access. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Features a test adds (one with a job or a notification of its own). */
  extraFeatures?: readonly ServerFeature[];
  /** Web push through this sender (a fake push service's). */
  push?: PushSender;
}

/** Builds the real app on a fresh database with a temporary DATA_DIR. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schooldog-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SIGN_IN_RATE_LIMIT: '1000',
    ...env,
  });
  const database = await openTestDatabase(kind);
  return startInstance(database, config, options, async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/**
 * Another instance of the app on the database and DATA_DIR of `t`: a server started after the
 * one of `t` died (a restart), or one beside it. Closing it closes its app only.
 */
export const anotherInstance = (t: TestApp, options: TestAppOptions = {}): Promise<TestApp> =>
  startInstance(t.database, t.deps.config, options, async () => {});

/** The app on `database`, ready; `release` runs after its close (the database and DATA_DIR go with the first). */
async function startInstance(
  database: Database,
  config: Config,
  options: TestAppOptions,
  release: () => Promise<void>,
): Promise<TestApp> {
  const dataDir = config.DATA_DIR;
  const built = await buildApp({
    config,
    database,
    secret: 'test-secret-test-secret-test-secret-0123',
    webDist: join(dataDir, 'no-web'),
    clock: options.clock,
    logStream: options.logStream,
    storage: options.storage,
    // Jobs run when a test drains them (`drainJobs`), never behind its back.
    runJobs: false,
    extraFeatures: options.extraFeatures,
    push: options.push,
  });
  options.extraRoutes?.(built.app);
  await built.app.ready();
  sameOriginByDefault(built.app, config.publicUrl);
  const signIn = async (email: string, password = TEST_PASSWORD) => {
    const response = await built.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
    });
    if (response.statusCode !== 200)
      throw new Error(`sign-in failed for ${email}: ${response.statusCode} ${response.body}`);
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((value) => value?.startsWith('schooldog.session_token='));
    if (!cookie) throw new Error('no session cookie');
    return cookie.split(';')[0] ?? '';
  };
  return {
    ...built,
    database,
    dataDir,
    signIn,
    drainJobs: () => built.deps.jobs.drain(),
    async mails() {
      await built.deps.jobs.drain();
      return [...built.deps.mailer.recent];
    },
    async mailsAfter(since, count = 1) {
      return vi.waitFor(
        async () => {
          await built.deps.jobs.drain();
          const sent = built.deps.mailer.recent.slice(since);
          if (sent.length < count) throw new Error(`${sent.length} of ${count} mails so far`);
          return sent;
        },
        { timeout: 30_000, interval: 50 },
      );
    },
    async userWithRole(role, schoolIds, overrides = {}) {
      userCounter += 1;
      const email = `${role}.${userCounter}@test.schooldog.test`;
      const user = await seedUser(database.db, role, {
        schoolIds,
        password: TEST_PASSWORD,
        email,
        ...overrides,
      });
      return { id: user.id, email, cookie: await signIn(email) };
    },
    async logEntry(who, fields) {
      const response = await built.app.inject({
        method: 'POST',
        url: '/api/entries',
        headers: { cookie: who.cookie },
        payload: {
          observationCategoryId: 'cameras',
          observationItemId: 'cameras-1',
          observationType: 'concern',
          quantity: 1,
          ...fields,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<TEntry>();
    },
    async close() {
      await built.app.close();
      await release();
    },
  };
}

/** The demo district's schools and settings, for tests that need schools. */
export async function withDistrict(testApp: TestApp) {
  return seedDistrict(testApp.database.db, testApp.deps.settings);
}
