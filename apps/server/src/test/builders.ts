import {
  isDistrictLevelRole,
  newId,
  type PermissionMap,
  type PermissionName,
  type RoleName,
  type TEntry,
  type TCreateEntryRequest,
  type TWalk,
  type WalkStatus,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schools, users } from '../db/schema.js';
import { seedUser } from '../seed/demo.js';
import { TEST_PASSWORD, type TestApp } from './harness.js';
import { type Person, requestsAs } from './kit.js';

let userCounter = 0;

interface UserOptions {
  /** The user's schools (ignored for district-level roles, which hold everything everywhere). */
  schools?: string[];
  /** Permissions held beyond the role's defaults: everywhere for district-level roles, else at `schools`. */
  grant?: PermissionName[];
  /** Permissions of the role's defaults the user does not hold. */
  deny?: PermissionName[];
  isSchoolDogStaff?: boolean;
}

interface WalkOptions {
  leader: Person;
  schoolId: string;
  collaborators?: Person[];
  /** `review` needs a reviewer; `complete` is completed by the leader without review. */
  status?: WalkStatus;
  reviewer?: Person;
  archived?: boolean;
}

/**
 * Entity builders: each makes one thing the way the app does (schools and users in the database,
 * entries and walks through the API as their author) and answers it.
 */
export function builders(t: TestApp) {
  const as = requestsAs(t);
  const expectStatus = (response: { statusCode: number; body: string }, status: number) =>
    expect(response.statusCode, response.body).toBe(status);

  return {
    /** A school of the district (no district settings: call `withDistrict` for those). */
    async school(name = `School ${newId().slice(0, 6)}`): Promise<{ id: string; name: string }> {
      const id = newId();
      await t.database.db.insert(schools).values({
        id,
        name,
        address: { street: '1 Main St', street2: '', city: 'Springfield', state: 'GA', zip: '30101' },
      });
      return { id, name };
    },

    /** A user of a role, signed in; the role's default permissions, changed by `grant` and `deny`. */
    async user(role: RoleName, options: UserOptions = {}): Promise<Person> {
      userCounter += 1;
      const email = `${role}.kit${userCounter}@test.schooldog.test`;
      const schoolIds = options.schools ?? [];
      const user = await seedUser(t.database.db, role, {
        schoolIds,
        password: TEST_PASSWORD,
        email,
        ...(options.isSchoolDogStaff === undefined ? {} : { isSchoolDogStaff: options.isSchoolDogStaff }),
      });
      if (options.grant?.length || options.deny?.length) {
        const always = isDistrictLevelRole(role);
        const permissions: PermissionMap = { ...user.permissions };
        for (const name of options.grant ?? [])
          permissions[name] = { hasPermission: true, always, forSchools: always ? [] : schoolIds };
        for (const name of options.deny ?? []) delete permissions[name];
        await t.database.db.update(users).set({ permissions }).where(eq(users.id, user.id));
      }
      return { id: user.id, email, cookie: await t.signIn(email) };
    },

    /** An entry logged through the API by `by` (a camera concern, quantity 1, unless `fields` say otherwise). */
    entry(by: Person, fields: Partial<TCreateEntryRequest> & { schoolId: string }): Promise<TEntry> {
      return t.logEntry(by, fields);
    },

    /** A walk led by `leader`, brought to `status` (and archived) through the API. */
    async walk(options: WalkOptions): Promise<TWalk> {
      const { leader, status = 'inprogress' } = options;
      const started = await as(leader).post('/api/walks', {
        schoolId: options.schoolId,
        collaboratorUserIds: (options.collaborators ?? []).map((person) => person.id),
      });
      expectStatus(started, 201);
      let walk = started.json<TWalk>();
      if (status === 'review') {
        if (!options.reviewer) throw new Error('a walk in review needs a reviewer');
        const submitted = await as(leader).post(`/api/walks/${walk.id}/submit`, {
          reviewerUserId: options.reviewer.id,
        });
        expectStatus(submitted, 200);
        walk = submitted.json<TWalk>();
      }
      if (status === 'complete') {
        const completed = await as(leader).post(`/api/walks/${walk.id}/complete`, {
          acknowledgeNoEntries: true,
        });
        expectStatus(completed, 200);
        walk = completed.json<TWalk>();
      }
      if (options.archived) {
        const archived = await as(leader).post(`/api/walks/${walk.id}/archive`, { archived: true });
        expectStatus(archived, 200);
        walk = archived.json<TWalk>();
      }
      return walk;
    },
  };
}
export type Builders = ReturnType<typeof builders>;
