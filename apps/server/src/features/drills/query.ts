import type { ZDrillsQuery } from '@schooldog/domain';
import {
  canRecordDrillAt,
  DRILL_MESSAGES as D,
  DRILLS_PAGE_SIZE,
  drillSchoolsOf,
  type TDrill,
  type TDrillsPage,
} from '@schooldog/domain';
import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { schools } from '../schools/public.js';
import { fullName, users } from '../users/public.js';
import { type DrillRow, drills } from './tables.js';

/*
 * Reading drills (spec 000 §2 "Drills"): the table's page (50, date descending) under its filters,
 * one drill, and the rows an export writes, each limited to the schools where the user may record
 * drills ("Lists are limited to schools where the user may record drills").
 */

type Filters = z.output<typeof ZDrillsQuery>;

const presentedColumns = {
  drill: drills,
  schoolName: schools.name,
  firstName: users.firstName,
  lastName: users.lastName,
  userId: users.id,
};

type Presented = {
  drill: DrillRow;
  schoolName: string | null;
  firstName: string | null;
  lastName: string | null;
  userId: string | null;
};

export const presentDrill = ({ drill, schoolName, firstName, lastName, userId }: Presented): TDrill => ({
  id: drill.id,
  schoolId: drill.schoolId,
  schoolName: schoolName ?? '',
  recordedByUserId: drill.recordedByUserId,
  recordedBy: userId
    ? { id: userId, name: fullName({ firstName: firstName ?? '', lastName: lastName ?? '' }) }
    : null,
  type: drill.type,
  otherType: drill.otherType,
  eventType: drill.eventType,
  otherEventType: drill.otherEventType,
  drillDate: drill.drillDate,
  drillTime: drill.drillTime,
  drillTimeOfDay: drill.drillTimeOfDay,
  responseTime: drill.responseTime,
  numberOfParticipants: drill.numberOfParticipants,
  additionalInfo: drill.additionalInfo,
  resultsAdditionalInfo: drill.resultsAdditionalInfo,
  timeCreated: drill.timeCreated.toISOString(),
  timeUpdated: drill.timeUpdated.toISOString(),
});

const selectPresented = (db: Executor) =>
  db
    .select(presentedColumns)
    .from(drills)
    .leftJoin(schools, eq(schools.id, drills.schoolId))
    .leftJoin(users, eq(users.id, drills.recordedByUserId));

/** The drill as the API answers it, or null. */
export async function drillById(db: Executor, id: string): Promise<TDrill | null> {
  const [row] = await selectPresented(db).where(eq(drills.id, id));
  return row ? presentDrill(row) : null;
}

/** One drill the actor may see, or 404/403. */
export async function getDrill(db: Executor, actor: Actor, id: string): Promise<TDrill> {
  const drill = await drillById(db, id);
  if (!drill) throw NotFound(D.drillNotFound);
  if (!canRecordDrillAt(actor.permissions, drill.schoolId)) throw Forbidden(D.mayNotRecordDrillsAtSchool);
  return drill;
}

/** The filters as SQL, within the actor's schools; a chosen school outside them is refused. */
function whereOf(actor: Actor, filters: Filters): SQL | undefined {
  const allowed = drillSchoolsOf(actor.permissions);
  if (allowed !== 'all' && filters.schoolIds.some((id) => !allowed.includes(id)))
    throw Forbidden(D.mayNotSeeDrillsAtSchools);
  const schoolIds = filters.schoolIds.length > 0 ? filters.schoolIds : allowed;
  const [start, end] = filters.dateRange;
  return and(
    schoolIds === 'all' ? undefined : inArray(drills.schoolId, schoolIds.length > 0 ? schoolIds : ['']),
    start ? gte(drills.drillDate, start) : undefined,
    end ? lte(drills.drillDate, end) : undefined,
    filters.userIds.length > 0 ? inArray(drills.recordedByUserId, filters.userIds) : undefined,
  );
}

const newestFirst = [desc(drills.drillDate), desc(drills.timeCreated), desc(drills.id)];

export async function listDrills(db: Executor, actor: Actor, filters: Filters): Promise<TDrillsPage> {
  const where = whereOf(actor, filters);
  const [rows, [total]] = await Promise.all([
    selectPresented(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(DRILLS_PAGE_SIZE)
      .offset((filters.page - 1) * DRILLS_PAGE_SIZE),
    db.select({ value: count() }).from(drills).where(where),
  ]);
  return {
    drills: rows.map(presentDrill),
    total: total?.value ?? 0,
    page: filters.page,
    pageSize: DRILLS_PAGE_SIZE,
  };
}

/** An export holds at most this many drills (decades of a district's drills). */
export const DRILLS_EXPORT_MAX = 20_000;

export async function drillsForExport(db: Executor, actor: Actor, filters: Filters): Promise<TDrill[]> {
  const rows = await selectPresented(db)
    .where(whereOf(actor, filters))
    .orderBy(...newestFirst)
    .limit(DRILLS_EXPORT_MAX);
  return rows.map(presentDrill);
}
