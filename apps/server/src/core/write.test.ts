import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { recordAudit } from './audit.js';
import { on } from './domain-events.js';
import { defineFeature } from './feature.js';
import { defineBatch, inTransaction, type WriteDeps } from './write.js';

declare module './domain-events.js' {
  interface DomainEventMap {
    'test.counted': { id: string };
  }
}

/*
 * A write's batches (`later`) and savepoints: items gathered over the write are handled once when
 * it settles, those that derive before those that present; a savepoint that fails takes back what
 * was handed in it, and the write goes on.
 */

const ran: string[] = [];
const audited = (write: WriteDeps, id: string) =>
  recordAudit(write.db, {
    entity: 'batch-test',
    entityId: id,
    userId: null,
    before: { n: 0 },
    after: { n: 1 },
  });

const counting = defineBatch<string>('test counting', async (write, ids) => {
  ran.push(`count:${ids.join(',')}`);
  for (const id of ids) await audited(write, id);
});
const presenting = defineBatch<{ id: string; count?: number }>(
  'test presenting',
  async (write, records) => {
    ran.push(`present:${records.map((record) => record.id).join(',')}`);
    for (const record of records) record.count = 1;
  },
  { presents: true },
);
// Derived work that hands items to another batch, as rescoring announces a walk's new score.
const chaining = defineBatch<string>('test chaining', async (write, ids) => {
  ran.push(`chain:${ids.join(',')}`);
  for (const id of ids) write.later(counting, `${id}'`);
});

const feature = defineFeature({
  name: 'test',
  subscribers: [
    on('test.counted', 'write', (write, { id }) => write.later(counting, id)),
    on('test.counted', 'commit', (_deps, { id }) => void ran.push(`commit:${id}`)),
  ],
});

describeEachDatabase('a write’s batches and savepoints', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { extraFeatures: [feature] });
  });
  afterAll(() => t.close());

  const stored = async (ids: string[]) =>
    (
      await t.database.raw(
        `select entity_id from audit_log where entity = 'batch-test' and entity_id = any($1) order by entity_id`,
        [ids],
      )
    ).map((row) => row[0]);

  it('runs each batch once, at the end, with every item; deriving first, then presenting', async () => {
    ran.length = 0;
    const records = await inTransaction(t.deps, 'online', async (write) => {
      const answer = [{ id: 'p1' }, { id: 'p2' }] as { id: string; count?: number }[];
      write.later(presenting, answer[0]);
      await write.emit('test.counted', { id: 'a1' });
      write.later(chaining, 'c1');
      await write.emit('test.counted', { id: 'a2' });
      write.later(presenting, answer[1]);
      expect(ran).toEqual([]);
      return answer;
    });
    expect(ran).toEqual(['count:a1,a2', 'chain:c1', "count:c1'", 'present:p1,p2', 'commit:a1', 'commit:a2']);
    expect(records.map((record) => record.count)).toEqual([1, 1]);
    expect(await stored(['a1', 'a2', "c1'"])).toEqual(['a1', 'a2', "c1'"]);
  });

  it('settle runs what was handed so far; the end runs only what came after', async () => {
    ran.length = 0;
    await inTransaction(t.deps, 'online', async (write) => {
      write.later(counting, 's1');
      await write.settle();
      expect(ran).toEqual(['count:s1']);
      write.later(counting, 's2');
    });
    expect(ran).toEqual(['count:s1', 'count:s2']);
  });

  it('a savepoint that fails rolls back its changes and drops what it handed; the write goes on', async () => {
    ran.length = 0;
    await inTransaction(t.deps, 'online', async (write) => {
      await write.emit('test.counted', { id: 'k1' });
      await expect(
        write.savepoint(async () => {
          await audited(write, 'gone-row');
          await write.emit('test.counted', { id: 'gone' });
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(
        await write.savepoint(async () => (await write.emit('test.counted', { id: 'k2' }), 'kept')),
      ).toBe('kept');
    });
    expect(ran).toEqual(['count:k1,k2', 'commit:k1', 'commit:k2']);
    expect(await stored(['k1', 'k2', 'gone', 'gone-row'])).toEqual(['k1', 'k2']);
  });

  it('refuses to settle inside a savepoint, whose rollback could not take it back', async () => {
    await expect(
      inTransaction(t.deps, 'online', (write) => write.savepoint(() => write.settle())),
    ).rejects.toThrow('a write settles outside its savepoints');
  });
});
