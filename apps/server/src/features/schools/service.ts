import { can, type TSchoolInfo, type TSchoolLocation } from '@schooldog/domain';
import { and, asc, count, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { observations } from '../entries/tables.js';
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

/** Those who log or view entries at a school read its information and locations. */
function assertMayReadSchool(actor: Actor, schoolId: string) {
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

/** The school's location profile: names used in entries, with counts and last use, sorted by name. */
export async function schoolLocations(db: Db, actor: Actor, schoolId: string): Promise<TSchoolLocation[]> {
  assertMayReadSchool(actor, schoolId);
  const rows = await db
    .select({
      key: observations.searchableLocation,
      // The most recent spelling names the location.
      name: sql<string>`(array_agg(${observations.location} order by ${observations.timestamp} desc))[1]`,
      count: count(),
      lastUsed: max(observations.timestamp),
    })
    .from(observations)
    .where(
      and(
        eq(observations.schoolId, schoolId),
        eq(observations.isDeleted, false),
        ne(observations.searchableLocation, ''),
      ),
    )
    .groupBy(observations.searchableLocation)
    .orderBy(asc(observations.searchableLocation), desc(max(observations.timestamp)));
  return rows.map((row) => ({
    name: row.name,
    count: row.count,
    lastUsed: (row.lastUsed ?? new Date(0)).toISOString(),
  }));
}
