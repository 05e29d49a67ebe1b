import { type Builders, builders } from './builders.js';
import { type TestApp, withDistrict } from './harness.js';
import { ANONYMOUS, allowed, type Person } from './kit.js';

/**
 * The people of a feature's role table (spec 000 §6 roles with their default permissions), at
 * the demo district's schools A and B: someone not signed in, product staff, the district's
 * master administrator, safety and non-safety coordinators, a principal at A and one at B, an
 * educator at A and a work order submitter at A.
 */
export const ROLE_CAST = [
  'anonymous',
  'staff',
  'masterAdmin',
  'coordinator',
  'nonSafety',
  'principalHere',
  'principalElsewhere',
  'educator',
  'workOrderSubmitter',
] as const;
export type RoleCastName = (typeof ROLE_CAST)[number];
export type RoleCast = Record<RoleCastName, Person | typeof ANONYMOUS>;

export async function roleCast(t: TestApp): Promise<{
  schoolA: string;
  schoolB: string;
  build: Builders;
  cast: RoleCast;
  people: Record<Exclude<RoleCastName, 'anonymous'>, Person>;
}> {
  const build = builders(t);
  const [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
  const people = {
    // Staff is a flag on an account; this one is an educator at A otherwise.
    staff: await build.user('educator', { schools: [schoolA], isSchoolDogStaff: true }),
    masterAdmin: await build.user('schooldog_master_admin'),
    coordinator: await build.user('district_safety_coordinator'),
    nonSafety: await build.user('district_nonsafety_coordinator'),
    principalHere: await build.user('principal', { schools: [schoolA] }),
    principalElsewhere: await build.user('principal', { schools: [schoolB] }),
    educator: await build.user('educator', { schools: [schoolA] }),
    workOrderSubmitter: await build.user('work_order_submitter', { schools: [schoolA] }),
  };
  return { schoolA, schoolB, build, people, cast: { anonymous: ANONYMOUS, ...people } };
}

/** A row of a role table: `ok` for those named, 401 for anonymous, 403 for everyone else. */
export const rolesAllowed = (ok: number, ...who: RoleCastName[]) =>
  allowed(ROLE_CAST, ok, who, { anonymous: 401 });

/** Every signed-in person gets `ok`; anonymous 401. */
export const signedIn = (ok: number) => rolesAllowed(ok, ...ROLE_CAST.filter((name) => name !== 'anonymous'));
