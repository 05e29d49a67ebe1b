import { newId, WORK_ORDER_MESSAGES as M, type TEntry } from '@schooldog/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, requestsAs } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import {
  dayFromToday,
  setTasksSettings,
  WORK_ORDER_CAST,
  type WorkOrderPeople,
  workOrderCalls,
} from './test-helpers.js';

/*
 * Work orders (spec 001 §3-§5; issue 26): made once per id, from scratch or from an entry; edited
 * with an audit of each field; moved through their statuses with a history; commented once per id;
 * followed and pinned.
 */

describeEachDatabase('work orders', (kind) => {
  let t: TestApp;
  let as: As;
  let p: WorkOrderPeople;
  let schoolA: string;
  let schoolB: string;
  const { create, detail, patch, status, comment } = workOrderCalls(() => as);

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ schoolA, schoolB, people: p } = await castOf(t, WORK_ORDER_CAST));
  });
  beforeEach(() => setTasksSettings(t));
  afterAll(() => t.close());

  describe('creating', () => {
    it('gives a public number from 1001 up, starts New, and its maker follows it with its creation in the status history', async () => {
      const first = await create(p.proposer, schoolA, { description: 'Broken window in room 12' });
      const second = await create(p.proposer, schoolA);
      expect(first.publicId).toBeGreaterThanOrEqual(1001);
      expect(second.publicId).toBe((first.publicId ?? 0) + 1);
      expect(first).toMatchObject({
        status: 'new',
        description: 'Broken window in room 12',
        createdBy: { id: p.proposer.id },
        followerIds: [p.proposer.id],
        timeCompleted: null,
        timeOriginallyScheduled: null,
      });
      expect(first.statusHistory).toEqual([
        expect.objectContaining({
          fromStatus: null,
          toStatus: 'new',
          byUser: expect.objectContaining({ id: p.proposer.id }),
        }),
      ]);
      expect(first.assignmentHistory).toEqual([]);
    });

    it('with a scheduled start it starts Scheduled and keeps that date as the one originally scheduled', async () => {
      const start = dayFromToday(3);
      const made = await create(p.manager, schoolA, { scheduledStartDate: start });
      expect(made).toMatchObject({
        status: 'scheduled',
        scheduledStartDate: start,
        timeOriginallyScheduled: start,
      });
      const moved = await patch(p.manager, made.id, { scheduledStartDate: dayFromToday(5) });
      expect(moved).toMatchObject({ scheduledStartDate: dayFromToday(5), timeOriginallyScheduled: start });
    });

    it('with assignees: they are recorded in the assignment history and follow it', async () => {
      const made = await create(p.manager, schoolA, { assignedUserIds: [p.custodian.id, p.custodian2.id] });
      expect(new Set(made.assignees.map((person) => person.id))).toEqual(
        new Set([p.custodian.id, p.custodian2.id]),
      );
      expect(new Set(made.followerIds)).toEqual(new Set([p.manager.id, p.custodian.id, p.custodian2.id]));
      expect(made.assignmentHistory).toEqual([
        expect.objectContaining({
          assignedUserIds: [p.custodian.id, p.custodian2.id],
          previousAssignedUserIds: [],
          newlyAssignedUserIds: [p.custodian.id, p.custodian2.id],
        }),
      ]);
    });

    it('the same client id again answers the stored work order (200) and makes nothing twice; another person’s id is a conflict', async () => {
      const id = newId();
      const body = { id, schoolId: schoolA, description: 'Ceiling tile fell' };
      const first = await as(p.proposer).post('/api/work-orders', body);
      expect(first.statusCode, first.body).toBe(201);
      const again = await as(p.proposer).post('/api/work-orders', { ...body, description: 'Something else' });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({
        id,
        publicId: first.json().publicId,
        description: 'Ceiling tile fell',
      });
      expect((await detail(p.proposer, id)).statusHistory).toHaveLength(1);
      const theirs = await as(p.manager).post('/api/work-orders', body);
      expect(theirs.statusCode).toBe(409);
      expect(theirs.json().error.message).toBe(M.workOrderIdTaken);
    });

    it('refuses what the dialog refuses: no description, a past due date, an unknown board, an ineligible assignee', async () => {
      const refused = async (fields: Record<string, unknown>) => {
        const response = await as(p.manager).post('/api/work-orders', {
          schoolId: schoolA,
          description: 'x',
          ...fields,
        });
        expect(response.statusCode, response.body).toBe(400);
        return response.json().error.fields as Record<string, string>;
      };
      expect(await refused({ description: '  ' })).toEqual({ description: M.workOrderDescriptionRequired });
      expect(await refused({ dueDate: dayFromToday(-1) })).toEqual({ dueDate: M.workOrderDueDatePast });
      expect(await refused({ scheduledStartDate: dayFromToday(-1) })).toEqual({
        scheduledStartDate: M.workOrderScheduledStartPast,
      });
      expect(await refused({ boardId: 'nope' })).toEqual({ boardId: M.workOrderBoardUnknown });
      // A principal may not be proposed tasks; a custodian of school B is not staff at A.
      expect(await refused({ assignedUserIds: [p.principal.id] })).toEqual({
        assignedUserIds: M.workOrderAssigneeIneligible,
      });
      expect(await refused({ assignedUserIds: [p.custodianB.id] })).toEqual({
        assignedUserIds: M.workOrderAssigneeIneligible,
      });
      expect(await refused({ schoolId: 'AAAAAAAAAAAAAAAAAAAA' })).toEqual({
        schoolId: 'This school does not exist.',
      });
    });

    it('keeps the answers to the settings’ custom fields only', async () => {
      const made = await create(p.proposer, schoolA, {
        customFields: { 'Room number': '12', Other: 'x', '': '' },
      });
      expect(made.customFields).toEqual({ 'Room number': '12' });
    });
  });

  describe('from an entry', () => {
    let entry: TEntry;
    beforeAll(async () => {
      entry = await t.logEntry(p.principal, { schoolId: schoolA, location: 'Gym' });
    });

    it('records the entry and its walk, and the entry lists its work orders (at most 5)', async () => {
      const made = await create(p.principal, schoolA, { entryId: entry.id });
      expect(made).toMatchObject({ entryId: entry.id, walkId: null });
      const read = await as(p.principal).get(`/api/entries/${entry.id}`);
      expect(read.json<TEntry>().createdWorkOrderIds).toEqual([made.id]);
      for (let i = 0; i < 4; i += 1) await create(p.principal, schoolA, { entryId: entry.id });
      const sixth = await as(p.principal).post('/api/work-orders', {
        schoolId: schoolA,
        description: 'One too many',
        entryId: entry.id,
      });
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json().error.fields).toEqual({ entryId: M.workOrdersPerEntryMax });
      expect(
        (await as(p.principal).get(`/api/entries/${entry.id}`)).json<TEntry>().createdWorkOrderIds,
      ).toHaveLength(5);
    });

    it('the entry must exist, be visible to its maker and be at the same school', async () => {
      const fresh = await t.logEntry(p.principal, { schoolId: schoolA });
      const attempt = (who: typeof p.proposer, fields: Record<string, unknown>) =>
        as(who).post('/api/work-orders', { schoolId: schoolA, description: 'From an entry', ...fields });
      const unknown = await attempt(p.principal, { entryId: newId() });
      expect(unknown.json().error.fields).toEqual({ entryId: M.workOrderEntryUnknown });
      // The clerk logs entries but does not see the principal's.
      const hidden = await attempt(p.proposer, { entryId: fresh.id });
      expect(hidden.json().error.fields).toEqual({ entryId: M.workOrderEntryUnknown });
      const elsewhere = await as(p.manager).post('/api/work-orders', {
        schoolId: schoolB,
        description: 'Wrong school',
        entryId: fresh.id,
      });
      expect(elsewhere.json().error.fields).toEqual({ schoolId: M.workOrderEntryOtherSchool });
    });

    it('shows pictures of its entry only', async () => {
      const fresh = await t.logEntry(p.principal, { schoolId: schoolA });
      const response = await as(p.principal).post('/api/work-orders', {
        schoolId: schoolA,
        description: 'With a picture',
        entryId: fresh.id,
        imagePaths: [`observations/${newId()}/photo`],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('imagePaths');
    });
  });

  describe('editing', () => {
    it('changes the fields sent and audits each audited field with from, to and who', async () => {
      const made = await create(p.manager, schoolA, { priority: 'low', location: 'Room 4' });
      const edited = await patch(p.manager, made.id, {
        priority: 'high',
        notes: 'Bring a ladder',
        location: 'Room 4',
      });
      expect(edited).toMatchObject({ priority: 'high', notes: 'Bring a ladder', location: 'Room 4' });
      const rows = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'workOrder'), eq(auditLog.entityId, made.id)));
      expect(
        rows
          .map(({ field, from, to, userId }) => ({ field, from, to, userId }))
          .sort((a, b) => a.field.localeCompare(b.field)),
      ).toEqual([
        { field: 'notes', from: '', to: 'Bring a ladder', userId: p.manager.id },
        { field: 'priority', from: 'low', to: 'high', userId: p.manager.id },
      ]);
    });

    it('changing assignees records the change, and the newly assigned join the followers', async () => {
      const made = await create(p.manager, schoolA, { assignedUserIds: [p.custodian.id] });
      const edited = await patch(p.manager, made.id, { assignedUserIds: [p.custodian2.id] });
      expect(edited.assignees.map((person) => person.id)).toEqual([p.custodian2.id]);
      expect(edited.followerIds).toContain(p.custodian2.id);
      expect(edited.assignmentHistory.at(-1)).toMatchObject({
        assignedUserIds: [p.custodian2.id],
        previousAssignedUserIds: [p.custodian.id],
        newlyAssignedUserIds: [p.custodian2.id],
      });
      // The same people again change nothing.
      expect(
        (await patch(p.manager, made.id, { assignedUserIds: [p.custodian2.id] })).assignmentHistory,
      ).toHaveLength(2);
    });

    it('its maker edits it while open; once closed only a manager does', async () => {
      const made = await create(p.proposer, schoolA);
      await patch(p.proposer, made.id, { description: 'Clarified' });
      await status(p.manager, made.id, { status: 'declined', comment: 'Duplicate' });
      const late = await as(p.proposer).patch(`/api/work-orders/${made.id}`, { description: 'Again' });
      expect(late.statusCode).toBe(403);
      expect(late.json().error.message).toBe(M.workOrderMayNotEdit);
      await patch(p.manager, made.id, { description: 'Managers may' });
    });

    it('an old due date stays valid; a new one may not be in the past', async () => {
      const made = await create(p.manager, schoolA, { dueDate: dayFromToday(0) });
      const moved = await as(p.manager).patch(`/api/work-orders/${made.id}`, { dueDate: dayFromToday(-2) });
      expect(moved.json().error.fields).toEqual({ dueDate: M.workOrderDueDatePast });
    });
  });

  describe('status', () => {
    it('appends every change with its comment, ignores a repeated status, and Complete sets the time completed until it leaves Complete', async () => {
      const made = await create(p.manager, schoolA, { assignedUserIds: [p.custodian.id] });
      await status(p.custodian, made.id, { status: 'in_progress', comment: 'On my way' });
      const repeated = await status(p.custodian, made.id, { status: 'in_progress', comment: 'Again' });
      expect(repeated.statusHistory.map((change) => change.toStatus)).toEqual(['new', 'in_progress']);
      const done = await status(p.custodian, made.id, { status: 'complete', comment: 'Fixed' });
      expect(done.timeCompleted).not.toBeNull();
      const reopened = await status(p.manager, made.id, { status: 'on_hold' });
      expect(reopened.timeCompleted).toBeNull();
      expect(
        reopened.statusHistory.map(({ fromStatus, toStatus, comment: said }) => [fromStatus, toStatus, said]),
      ).toEqual([
        [null, 'new', ''],
        ['new', 'in_progress', 'On my way'],
        ['in_progress', 'complete', 'Fixed'],
        ['complete', 'on_hold', ''],
      ]);
    });

    it('Scheduled needs a scheduled start date', async () => {
      const made = await create(p.manager, schoolA);
      const missing = await as(p.manager).post(`/api/work-orders/${made.id}/status`, { status: 'scheduled' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual({ scheduledStartDate: M.workOrderScheduledStartRequired });
      const start = dayFromToday(1);
      const scheduled = await status(p.manager, made.id, { status: 'scheduled', scheduledStartDate: start });
      expect(scheduled).toMatchObject({
        status: 'scheduled',
        scheduledStartDate: start,
        timeOriginallyScheduled: start,
      });
    });
  });

  describe('comments, following and pinning', () => {
    it('a comment with a client id is applied once', async () => {
      const made = await create(p.proposer, schoolA);
      const id = newId();
      await comment(p.proposer, made.id, 'Still dripping', id);
      const again = await as(p.proposer).post(`/api/work-orders/${made.id}/comments`, {
        id,
        text: 'Still dripping',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().comments).toHaveLength(1);
      expect(again.json().commentCount).toBe(1);
      const blank = await as(p.proposer).post(`/api/work-orders/${made.id}/comments`, { text: ' ' });
      expect(blank.json().error.fields).toEqual({ text: M.workOrderCommentRequired });
    });

    it('following and pinning are the viewer’s own', async () => {
      const made = await create(p.proposer, schoolA);
      const followed = await as(p.manager).put(`/api/work-orders/${made.id}/follow`, { on: true });
      expect(followed.json().followerIds).toEqual([p.proposer.id, p.manager.id]);
      const pinned = await as(p.manager).put(`/api/work-orders/${made.id}/pin`, { on: true });
      expect(pinned.json().isPinned).toBe(true);
      expect((await detail(p.proposer, made.id)).isPinned).toBe(false);
      const unfollowed = await as(p.manager).put(`/api/work-orders/${made.id}/follow`, { on: false });
      expect(unfollowed.json().followerIds).toEqual([p.proposer.id]);
    });
  });
});
