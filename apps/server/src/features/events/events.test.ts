import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { caughtUp, liveStreams } from '../../test/live-stream.js';

type Person = { id: string; email: string; cookie: string };

describeEachDatabase('live changes (/api/events)', (kind) => {
  let t: TestApp;
  let live: Awaited<ReturnType<typeof liveStreams>>;
  let schoolA: string;
  let schoolB: string;
  let educator: Person;
  let principalA: Person;
  let principalB: Person;
  let colleague: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
    educator = await t.userWithRole('educator', [schoolA]);
    colleague = await t.userWithRole('educator', [schoolA]);
    principalA = await t.userWithRole('principal', [schoolA]);
    principalB = await t.userWithRole('principal', [schoolB]);
    live = await liveStreams(t.app);
  });
  afterAll(async () => {
    await live.closeAll();
    await t.close();
  });

  const open = (who: Person) => live.open(who);
  const call = (who: Person, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const logAt = (who: Person, schoolId: string) => t.logEntry(who, { schoolId });

  it('needs a session', async () => {
    const response = await fetch(`${live.baseUrl}/api/events`);
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });

  it('a principal hears of an entry created, updated and deleted at their school; a principal elsewhere hears nothing', async () => {
    const here = await open(principalA);
    const elsewhere = await open(principalB);
    expect(here.status).toBe(200);
    expect(here.contentType).toMatch(/^text\/event-stream/);

    const entry = await logAt(educator, schoolA);
    const created = await here.next((change) => change.id === entry.id && change.action === 'created');
    expect(created).toEqual({ type: 'entry', id: entry.id, action: 'created' });

    const updated = await call(educator, 'PATCH', `/api/entries/${entry.id}`, { quantity: 2 });
    expect(updated.statusCode).toBe(200);
    expect(await here.next((change) => change.id === entry.id && change.action === 'updated')).toEqual({
      type: 'entry',
      id: entry.id,
      action: 'updated',
    });

    expect((await call(educator, 'DELETE', `/api/entries/${entry.id}`)).statusCode).toBe(204);
    expect(await here.next((change) => change.id === entry.id && change.action === 'deleted')).toEqual({
      type: 'entry',
      id: entry.id,
      action: 'deleted',
    });

    await caughtUp(t.deps.events, elsewhere, principalB);
    expect(elsewhere.changes).toEqual([]);
    expect(here.changes.filter((change) => change.id === entry.id).map((change) => change.action)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
    // The other principal's stream does work: an entry of their own at their school arrives.
    const theirs = await logAt(principalB, schoolB);
    await elsewhere.next((change) => change.id === theirs.id && change.action === 'created');
    expect(elsewhere.changes.map((change) => change.id)).toEqual([theirs.id]);
  });

  it('an entry at the other school reaches that principal only; an educator hears only of their own entries', async () => {
    const here = await open(principalA);
    const elsewhere = await open(principalB);
    const mine = await open(educator);
    const coordinator = await t.userWithRole('district_safety_coordinator', []);

    const atB = await logAt(coordinator, schoolB);
    await elsewhere.next((change) => change.id === atB.id && change.action === 'created');

    const theirs = await logAt(colleague, schoolA);
    await here.next((change) => change.id === theirs.id);
    const own = await logAt(educator, schoolA);
    await mine.next((change) => change.id === own.id && change.action === 'created');

    await caughtUp(t.deps.events, here, principalA);
    await caughtUp(t.deps.events, mine, educator);
    expect(here.changes.map((change) => change.id)).not.toContain(atB.id);
    expect(mine.changes.map((change) => change.id)).toEqual([own.id]);
  });

  it('an entry moved to another school is announced to the principals of both schools', async () => {
    const here = await open(principalA);
    const elsewhere = await open(principalB);
    const coordinator = await t.userWithRole('district_safety_coordinator', []);
    const entry = await logAt(coordinator, schoolA);
    await here.next((change) => change.id === entry.id && change.action === 'created');
    const moved = await call(coordinator, 'PATCH', `/api/entries/${entry.id}`, { schoolId: schoolB });
    expect(moved.statusCode).toBe(200);
    // Principal A must hear of it too, or their list keeps an entry they can no longer open.
    await here.next((change) => change.id === entry.id && change.action === 'updated');
    await elsewhere.next((change) => change.id === entry.id && change.action === 'updated');
  });

  it('an update that changes nothing announces nothing', async () => {
    const here = await open(principalA);
    const entry = await logAt(educator, schoolA);
    await here.next((change) => change.id === entry.id && change.action === 'created');
    expect((await call(educator, 'PATCH', `/api/entries/${entry.id}`, { quantity: 1 })).statusCode).toBe(200);
    await caughtUp(t.deps.events, here, principalA);
    expect(here.changes.filter((change) => change.id === entry.id).map((change) => change.action)).toEqual([
      'created',
    ]);
  });

  it('shutting the server down ends the open streams at once (EventSource clients never hang up)', async () => {
    const stream = await open(principalA);
    let ended = false;
    void stream.ended.then(() => (ended = true));
    const started = Date.now();
    // Were a stream left open, close() would wait for it (for ever). It takes milliseconds; the
    // bound leaves room for a slow, busy machine and fails well before the test's own limit.
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(20_000);
    await stream.ended;
    expect(ended).toBe(true);
  });
});
