import type { RoleName } from '@schooldog/domain';
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
  const made = await castOf(t, {
    // Staff is a flag on an account; this one is an educator at A otherwise.
    staff: ['educator', 'A', { isSchoolDogStaff: true }],
    masterAdmin: ['schooldog_master_admin'],
    coordinator: ['district_safety_coordinator'],
    nonSafety: ['district_nonsafety_coordinator'],
    principalHere: ['principal', 'A'],
    principalElsewhere: ['principal', 'B'],
    educator: ['educator', 'A'],
    workOrderSubmitter: ['work_order_submitter', 'A'],
  });
  return { ...made, cast: { anonymous: ANONYMOUS, ...made.people } };
}

/**
 * One person of a cast: a role, the demo district's school A or B it is held at (none: a
 * district-level role's everywhere), and whether the account is product staff.
 */
export type Casting = readonly [role: RoleName, school?: 'A' | 'B', options?: { isSchoolDogStaff?: boolean }];

/**
 * The people a test names, each a role at school A or B of the demo district, signed in; made one
 * after another in the order named. Every cast of the tests is one of these: the role table's
 * above, and the features' own (a walk's leader, collaborator, reviewer…).
 */
export async function castOf<Name extends string>(
  t: TestApp,
  castings: Record<Name, Casting>,
): Promise<{ schoolA: string; schoolB: string; build: Builders; people: Record<Name, Person> }> {
  const build = builders(t);
  const [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
  const people = {} as Record<Name, Person>;
  for (const [name, [role, school, options]] of Object.entries(castings) as [Name, Casting][]) {
    const schools = school === 'A' ? [schoolA] : school === 'B' ? [schoolB] : [];
    people[name] = await build.user(role, { schools, ...options });
  }
  return { schoolA, schoolB, build, people };
}

/** A row of a role table: `ok` for those named, 401 for anonymous, 403 for everyone else. */
export const rolesAllowed = (ok: number, ...who: RoleCastName[]) =>
  allowed(ROLE_CAST, ok, who, { anonymous: 401 });

/** Every signed-in person gets `ok`; anonymous 401. */
export const signedIn = (ok: number) => rolesAllowed(ok, ...ROLE_CAST.filter((name) => name !== 'anonymous'));
