import { defaultPermissionsForRole, newId, SETUP_MESSAGES, type ZSetupRequest } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newPasswordProblem } from '../../auth/passwords.js';
import type { WriteDeps } from '../../core/write.js';
import type { Executor } from '../../db/client.js';
import { Conflict, Invalid } from '../../http/errors.js';
import { schools } from '../schools/public.js';
import { createUserAccount } from '../users/public.js';
import { users } from '../users/public.js';

/** The role of the first account (spec 000 §6: the district's top administrator). */
export const FIRST_ADMIN_ROLE = 'schooldog_master_admin';

// Any fixed number: two setups at once queue on this lock, and the second then sees the first's user.
const SETUP_LOCK = 13_001;

/** True while the database has no user at all: the only state in which setup runs. */
export async function isSetupNeeded(db: Executor): Promise<boolean> {
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  return !anyone;
}

/**
 * Remembers once the answer is "no": users are never all removed by the app, so the sign-in page's
 * settings read stops asking the database after the first account exists.
 */
export function createSetupProbe(db: Executor) {
  let isDone = false;
  return async () => {
    if (isDone) return false;
    const isNeeded = await isSetupNeeded(db);
    isDone = !isNeeded;
    return isNeeded;
  };
}

/**
 * Creates the district (name, time zone, schools) and its first SchoolDog Master Administrator,
 * in one transaction behind a lock: of two setups at once exactly one wins, the other is refused.
 */
export async function setUpDistrict(write: WriteDeps, input: z.output<typeof ZSetupRequest>) {
  const problem = newPasswordProblem(input.admin.password);
  if (problem) throw Invalid({ 'admin.password': problem.message });
  await write.db.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
  if (!(await isSetupNeeded(write.db))) throw Conflict(SETUP_MESSAGES.setupDone);

  const schoolRows = input.schools.map((school) => ({
    id: newId(),
    name: school.name,
    address: { street: '', street2: '', city: '', state: '', zip: '' },
  }));
  await write.db.insert(schools).values(schoolRows);
  await write.settings.update(
    'organization',
    { district: { name: input.districtName }, timeZone: input.timeZone },
    null,
  );
  const user = await createUserAccount(write.db, {
    email: input.admin.email,
    firstName: input.admin.firstName,
    lastName: input.admin.lastName,
    role: FIRST_ADMIN_ROLE,
    isDistrictLevel: true,
    roleSchoolIds: [],
    permissions: defaultPermissionsForRole(FIRST_ADMIN_ROLE, []),
    // The person installing the district typed the address just now; MFA enrolment asks for it verified.
    emailVerified: false,
    password: input.admin.password,
  });
  return { user, schoolIds: schoolRows.map((school) => school.id) };
}
