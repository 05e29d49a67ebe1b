import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { entryArgs, mutation, type SyncCast, syncCast } from '../sync/test-helpers.js';
import { observationDeltas } from './tables.js';

describeEachDatabase('entry deltas', (kind) => {
  let cast: SyncCast;
  beforeAll(async () => {
    cast = await syncCast(kind);
  });
  afterAll(() => cast.t.close());

  const sourcesOf = async (entryId: string) =>
    (
      await cast.t.database.db
        .select({ type: observationDeltas.type, source: observationDeltas.entrySource })
        .from(observationDeltas)
        .where(eq(observationDeltas.observationId, entryId))
        .orderBy(observationDeltas.timeCreated)
    ).map((row) => `${row.type}:${row.source}`);

  it('deltas record where a change came from (online or offline sync)', async () => {
    const { t, leader, schoolA, push } = cast;
    const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: leader.cookie }, ...(payload ? { payload } : {}) });

    const online = entryArgs(schoolA);
    expect((await call('POST', '/api/entries', online)).statusCode).toBe(201);
    expect((await call('PATCH', `/api/entries/${online.id}`, { quantity: 2 })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/entries/${online.id}`)).statusCode).toBe(204);

    const offline = entryArgs(schoolA);
    const body = await push(leader, offline.id, [
      mutation(1, 'entry.create', offline),
      mutation(2, 'entry.update', { id: offline.id, changes: { quantity: 3 } }),
      mutation(3, 'entry.delete', { id: offline.id }),
    ]);
    expect(body.results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);

    expect(await sourcesOf(online.id)).toEqual(['create:online', 'update:online', 'delete:online']);
    expect(await sourcesOf(offline.id)).toEqual(['create:offline', 'update:offline', 'delete:offline']);
  });
});
