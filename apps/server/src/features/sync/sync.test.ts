import { MESSAGES, newId, type TEntry, type TWalk } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../test/harness.js';
import { observations } from '../entries/public.js';
import { insightsRecountDifferences } from '../insights/public.js';
import { syncClients, syncRefusals } from './tables.js';
import {
  deltaTypesOf,
  entryArgs,
  mutation,
  type Person,
  storedState,
  type SyncCast,
  syncCast,
} from './test-helpers.js';

describeEachDatabase('offline push (POST /api/sync/push)', (kind) => {
  let t: TestApp;
  let schoolA: string;
  let schoolB: string;
  let leader: Person;
  let collaborator: Person;
  let send: SyncCast['send'];
  let push: SyncCast['push'];

  beforeAll(async () => {
    ({ t, schoolA, schoolB, leader, collaborator, send, push } = await syncCast(kind));
  });
  afterAll(() => t.close());

  const get = async <T>(who: Person, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const entryExists = async (id: string) =>
    (await t.database.db.select().from(observations).where(eq(observations.id, id))).length > 0;

  /** A walk with a collaborator, entries in and out of it, edited and deleted: every kind of mutation. */
  function everyKind() {
    const walkId = newId();
    const floating = entryArgs(schoolA, { comment: 'door propped open' });
    const inWalk = entryArgs(schoolA, { walkId });
    const mutations = [
      mutation(1, 'walk.create', { id: walkId, schoolId: schoolA, collaboratorUserIds: [collaborator.id] }),
      mutation(2, 'entry.create', floating),
      mutation(3, 'entry.create', inWalk),
      mutation(4, 'entry.update', { id: floating.id, changes: { comment: 'door closed', quantity: 2 } }),
      mutation(5, 'entry.delete', { id: inWalk.id }),
      mutation(6, 'walk.update', { id: walkId, changes: { context: { weatherTemperature: 61 } } }),
    ];
    return { walkId, floating, inWalk, mutations };
  }

  it('each kind of mutation applies through the services and answers its canonical record', async () => {
    const { walkId, floating, inWalk, mutations } = everyKind();
    const body = await push(leader, newId(), mutations);

    expect(body.lastAppliedSeq).toBe(6);
    expect(body.results.map((result) => [result.seq, result.status])).toEqual(
      mutations.map((m) => [m.seq, 'applied']),
    );
    const records = body.results.map((result) => (result.status === 'applied' ? result.record : null));
    // The records are what the REST reads present.
    const walk = await get<TWalk>(leader, `/api/walks/${walkId}`);
    expect(records[5]).toEqual({ kind: 'walk', walk });
    expect(walk).toMatchObject({
      status: 'inprogress',
      leaderUserId: leader.id,
      collaborators: [collaborator.id],
      entryCount: 0,
      context: { weatherTemperature: 61 },
    });
    expect(records[0]).toMatchObject({
      kind: 'walk',
      walk: { id: walkId, context: { weatherTemperature: null } },
    });
    expect(records[1]).toMatchObject({
      kind: 'entry',
      entry: { id: floating.id, comment: 'door propped open' },
    });
    expect(records[2]).toMatchObject({ kind: 'entry', entry: { id: inWalk.id, walkId, isFloating: false } });
    expect(records[3]).toEqual({
      kind: 'entry',
      entry: await get<TEntry>(leader, `/api/entries/${floating.id}`),
    });
    expect(records[3]).toMatchObject({ entry: { comment: 'door closed', quantity: 2 } });
    expect(records[4]).toEqual({ kind: 'deleted', entity: 'entry', id: inWalk.id });

    // The services' side effects happened: audit trail, and the collaborator's mail once committed.
    expect(await deltaTypesOf(t, floating.id)).toEqual(['create', 'update']);
    expect(await deltaTypesOf(t, inWalk.id)).toEqual(expect.arrayContaining(['create', 'delete']));
    await t.drainJobs();
    expect(t.deps.mailer.recent.some((mail) => mail.to === collaborator.email)).toBe(true);
  });

  it('a full replay of a push changes nothing: no entries, audit deltas or insight counts', async () => {
    const clientId = newId();
    const { mutations } = everyKind();
    await push(leader, clientId, mutations);
    const before = await storedState(t);

    const again = await push(leader, clientId, mutations);

    expect(again).toEqual({
      lastAppliedSeq: 6,
      results: mutations.map((m) => ({ seq: m.seq, status: 'applied', record: null })),
    });
    expect(await storedState(t)).toEqual(before);
  });

  it('an overlapping, repeated or late push applies only the mutations not seen yet', async () => {
    const clientId = newId();
    const [a, b, c] = [entryArgs(schoolA), entryArgs(schoolA), entryArgs(schoolA)];
    const first = [mutation(1, 'entry.create', a), mutation(2, 'entry.create', b)];
    await push(leader, clientId, first);
    const before = await storedState(t);

    const overlapping = await push(leader, clientId, [...first, mutation(3, 'entry.create', c)]);
    expect(overlapping.lastAppliedSeq).toBe(3);
    expect(overlapping.results.map((result) => result.status === 'applied' && result.record?.kind)).toEqual([
      undefined,
      undefined,
      'entry',
    ]);
    expect((await storedState(t)).entries).toBe(Number(before.entries) + 1);

    // The first request arriving late: a no-op, and the device's last seq does not go back.
    const late = await push(leader, clientId, first);
    expect(late.lastAppliedSeq).toBe(3);
    expect(late.results).toEqual([
      { seq: 1, status: 'applied', record: null },
      { seq: 2, status: 'applied', record: null },
    ]);
    expect((await storedState(t)).entries).toBe(Number(before.entries) + 1);
  });

  it('mutations out of seq order, or a seq twice, are refused as a whole', async () => {
    const clientId = newId();
    const [a, b] = [entryArgs(schoolA), entryArgs(schoolA)];
    for (const mutations of [
      [mutation(2, 'entry.create', a), mutation(1, 'entry.create', b)],
      [mutation(1, 'entry.create', a), mutation(1, 'entry.create', b)],
    ]) {
      const response = await send(leader, clientId, mutations);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        mutations: 'Mutations must be pushed in rising seq order.',
      });
    }
    expect(await entryExists(a.id)).toBe(false);
    expect(await entryExists(b.id)).toBe(false);
  });

  it('seq only has to rise: gaps are fine, and a skipped seq counts as handled', async () => {
    const clientId = newId();
    const body = await push(leader, clientId, [
      mutation(10, 'entry.create', entryArgs(schoolA)),
      mutation(20, 'entry.create', entryArgs(schoolA)),
      mutation(35, 'entry.create', entryArgs(schoolA)),
    ]);
    expect(body.lastAppliedSeq).toBe(35);
    expect(body.results.every((result) => result.status === 'applied' && result.record)).toBe(true);

    const skipped = entryArgs(schoolA);
    const behind = await push(leader, clientId, [mutation(30, 'entry.create', skipped)]);
    expect(behind).toEqual({ lastAppliedSeq: 35, results: [{ seq: 30, status: 'applied', record: null }] });
    expect(await entryExists(skipped.id)).toBe(false);

    const next = entryArgs(schoolA);
    expect((await push(leader, clientId, [mutation(36, 'entry.create', next)])).lastAppliedSeq).toBe(36);
    expect(await entryExists(next.id)).toBe(true);
  });

  it('a refused mutation is rolled back and recorded, later ones still apply, and a replay is refused again', async () => {
    const clientId = newId();
    const elsewhere = entryArgs(schoolB);
    const tooFew = entryArgs(schoolA, { quantity: 0 });
    const good = entryArgs(schoolA);
    const mutations = [
      mutation(1, 'entry.create', elsewhere),
      mutation(2, 'entry.create', tooFew),
      mutation(3, 'entry.update', { id: 'not-an-id', changes: { comment: 5 } }),
      mutation(4, 'entry.create', good),
    ];
    const body = await push(leader, clientId, mutations);

    const refusals = [
      {
        seq: 1,
        status: 'refused',
        error: {
          status: 403,
          code: 'forbidden',
          message: 'You may not log entries at this school.',
          messageKey: 'mayNotLogAtSchool',
        },
      },
      {
        seq: 2,
        status: 'refused',
        error: {
          status: 400,
          code: 'invalid',
          message: 'Some fields are not valid.',
          fields: { quantity: MESSAGES.greaterThanZero },
          messageKey: 'fieldsInvalid',
          fieldKeys: { quantity: { key: 'greaterThanZero' } },
        },
      },
      {
        seq: 3,
        status: 'refused',
        error: {
          status: 400,
          code: 'invalid',
          message: 'Some fields are not valid.',
          fields: { id: 'Not a valid id', 'changes.comment': expect.any(String) },
          messageKey: 'fieldsInvalid',
          fieldKeys: {
            id: { key: 'notValidId' },
            'changes.comment': { key: 'invalidValue' },
          },
        },
      },
    ];
    expect(body.lastAppliedSeq).toBe(4);
    expect(body.results.slice(0, 3)).toEqual(refusals);
    expect(body.results[3]).toMatchObject({ seq: 4, status: 'applied', record: { kind: 'entry' } });
    expect(await entryExists(elsewhere.id)).toBe(false);
    expect(await entryExists(tooFew.id)).toBe(false);
    expect(await entryExists(good.id)).toBe(true);
    const stored = await t.database.db.select().from(syncRefusals).where(eq(syncRefusals.clientId, clientId));
    expect(stored.map((row) => row.seq).sort()).toEqual([1, 2, 3]);

    const replay = await push(leader, clientId, mutations);
    expect(replay).toEqual({
      lastAppliedSeq: 4,
      results: [...refusals, { seq: 4, status: 'applied', record: null }],
    });
  });

  it('a refusal among entries of a walk: the others are counted once, the refused one not at all', async () => {
    const walkId = newId();
    const [first, last] = [
      entryArgs(schoolA, { walkId, manualTags: ['Door'] }),
      entryArgs(schoolA, { walkId, manualTags: ['Door'] }),
    ];
    // Refused after its checks passed: its id is another person's entry.
    const taken = await t.logEntry(collaborator, { schoolId: schoolA });
    const refused = entryArgs(schoolA, { id: taken.id, walkId });
    const body = await push(leader, newId(), [
      mutation(1, 'walk.create', { id: walkId, schoolId: schoolA }),
      mutation(2, 'entry.create', first),
      mutation(3, 'entry.create', refused),
      mutation(4, 'entry.create', last),
    ]);
    expect(body.results.map((result) => result.status)).toEqual(['applied', 'applied', 'refused', 'applied']);
    const walk = await get<TWalk>(leader, `/api/walks/${walkId}`);
    expect(walk.entryCount).toBe(2);
    expect(await insightsRecountDifferences(t.database.db)).toEqual([]);
    expect(await deltaTypesOf(t, first.id)).toEqual(['create']);
    expect(await deltaTypesOf(t, taken.id)).toEqual(['create']);
  });

  it('a walk mutation the walk rules refuse is refused with their message', async () => {
    const clientId = newId();
    const walkId = newId();
    const body = await push(collaborator, clientId, [
      mutation(1, 'walk.create', { id: walkId, schoolId: schoolA }),
    ]);
    expect(body.results[0]?.status).toBe('applied');
    // The leader is not a participant of the collaborator's walk.
    const refused = await push(leader, newId(), [
      mutation(1, 'walk.update', { id: walkId, changes: { context: { schoolComment: 'x' } } }),
    ]);
    expect(refused.results[0]).toEqual({
      seq: 1,
      status: 'refused',
      error: {
        status: 403,
        code: 'forbidden',
        message: 'You do not have access to this SchoolDog Walk.',
        messageKey: 'walkNoAccess',
      },
    });
    expect((await get<TWalk>(collaborator, `/api/walks/${walkId}`)).context.schoolComment).toBe('');
  });

  it('deleting an entry twice, or one that never reached the server, counts as deleted', async () => {
    const clientId = newId();
    const entry = entryArgs(schoolA);
    const never = newId();
    const body = await push(leader, clientId, [
      mutation(1, 'entry.create', entry),
      mutation(2, 'entry.delete', { id: entry.id }),
      mutation(3, 'entry.delete', { id: entry.id }),
      mutation(4, 'entry.delete', { id: never }),
    ]);
    expect(body.results.slice(1)).toEqual([
      { seq: 2, status: 'applied', record: { kind: 'deleted', entity: 'entry', id: entry.id } },
      { seq: 3, status: 'applied', record: { kind: 'deleted', entity: 'entry', id: entry.id } },
      { seq: 4, status: 'applied', record: { kind: 'deleted', entity: 'entry', id: never } },
    ]);
    expect(await entryExists(entry.id)).toBe(false);
    expect(await deltaTypesOf(t, entry.id)).toEqual(['create', 'delete']);
  });

  it('a client id registered to another user is refused with 409 and nothing is applied', async () => {
    const clientId = newId();
    await push(leader, clientId, [mutation(1, 'entry.create', entryArgs(schoolA))]);
    const theirs = entryArgs(schoolA);

    const response = await send(collaborator, clientId, [mutation(2, 'entry.create', theirs)]);

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'sync_client_taken',
      message: expect.stringContaining('another user'),
      messageKey: 'syncClientTaken',
      requestId: response.headers['x-request-id'],
    });
    expect(await entryExists(theirs.id)).toBe(false);
    const [client] = await t.database.db.select().from(syncClients).where(eq(syncClients.clientId, clientId));
    expect(client).toMatchObject({ userId: leader.id, lastSeq: 1 });
  });

  it('asks for sign-in, and refuses a malformed push with field messages', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      payload: { clientId: newId(), mutations: [] },
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { cookie: leader.cookie },
      payload: { clientId: 'short', mutations: [{ seq: 0, name: 'entry.explode', args: {} }] },
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields).sort()).toEqual([
      'clientId',
      'mutations.0.name',
      'mutations.0.seq',
    ]);
  });
});
