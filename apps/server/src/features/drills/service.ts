import {
  canRecordDrillAt,
  DRILL_MESSAGES as D,
  newId,
  type TDrill,
  type TDrillFields,
  ZDrillRequest,
  ZRecordDrillRequest,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.js';
import type { WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.js';
import { schools } from '../schools/public.js';
import './events.js';
import { drillById } from './query.js';
import { type DrillRow, drills } from './tables.js';

/*
 * Drill writes (spec 000 §2 "Drill form", §5 "Drill form"): record, update and delete, each by
 * someone who may record drills at the drill's school (and at the school it moves to), audited,
 * with its domain event raised inside the write. A record under an id already stored by the same
 * person answers the stored drill, so a device's replay records it once.
 */

const ENTITY = 'drills';

async function assertSchool(write: WriteDeps, actor: Actor, schoolId: string) {
  const [school] = await write.db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
  if (!school) throw Invalid({ schoolId: 'This school does not exist.' });
  if (!canRecordDrillAt(actor.permissions, schoolId)) throw Forbidden(D.mayNotRecordDrillsAtSchool);
}

const columnsOf = (fields: TDrillFields) => ({
  schoolId: fields.schoolId,
  type: fields.type,
  otherType: fields.otherType,
  eventType: fields.eventType,
  otherEventType: fields.otherEventType,
  drillDate: fields.drillDate,
  drillTime: fields.drillTime,
  drillTimeOfDay: fields.drillTimeOfDay,
  responseTime: fields.responseTime,
  numberOfParticipants: fields.numberOfParticipants,
  additionalInfo: fields.additionalInfo,
  resultsAdditionalInfo: fields.resultsAdditionalInfo,
});

const audited = (row: DrillRow) => ({ ...row, timeCreated: undefined, timeUpdated: undefined });

async function present(write: WriteDeps, id: string): Promise<TDrill> {
  const drill = await drillById(write.db, id);
  if (!drill) throw NotFound(D.drillNotFound);
  return drill;
}

async function load(write: WriteDeps, actor: Actor, id: string): Promise<DrillRow> {
  const [row] = await write.db.select().from(drills).where(eq(drills.id, id)).for('update');
  if (!row) throw NotFound(D.drillNotFound);
  if (!canRecordDrillAt(actor.permissions, row.schoolId)) throw Forbidden(D.mayNotRecordDrillsAtSchool);
  return row;
}

export async function recordDrill(write: WriteDeps, actor: Actor, input: unknown): Promise<TDrill> {
  const { id: givenId, ...fields } = ZRecordDrillRequest.parse(input);
  const id = givenId ?? newId();
  const [stored] = await write.db.select().from(drills).where(eq(drills.id, id));
  if (stored) {
    // A replay of the same record (a device pushing again) answers what was stored.
    if (stored.recordedByUserId !== actor.user.id) throw Conflict(D.drillTakenId);
    return present(write, id);
  }
  await assertSchool(write, actor, fields.schoolId);
  const now = write.clock();
  const [row] = await write.db
    .insert(drills)
    .values({ id, ...columnsOf(fields), recordedByUserId: actor.user.id, timeCreated: now, timeUpdated: now })
    .returning();
  if (!row) throw new Error('drill not stored');
  await recordAudit(write.db, {
    entity: ENTITY,
    entityId: id,
    userId: actor.user.id,
    before: {},
    after: audited(row),
  });
  await write.emit('drill.recorded', { drill: row, byUserId: actor.user.id });
  return present(write, id);
}

export async function updateDrill(
  write: WriteDeps,
  actor: Actor,
  id: string,
  input: unknown,
): Promise<TDrill> {
  const fields = ZDrillRequest.parse(input);
  const before = await load(write, actor, id);
  if (fields.schoolId !== before.schoolId) await assertSchool(write, actor, fields.schoolId);
  const [row] = await write.db
    .update(drills)
    .set({ ...columnsOf(fields), timeUpdated: write.clock() })
    .where(eq(drills.id, id))
    .returning();
  if (!row) throw NotFound(D.drillNotFound);
  const changed = await recordAudit(write.db, {
    entity: ENTITY,
    entityId: id,
    userId: actor.user.id,
    before: audited(before),
    after: audited(row),
  });
  if (changed > 0) await write.emit('drill.changed', { before, after: row, byUserId: actor.user.id });
  return present(write, id);
}

export async function deleteDrill(write: WriteDeps, actor: Actor, id: string): Promise<void> {
  const before = await load(write, actor, id);
  await write.db.delete(drills).where(eq(drills.id, id));
  await recordAudit(write.db, {
    entity: ENTITY,
    entityId: id,
    userId: actor.user.id,
    before: { isDeleted: false, schoolId: before.schoolId, drillDate: before.drillDate },
    after: { isDeleted: true, schoolId: before.schoolId, drillDate: before.drillDate },
  });
  await write.emit('drill.deleted', { drill: before, byUserId: actor.user.id });
}
