import { can, knownSchoolIdsOf, type TSchoolInfo } from '@schooldog/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { schools } from './tables.js';

/** The schools a user belongs to: every school for district users, else their listed schools. */
export async function schoolsOfUser(db: Db, user: { roleSchoolIds: string[] }, isDistrictUser: boolean) {
  const columns = { id: schools.id, name: schools.name };
  if (isDistrictUser) return db.select(columns).from(schools).orderBy(asc(schools.name));
  if (user.roleSchoolIds.length === 0) return [];
  return db
    .select(columns)
    .from(schools)
    .where(inArray(schools.id, user.roleSchoolIds))
    .orderBy(asc(schools.name));
}

/**
 * The schools /api/me names (me.schools): every school for district users, else their listed
 * schools and every school where they hold a permission (docs/decisions.md "Work order staff").
 */
export async function knownSchoolsOf(db: Db, actor: Actor) {
  if (actor.isDistrictUser) return schoolsOfUser(db, actor.user, true);
  const known = knownSchoolIdsOf(actor.permissions, actor.user.roleSchoolIds);
  if (known === 'all') return schoolsOfUser(db, actor.user, true);
  return schoolsOfUser(db, { roleSchoolIds: known }, false);
}

/** Those who log or view entries at a school read its information and locations. */
export function assertMayReadSchool(actor: Actor, schoolId: string) {
  if (!can(actor.permissions, 'log entries|view entries', schoolId)) throw Forbidden();
}

/** A school's contact information and links: the walk's resources dialog. */
export async function schoolInfo(db: Db, actor: Actor, schoolId: string): Promise<TSchoolInfo> {
  assertMayReadSchool(actor, schoolId);
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
  if (!school) throw NotFound();
  return {
    id: school.id,
    name: school.name,
    address: school.address,
    principalName: school.principalName,
    principalEmail: school.principalEmail,
    principalOfficePhone: school.principalOfficePhone,
    schoolOfficeNumber: school.schoolOfficeNumber,
    phone: school.phone,
    officePhone: school.officePhone,
    contactPhone: school.contactPhone,
    fax: school.fax,
    email: school.email,
    website: school.website,
    links: school.links,
  };
}

/** A school's name, or null when there is no such school. */
export async function schoolNameOf(db: Executor, schoolId: string): Promise<string | null> {
  const [row] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  return row?.name ?? null;
}
