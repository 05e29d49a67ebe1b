import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
