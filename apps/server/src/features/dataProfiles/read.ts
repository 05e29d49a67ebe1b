import {
  can,
  canViewDataProfile,
  DATA_PROFILE_MESSAGES as M,
  DATA_PROFILE_PICKER_ACCESS,
  type TDataProfile,
  type TDataProfileChoices,
  type TDataProfileSummary,
} from '@schooldog/domain';
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { schools } from '../schools/public.js';
import { optionCounts } from './counts.js';
import { type DataProfileRow, dataProfiles } from './tables.js';

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' });

const choicesOf = (row: DataProfileRow): TDataProfileChoices => ({
  id: row.id,
  schoolId: row.schoolId,
  friendlyName: row.friendlyName,
  icon: row.icon,
  options: [...row.options].sort(byName),
});

/** The location picker's profiles at a school: its own and the district-wide ones, options by name. */
export async function schoolDataProfiles(db: Executor, actor: Actor, schoolId: string) {
  if (!can(actor.permissions, DATA_PROFILE_PICKER_ACCESS, schoolId)) throw Forbidden();
  const rows = await db
    .select()
    .from(dataProfiles)
    .where(or(eq(dataProfiles.schoolId, schoolId), isNull(dataProfiles.schoolId)))
    .orderBy(asc(dataProfiles.schoolId), asc(dataProfiles.id));
  return { profiles: rows.map(choicesOf) };
}

const schoolNames = async (db: Executor) =>
  new Map((await db.select({ id: schools.id, name: schools.name }).from(schools)).map((s) => [s.id, s.name]));

/** /dataProfiles: the profiles of the schools where the person views data insights, by school name. */
export async function listDataProfiles(db: Executor, actor: Actor): Promise<TDataProfileSummary[]> {
  const names = await schoolNames(db);
  const rows = await db.select().from(dataProfiles).orderBy(asc(dataProfiles.id));
  return rows
    .filter((row) => canViewDataProfile(actor.permissions, row.schoolId))
    .map((row) => ({
      ...choicesOf(row),
      schoolName: row.schoolId === null ? null : (names.get(row.schoolId) ?? null),
      optionCount: row.options.length,
      hasNewOptionsInReview: row.newOptionsInReview.length > 0,
    }))
    .map(({ options: _options, ...summary }) => summary)
    .sort((a, b) => (a.schoolName ?? '').localeCompare(b.schoolName ?? '') || a.id.localeCompare(b.id));
}

/** A profile row, refused when missing; `lock` holds it for a change. */
export async function loadProfile(db: Executor, profileId: string, lock = false): Promise<DataProfileRow> {
  const query = db.select().from(dataProfiles).where(eq(dataProfiles.id, profileId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw NotFound(M.dataProfileNotFound);
  return row;
}

/** /dataProfiles/{schoolId}/{profileId}: the whole profile with its counts by option. */
export async function getDataProfile(db: Executor, actor: Actor, profileId: string): Promise<TDataProfile> {
  const row = await loadProfile(db, profileId);
  if (!canViewDataProfile(actor.permissions, row.schoolId)) throw Forbidden(M.dataProfileMayNotView);
  return presentProfile(db, row);
}

export async function presentProfile(db: Executor, row: DataProfileRow): Promise<TDataProfile> {
  const names = await schoolNames(db);
  return {
    ...choicesOf(row),
    schoolName: row.schoolId === null ? null : (names.get(row.schoolId) ?? null),
    mappings: row.mappings,
    useStatuses: row.useStatuses,
    statusOptions: row.statusOptions,
    newOptionsInReview: row.newOptionsInReview,
    hasNewOptionsInReview: row.newOptionsInReview.length > 0,
    ...(await optionCounts(db, row.id)),
  };
}
