import { newId } from '@schooldog/domain';
import { hashPassword } from 'better-auth/crypto';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { accounts } from '../../src/auth/tables.js';
import { type Database, openPostgres } from '../../src/db/client.js';
import { createSettingsService } from '../../src/core/settings.js';
import { walks } from '../../src/features/walks/tables.js';
import { seedDistrict, seedUser } from '../../src/seed/demo.js';
import { SETTINGS } from './settings.js';

export interface Person {
  id: string;
  email: string;
}

export interface Walker extends Person {
  index: number;
  schoolId: string;
  /** The address the walker's requests come from (X-Forwarded-For, as behind a load balancer). */
  ip: string;
  /** Walkers walk in pairs: the leader starts walks with the other as collaborator. */
  isLeader: boolean;
}

export interface Population {
  schoolIds: string[];
  walkers: Walker[];
  /** The principal of each school: the reviewer of its walks. */
  principals: Map<string, Person>;
  /** A district safety coordinator: sees every entry; the live-event listener. */
  coordinator: Person;
}

/** A fresh database on the benchmark's PostgreSQL server, migrated; answers it and its URL. */
export async function freshDatabase(): Promise<{ database: Database; url: string }> {
  const admin = new pg.Client({ connectionString: SETTINGS.adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${SETTINGS.databaseName} with (force)`);
  await admin.query(`create database ${SETTINGS.databaseName}`);
  await admin.end();
  const url = new URL(SETTINGS.adminUrl);
  url.pathname = `/${SETTINGS.databaseName}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  return { database, url: url.toString() };
}

const ipOf = (index: number) => `10.20.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/**
 * The district (four schools) through the app's seed functions, a principal per school, a
 * coordinator and the walkers (three educators to one assistant principal). One password hash
 * serves every walker: 200 scrypt runs would take half a minute of the machine's two cores.
 */
export async function seedPopulation(database: Database): Promise<Population> {
  const { db } = database;
  const schools = await seedDistrict(db, createSettingsService(db));
  const schoolIds = schools.map((school) => school.id);
  const password = SETTINGS.password;
  const principals = new Map<string, Person>();
  for (const [index, schoolId] of schoolIds.entries()) {
    const email = `principal${index}@load.schooldog.test`;
    const user = await seedUser(db, 'principal', { schoolIds: [schoolId], password, email });
    principals.set(schoolId, { id: user.id, email });
  }
  const coordinatorEmail = 'coordinator@load.schooldog.test';
  const coordinator = await seedUser(db, 'district_safety_coordinator', {
    schoolIds: [],
    password,
    email: coordinatorEmail,
  });

  const walkers: Walker[] = [];
  for (let index = 0; index < SETTINGS.walkers; index++) {
    const pair = Math.floor(index / 2);
    const schoolId = schoolIds[pair % schoolIds.length] ?? '';
    const email = `walker${index}@load.schooldog.test`;
    const role = pair % 4 === 3 ? 'assistant_principal' : 'educator';
    const user = await seedUser(db, role, {
      schoolIds: [schoolId],
      email,
      name: ['Walker', String(index)],
    });
    walkers.push({ index, id: user.id, email, schoolId, ip: ipOf(index), isLeader: index % 2 === 0 });
  }
  const hash = await hashPassword(password);
  await db.insert(accounts).values(
    walkers.map((walker) => ({
      id: newId(),
      accountId: walker.id,
      providerId: 'credential',
      userId: walker.id,
      password: hash,
    })),
  );
  return { schoolIds, walkers, principals, coordinator: { id: coordinator.id, email: coordinatorEmail } };
}

/** Moves the due time of these walks (in review) into the past, as if 72 hours had gone by. */
export async function makeWalksDue(database: Database, walkIds: string[]): Promise<void> {
  await database.db
    .update(walks)
    .set({ autoCompleteAt: new Date(Date.now() - 60_000) })
    .where(inArray(walks.id, walkIds));
}
