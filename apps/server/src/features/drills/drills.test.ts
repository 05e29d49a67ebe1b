import { DRILL_MESSAGES as D, MESSAGES, newId, type TDrill, type TDrillsPage } from '@schooldog/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../core/audit-tables.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, requestsAs } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { mutation, pusher } from '../sync/test-helpers.js';
import { users } from '../users/public.js';
import { drills } from './tables.js';
import { drillRequest } from './test-helpers.js';

/*
 * Drills (spec 000 §2 "Drills", §3 "Drill", §5 "Drill form"; issue 28 points 1 and 2): the form's
 * rules in the spec's words, the table's order, page and filters within the user's schools, the
 * export, delete, and a drill recorded or updated offline applied once.
 */

describeEachDatabase('drills', (kind) => {
  let t: TestApp;
  let as: As;
  let people: Awaited<
    ReturnType<typeof castOf<'principal' | 'other' | 'coordinator' | 'educator'>>
  >['people'];
  let schoolA: string;
  let schoolB: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ people, schoolA, schoolB } = await castOf(t, {
      principal: ['principal', 'A'],
      other: ['principal', 'B'],
      coordinator: ['district_safety_coordinator'],
      educator: ['educator', 'A'],
    }));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(drills);
  });

  const record = async (who = people.principal, body: object = drillRequest(schoolA)) => {
    const response = await as(who).post('/api/drills', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TDrill>();
  };
  const fieldsOf = async (body: object, who = people.principal) => {
    const response = await as(who).post('/api/drills', body);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ error: { fields: Record<string, string> } }>().error.fields;
  };

  describe('the form (spec 000 §5 "Drill form")', () => {
    it('requires the school, type, date, time and event type', async () => {
      const fields = await fieldsOf({});
      for (const field of ['schoolId', 'type', 'eventType', 'drillDate', 'drillTime'])
        expect(fields[field], field).toBe(MESSAGES.fieldRequired);
    });

    it('requires the other texts when other is chosen, at most 40 characters', async () => {
      expect(await fieldsOf(drillRequest(schoolA, { type: 'other', eventType: 'other' }))).toMatchObject({
        otherType: MESSAGES.fieldRequired,
        otherEventType: MESSAGES.fieldRequired,
      });
      const long = 'x'.repeat(41);
      expect(
        await fieldsOf(
          drillRequest(schoolA, { type: 'other', otherType: long, eventType: 'other', otherEventType: long }),
        ),
      ).toMatchObject({ otherType: D.drillMax40, otherEventType: D.drillMax40 });
      const made = await record(
        people.principal,
        drillRequest(schoolA, {
          type: 'other',
          otherType: 'Bus evacuation',
          eventType: 'real',
          otherEventType: 'kept?',
        }),
      );
      expect(made).toMatchObject({ otherType: 'Bus evacuation', otherEventType: null });
    });

    it.each(['0:30', '13:00', '9:60', '930', '10:300', 'ab:cd'])('refuses the time %s', async (drillTime) => {
      expect((await fieldsOf(drillRequest(schoolA, { drillTime }))).drillTime).toBe(D.drillTimeInvalid);
    });

    it.each(['1:00', '9:30', '12:59'])('accepts the time %s', async (drillTime) => {
      expect((await record(people.principal, drillRequest(schoolA, { drillTime }))).drillTime).toBe(
        drillTime,
      );
    });

    it.each(['1:60', '100:00', '5', ':30', '1:5'])('refuses the response time %s', async (responseTime) => {
      expect((await fieldsOf(drillRequest(schoolA, { responseTime }))).responseTime).toBe(
        D.drillResponseTimeInvalid,
      );
    });

    it('keeps the response time optional, 0:00 to 99:59', async () => {
      expect(
        (await record(people.principal, drillRequest(schoolA, { responseTime: '' }))).responseTime,
      ).toBeNull();
      expect(
        (await record(people.principal, drillRequest(schoolA, { responseTime: '99:59' }))).responseTime,
      ).toBe('99:59');
    });

    it('takes a numeric participant count and notes up to 1000 characters', async () => {
      const fields = await fieldsOf(
        drillRequest(schoolA, {
          numberOfParticipants: 'many' as never,
          additionalInfo: 'x'.repeat(1001),
          resultsAdditionalInfo: 'x'.repeat(1001),
        }),
      );
      expect(fields).toMatchObject({
        numberOfParticipants: D.drillParticipantsNumeric,
        additionalInfo: D.drillNotesMax,
        resultsAdditionalInfo: D.drillNotesMax,
      });
      expect(
        (await record(people.principal, drillRequest(schoolA, { numberOfParticipants: '35' as never })))
          .numberOfParticipants,
      ).toBe(35);
    });

    it('refuses a school that does not exist, and one where the user may not record drills', async () => {
      expect((await fieldsOf(drillRequest('nosuchschool00000000'))).schoolId).toBe(
        'This school does not exist.',
      );
      const response = await as(people.principal).post('/api/drills', drillRequest(schoolB));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { message: D.mayNotRecordDrillsAtSchool } });
    });
  });

  describe('record, read, update and delete', () => {
    it('records with the recorder, updates with an audit, and deletes', async () => {
      const made = await record();
      expect(made).toMatchObject({
        schoolId: schoolA,
        recordedBy: { id: people.principal.id },
        type: 'fire',
      });
      const read = await as(people.educator).get(`/api/drills/${made.id}`);
      expect(read.json()).toEqual(made);
      const updated = await as(people.educator).put(
        `/api/drills/${made.id}`,
        drillRequest(schoolA, { type: 'medical' }),
      );
      expect(updated.json<TDrill>()).toMatchObject({
        type: 'medical',
        recordedBy: { id: people.principal.id },
      });
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'drills'), eq(auditLog.entityId, made.id), eq(auditLog.field, 'type')),
        );
      expect(audits.map((row) => [row.from, row.to])).toEqual([
        [null, 'fire'],
        ['fire', 'medical'],
      ]);
      // Moving it to a school where the user may not record drills is refused.
      expect(
        (await as(people.principal).put(`/api/drills/${made.id}`, drillRequest(schoolB))).statusCode,
      ).toBe(403);
      expect((await as(people.principal).delete(`/api/drills/${made.id}`)).statusCode).toBe(204);
      const gone = await as(people.principal).get(`/api/drills/${made.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ error: { message: D.drillNotFound } });
    });

    it("says 'Unknown' (no recorder) once the recorder's account is gone", async () => {
      const made = await record(people.educator);
      await t.database.db
        .update(drills)
        .set({ recordedByUserId: 'gone0000000000000000' })
        .where(eq(drills.id, made.id));
      expect((await as(people.principal).get(`/api/drills/${made.id}`)).json<TDrill>().recordedBy).toBeNull();
      expect(await t.database.db.select().from(users).where(eq(users.id, people.educator.id))).toHaveLength(
        1,
      );
    });
  });

  describe('the table (spec 000 §2 "Drills list")', () => {
    const list = async (query = '', who = people.coordinator) => {
      const response = await as(who).get(`/api/drills${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TDrillsPage>();
    };

    it('pages 50 at a time, date descending', async () => {
      for (let day = 1; day <= 28; day++) {
        const date = `2026-02-${String(day).padStart(2, '0')}`;
        await record(people.principal, drillRequest(schoolA, { drillDate: date }));
        await record(people.other, drillRequest(schoolB, { drillDate: date }));
      }
      const first = await list();
      expect(first).toMatchObject({ total: 56, page: 1, pageSize: 50 });
      expect(first.drills).toHaveLength(50);
      const dates = first.drills.map((drill) => drill.drillDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(first.drills[0]?.drillDate).toBe('2026-02-28');
      expect((await list('?page=2')).drills).toHaveLength(6);
    });

    it("limits the list to the user's schools, and filters by dates, schools and recorder", async () => {
      await record(people.principal, drillRequest(schoolA, { drillDate: '2026-01-05' }));
      await record(people.educator, drillRequest(schoolA, { drillDate: '2026-02-05' }));
      await record(people.other, drillRequest(schoolB, { drillDate: '2026-02-06' }));
      expect((await list('', people.principal)).total).toBe(2);
      expect((await list('', people.other)).total).toBe(1);
      expect((await list()).total).toBe(3);
      expect((await list('?dateRange=2026-02-28,2026-02-01')).total).toBe(2);
      expect((await list(`?schoolIds=${schoolB}`)).total).toBe(1);
      expect((await list(`?userIds=${people.educator.id}`)).drills.map((d) => d.drillDate)).toEqual([
        '2026-02-05',
      ]);
      const refused = await as(people.principal).get(`/api/drills?schoolIds=${schoolA},${schoolB}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { message: D.mayNotSeeDrillsAtSchools } });
      expect((await as(people.principal).get('/api/drills?dateRange=2026-01-01')).statusCode).toBe(400);
    });

    it('exports the filtered drills as CSV', async () => {
      await record(people.principal, drillRequest(schoolA, { drillDate: '2026-01-05', type: 'medical' }));
      await record(people.other, drillRequest(schoolB));
      const response = await as(people.principal).get('/api/drills.csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      const lines = response.body.trim().split('\n');
      expect(lines[0]).toContain('School,Date,Time,Drill Type');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('01/05/2026,9:30 AM,Medical (CPR/AED),Planned Drill,2:45,420');
    });
  });

  describe('offline (issue 28 point 2)', () => {
    it('a drill recorded and updated offline is applied once, however often it is pushed', async () => {
      const { push } = pusher(t);
      const id = newId();
      const clientId = newId();
      const queued = [
        mutation(1, 'drill.record', { id, ...drillRequest(schoolA) }),
        mutation(2, 'drill.update', { id, changes: drillRequest(schoolA, { responseTime: '3:10' }) }),
      ];
      const first = await push(people.principal, clientId, queued);
      expect(first.lastAppliedSeq).toBe(2);
      expect(first.results[1]).toMatchObject({
        status: 'applied',
        record: { kind: 'drill', drill: { id, responseTime: '3:10' } },
      });
      const replay = await push(people.principal, clientId, queued);
      expect(replay.results).toEqual([
        { seq: 1, status: 'applied', record: null },
        { seq: 2, status: 'applied', record: null },
      ]);
      // The same record from a fresh device (its outbox resent after a reinstall) answers the stored one.
      const resent = await push(people.principal, newId(), [queued[0]!]);
      expect(resent.results[0]).toMatchObject({
        status: 'applied',
        record: { drill: { id, responseTime: '3:10' } },
      });
      expect(await t.database.db.select().from(drills).where(eq(drills.id, id))).toHaveLength(1);
      // Someone else's id is refused.
      const taken = await push(people.educator, newId(), [queued[0]!]);
      expect(taken.results[0]).toMatchObject({
        status: 'refused',
        error: { status: 409, message: D.drillTakenId },
      });
    });

    it('a refused queued drill answers the spec message', async () => {
      const { push } = pusher(t);
      const refused = await push(people.principal, newId(), [
        mutation(1, 'drill.record', { id: newId(), ...drillRequest(schoolA, { drillTime: '13:00' }) }),
      ]);
      expect(refused.results[0]).toMatchObject({
        status: 'refused',
        error: { status: 400, fields: { drillTime: D.drillTimeInvalid } },
      });
    });
  });
});
