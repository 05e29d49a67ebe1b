import { MESSAGES, newId, type TEntry } from '@schooldog/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { topWalkers } from '../insights/public.js';
import { observationDeltas, observations } from './tables.js';

type Person = { id: string; email: string; cookie: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describeEachDatabase('log entry, audit and who sees and changes what', (kind) => {
  let t: TestApp;
  let schoolA: string;
  let schoolB: string;
  let schoolC: string;
  let educator: Person;
  let otherEducator: Person;
  let principalA: Person;
  let principalB: Person;
  let sroA: Person;
  let coordinator: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [schoolA, schoolB, schoolC] = (await withDistrict(t)).map((school) => school.id) as [
      string,
      string,
      string,
    ];
    educator = await t.userWithRole('educator', [schoolA]);
    otherEducator = await t.userWithRole('educator', [schoolA]);
    principalA = await t.userWithRole('principal', [schoolA]);
    principalB = await t.userWithRole('principal', [schoolB]);
    sroA = await t.userWithRole('sro', [schoolA]);
    coordinator = await t.userWithRole('district_safety_coordinator', []);
  });
  afterAll(() => t.close());

  const call = (who: Person, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  const fields = (schoolId: string, extra: Record<string, unknown> = {}) => ({
    observationCategoryId: 'access',
    observationItemId: 'access-1',
    observationType: 'concern',
    quantity: 2,
    schoolId,
    ...extra,
  });

  const log = async (who: Person, schoolId: string, extra: Record<string, unknown> = {}) => {
    const response = await call(who, 'POST', '/api/entries', fields(schoolId, extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TEntry>();
  };

  const rowsOf = (id: string) => t.database.db.select().from(observations).where(eq(observations.id, id));
  const deltasOf = (id: string) =>
    t.database.db
      .select()
      .from(observationDeltas)
      .where(eq(observationDeltas.observationId, id))
      .orderBy(asc(observationDeltas.timeCreated));

  it('Log entry: each missing or invalid field is refused with the spec message', async () => {
    const without = (key: string) => {
      const body: Record<string, unknown> = fields(schoolA);
      delete body[key];
      return body;
    };
    const cases: [body: Record<string, unknown>, field: string, message: string][] = [
      [without('observationCategoryId'), 'observationCategoryId', MESSAGES.fieldRequired],
      [without('observationItemId'), 'observationItemId', MESSAGES.fieldRequired],
      [without('observationType'), 'observationType', MESSAGES.fieldRequired],
      [without('schoolId'), 'schoolId', MESSAGES.fieldRequired],
      [without('quantity'), 'quantity', MESSAGES.fieldRequired],
      [fields(schoolA, { observationCategoryId: '' }), 'observationCategoryId', MESSAGES.fieldRequired],
      [fields(schoolA, { quantity: 0 }), 'quantity', 'This must be greater than 0'],
      [fields(schoolA, { quantity: 2.5 }), 'quantity', 'This must be a whole number'],
      [
        fields(schoolA, { quantity: 21 }),
        'quantity',
        'This must be less than or equal to 20. If you need a higher number, please log multiple entries.',
      ],
      [
        fields(schoolA, { observationItemId: 'cameras-1' }),
        'observationItemId',
        'Please choose from provided options',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await call(educator, 'POST', '/api/entries', body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().error.fields[field], field).toBe(message);
    }
    expect(MESSAGES.fieldRequired).toBe('This field is required');
    expect(await t.database.db.select().from(observations)).toHaveLength(0);
    // 20 is still allowed.
    expect((await log(educator, schoolA, { quantity: 20 })).quantity).toBe(20);
  });

  it('logging at a school where the user lacks log entries answers 403', async () => {
    const response = await call(educator, 'POST', '/api/entries', fields(schoolB));
    expect(response.statusCode).toBe(403);
    expect((await call(principalB, 'POST', '/api/entries', fields(schoolA))).statusCode).toBe(403);
    const count = (await t.database.db.select().from(observations).where(eq(observations.schoolId, schoolB)))
      .length;
    expect(count).toBe(0);
  });

  it('a create repeated with the same client id answers 201 then 200 with the same entry and one row', async () => {
    const id = newId();
    const body = fields(schoolA, { id, comment: 'Side door propped with a chair' });
    const first = await call(educator, 'POST', '/api/entries', body);
    const second = await call(educator, 'POST', '/api/entries', body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(first.json<TEntry>().id).toBe(id);
    expect(second.json()).toEqual(first.json());
    expect(await rowsOf(id)).toHaveLength(1);
    expect(await deltasOf(id)).toHaveLength(1);
  });

  it('simultaneous creates with one client id store one entry, one delta and count it once', async () => {
    const id = newId();
    const body = fields(schoolA, { id, quantity: 7 });
    const responses = await Promise.all([1, 2, 3].map(() => call(educator, 'POST', '/api/entries', body)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((response) => response.json<TEntry>().id))).toEqual(new Set([id]));
    expect(await rowsOf(id)).toHaveLength(1);
    expect(await deltasOf(id)).toHaveLength(1);
    const walkers = await t.database.db.select().from(topWalkers).where(eq(topWalkers.userId, educator.id));
    const own = await t.database.db
      .select()
      .from(observations)
      .where(eq(observations.reportedByUserId, educator.id));
    expect(walkers.reduce((sum, row) => sum + row.count, 0)).toBe(own.length);
    // Someone else reusing the id is refused, not handed the entry.
    expect((await call(otherEducator, 'POST', '/api/entries', body)).statusCode).toBe(409);
  });

  it('tags are category + item + manual tags, trimmed, de-duplicated, blanks ignored; searchable forms are lower-case', async () => {
    const entry = await log(educator, schoolA, {
      manualTags: [' Door ', 'Night Shift', '', '   ', 'night shift', 'ACCESS CONTROL'],
      location: '  Main Office  ',
    });
    expect(entry.tags).toEqual(['access control', 'door', 'propped door', 'Night Shift']);
    expect(entry.manualTags).toEqual(['Door', 'Night Shift', 'ACCESS CONTROL']);
    expect(entry.searchableTags).toEqual(['access control', 'door', 'propped door', 'night shift']);
    expect(entry.location).toBe('Main Office');
    expect(entry.searchableLocation).toBe('main office');
    expect(entry).toMatchObject({ isFloating: true, walkType: 'school', reportedByUserId: educator.id });
    const [row] = await rowsOf(entry.id);
    expect(row?.searchableTags).toEqual(entry.searchableTags);
  });

  it('audit: a create delta with the fields; an update delta with only the changed fields; no delta for no change', async () => {
    const entry = await log(educator, schoolA, { comment: 'Door propped', location: 'Gym' });
    const [created] = await deltasOf(entry.id);
    expect(created).toMatchObject({ type: 'create', schoolId: schoolA, reportedByUserId: educator.id });
    expect(created?.deltaFields).toMatchObject({
      observationType: { from: null, to: 'concern' },
      observationCategoryId: { from: null, to: 'access' },
      observationItemId: { from: null, to: 'access-1' },
      quantity: { from: null, to: 2 },
      location: { from: null, to: 'Gym' },
      comment: { from: null, to: 'Door propped' },
      schoolId: { from: null, to: schoolA },
    });

    const updated = await call(educator, 'PATCH', `/api/entries/${entry.id}`, {
      quantity: 3,
      comment: 'Door propped again',
      location: 'Gym',
      observationType: 'concern',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ quantity: 3, comment: 'Door propped again', location: 'Gym' });
    const afterUpdate = await deltasOf(entry.id);
    expect(afterUpdate).toHaveLength(2);
    expect(afterUpdate[1]?.type).toBe('update');
    expect(afterUpdate[1]?.deltaFields).toEqual({
      quantity: { from: 2, to: 3 },
      comment: { from: 'Door propped', to: 'Door propped again' },
    });

    const same = await call(educator, 'PATCH', `/api/entries/${entry.id}`, {
      quantity: 3,
      location: ' Gym ',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ quantity: 3, location: 'Gym' });
    expect(await deltasOf(entry.id)).toHaveLength(2);
  });

  it('deleting a floating entry removes the row for good and the entry then answers 404', async () => {
    const entry = await log(educator, schoolA);
    const deleted = await call(educator, 'DELETE', `/api/entries/${entry.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await rowsOf(entry.id)).toHaveLength(0);
    expect((await call(educator, 'GET', `/api/entries/${entry.id}`)).statusCode).toBe(404);
    expect((await call(principalA, 'GET', `/api/entries/${entry.id}`)).statusCode).toBe(404);
    expect((await call(educator, 'DELETE', `/api/entries/${entry.id}`)).statusCode).toBe(404);
  });

  it('an educator (log entries only) sees and changes only their own entries', async () => {
    const mine = await log(educator, schoolA, { comment: 'mine' });
    const theirs = await log(otherEducator, schoolA, { comment: 'theirs' });

    const list = await call(educator, 'GET', '/api/entries?limit=100');
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ entries: TEntry[] }>().entries.map((entry) => entry.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(
      list.json<{ entries: TEntry[] }>().entries.every((entry) => entry.reportedByUserId === educator.id),
    ).toBe(true);

    expect((await call(educator, 'GET', `/api/entries?userIds=${otherEducator.id}`)).statusCode).toBe(403);
    expect((await call(educator, 'GET', `/api/entries?userIds=${educator.id}`)).statusCode).toBe(200);
    expect((await call(educator, 'GET', `/api/entries/${mine.id}`)).json()).toMatchObject({ id: mine.id });
    expect((await call(educator, 'GET', `/api/entries/${theirs.id}`)).statusCode).toBe(404);

    const patch = await call(educator, 'PATCH', `/api/entries/${theirs.id}`, { comment: 'hijacked' });
    expect([403, 404]).toContain(patch.statusCode);
    const remove = await call(educator, 'DELETE', `/api/entries/${theirs.id}`);
    expect([403, 404]).toContain(remove.statusCode);
    const [row] = await rowsOf(theirs.id);
    expect(row?.comment).toBe('theirs');
  });

  it("a principal sees everyone's entries at their school, none elsewhere, and cannot select another school", async () => {
    const atA = await log(educator, schoolA, { comment: 'at A' });
    const atB = await log(coordinator, schoolB, { comment: 'at B' });

    const list = await call(principalA, 'GET', '/api/entries?limit=100');
    const entries = list.json<{ entries: TEntry[] }>().entries;
    expect(entries.map((entry) => entry.id)).toContain(atA.id);
    expect(entries.map((entry) => entry.id)).not.toContain(atB.id);
    expect(entries.every((entry) => entry.schoolId === schoolA)).toBe(true);
    expect(entries.find((entry) => entry.id === atA.id)?.reportedBy).toMatchObject({ id: educator.id });

    expect((await call(principalA, 'GET', `/api/entries/${atA.id}`)).statusCode).toBe(200);
    expect((await call(principalA, 'GET', `/api/entries/${atB.id}`)).statusCode).toBe(404);
    expect((await call(principalA, 'GET', `/api/entries?schoolIds=${schoolB}`)).statusCode).toBe(403);
    expect((await call(principalA, 'GET', `/api/entries?schoolIds=${schoolA},${schoolB}`)).statusCode).toBe(
      403,
    );
    const byEducator = await call(
      principalA,
      'GET',
      `/api/entries?schoolIds=${schoolA}&userIds=${educator.id}`,
    );
    expect(byEducator.statusCode).toBe(200);
    expect(byEducator.json<{ entries: TEntry[] }>().entries.map((entry) => entry.id)).toContain(atA.id);
  });

  it('entry management: a principal edits a school-led entry at their school; an SRO (no manage entries) cannot; the reporter can', async () => {
    const entry = await log(educator, schoolA, { comment: 'original' });
    expect(entry.walkType).toBe('school');

    const byPrincipal = await call(principalA, 'PATCH', `/api/entries/${entry.id}`, {
      comment: 'by principal',
    });
    expect(byPrincipal.statusCode).toBe(200);
    expect(byPrincipal.json()).toMatchObject({ comment: 'by principal', reportedByUserId: educator.id });
    const [delta] = (await deltasOf(entry.id)).filter((row) => row.type === 'update');
    expect(delta?.reportedByUserId).toBe(principalA.id);

    expect((await call(sroA, 'GET', `/api/entries/${entry.id}`)).statusCode).toBe(200);
    expect((await call(sroA, 'PATCH', `/api/entries/${entry.id}`, { comment: 'by sro' })).statusCode).toBe(
      403,
    );
    expect((await call(sroA, 'DELETE', `/api/entries/${entry.id}`)).statusCode).toBe(403);
    expect(
      (await call(principalB, 'PATCH', `/api/entries/${entry.id}`, { comment: 'by B' })).statusCode,
    ).toBe(404);

    const byReporter = await call(educator, 'PATCH', `/api/entries/${entry.id}`, {
      comment: 'by reporter',
      quantity: 4,
    });
    expect(byReporter.statusCode).toBe(200);
    expect(byReporter.json()).toMatchObject({ comment: 'by reporter', quantity: 4 });
    expect((await call(principalA, 'DELETE', `/api/entries/${entry.id}`)).statusCode).toBe(204);
    expect(await rowsOf(entry.id)).toHaveLength(0);
  });

  it('a district-led entry needs manage other entries: a principal at the school cannot change it', async () => {
    const entry = await log(coordinator, schoolA, { comment: 'district walk' });
    expect(entry.walkType).toBe('district');
    expect((await call(principalA, 'GET', `/api/entries/${entry.id}`)).statusCode).toBe(200);
    expect((await call(principalA, 'PATCH', `/api/entries/${entry.id}`, { comment: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call(principalA, 'DELETE', `/api/entries/${entry.id}`)).statusCode).toBe(403);
  });

  it('moving a floating entry to another school recomputes its walk type from the reporter, not the editor', async () => {
    const entry = await log(educator, schoolA, { comment: 'moved by the district' });
    const moved = await call(coordinator, 'PATCH', `/api/entries/${entry.id}`, { schoolId: schoolC });
    expect(moved.statusCode).toBe(200);
    // The educator is not at school C: the entry is partner-led, not district-led like the editor.
    expect(moved.json()).toMatchObject({
      schoolId: schoolC,
      walkType: 'partner',
      reportedByUserId: educator.id,
    });
    const back = await call(coordinator, 'PATCH', `/api/entries/${entry.id}`, { schoolId: schoolA });
    expect(back.json()).toMatchObject({ schoolId: schoolA, walkType: 'school' });
  });

  it('changing the item to one outside the category is refused on update too', async () => {
    const entry = await log(educator, schoolA);
    const response = await call(educator, 'PATCH', `/api/entries/${entry.id}`, {
      observationItemId: 'cameras-2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.observationItemId).toBe('Please choose from provided options');
    const quantity = await call(educator, 'PATCH', `/api/entries/${entry.id}`, { quantity: 21 });
    expect(quantity.statusCode).toBe(400);
    expect(quantity.json().error.fields.quantity).toMatch(/^This must be less than or equal to 20/);
    const [row] = await rowsOf(entry.id);
    expect(row).toMatchObject({ observationItemId: 'access-1', quantity: 2 });
  });
});
