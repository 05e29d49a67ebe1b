import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TMeResponse } from '@schooldog/domain';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { createSettingsService } from '../core/settings.js';
import { seedDistrict, seedUser } from '../seed/demo.js';
import type { DatabaseKind } from '../test/harness.js';
import type { Session } from './burst.js';

const PASSWORD = 'durability-test-password';
const PRINCIPAL_EMAIL = 'principal@durability.schooldog.test';

/**
 * Where a server process keeps its data for a durability test: a fresh DATA_DIR, and on PostgreSQL
 * a fresh database as well (dropped on dispose), holding the district and a principal. `open`
 * reads it directly while no server runs.
 */
export interface Target {
  kind: DatabaseKind;
  dataDir: string;
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server: its URL and how to drop it. */
export async function freshPostgresDatabase(prefix: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The district's schools and a principal at the first, through the seed functions. */
async function seed(open: () => Promise<Database>) {
  const database = await open();
  try {
    await database.migrate();
    const [school] = await seedDistrict(database.db, createSettingsService(database.db));
    await seedUser(database.db, 'principal', {
      schoolIds: [school?.id ?? ''],
      password: PASSWORD,
      email: PRINCIPAL_EMAIL,
    });
  } finally {
    await database.close();
  }
}

/** A target with data (`isEmpty` false: the district and a principal) or none at all. */
export async function createTarget(kind: DatabaseKind, isEmpty = false): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schooldog-durability-'));
  const env = { DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test', SEED_DEMO: '0' };
  let target: Target;
  if (kind === 'pglite') {
    target = {
      kind,
      dataDir,
      env,
      open: () => openPglite(dataDir),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  } else {
    const database = await freshPostgresDatabase('sd_durability');
    target = {
      kind,
      dataDir,
      env: { ...env, DATABASE_URL: database.url },
      open: () => openPostgres(database.url),
      async dispose() {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!isEmpty) await seed(target.open);
  return target;
}

/** Signs in as the target's principal on a running server. */
export async function signInAsPrincipal(url: string): Promise<Session> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: PRINCIPAL_EMAIL, password: PASSWORD }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = (
    signIn.headers.getSetCookie().find((value) => value.startsWith('schooldog.session_token=')) ?? ''
  ).split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  const me = (await (await fetch(`${url}/api/me`, { headers: { cookie } })).json()) as TMeResponse;
  const schoolId = me.user.roleSchoolIds[0];
  if (!schoolId) throw new Error('the principal has no school');
  return { url, cookie, schoolId };
}
