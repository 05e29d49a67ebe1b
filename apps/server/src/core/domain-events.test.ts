import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { recordAudit } from './audit.js';
import { on } from './domain-events.js';
import { defineFeature } from './feature.js';
import { inTransaction } from './write.js';

declare module './domain-events.js' {
  interface DomainEventMap {
    'test.happened': { id: string; failInSubscriber?: boolean };
  }
}

/*
 * Domain events as features use them: a 'write' subscriber works in the emitting write's
 * transaction (and can refuse it), a 'commit' subscriber runs once the write has committed and never
 * after a rollback.
 */

const heard: string[] = [];

const listener = defineFeature({
  name: 'test',
  subscribers: [
    on('test.happened', 'write', async (write, { id, failInSubscriber }) => {
      heard.push(`write:${id}`);
      await recordAudit(write.db, {
        entity: 'event-test',
        entityId: id,
        userId: null,
        before: { n: 0 },
        after: { n: 1 },
      });
      if (failInSubscriber) throw new Error('refused by a subscriber');
    }),
    on('test.happened', 'commit', (_deps, { id }) => void heard.push(`commit:${id}`)),
  ],
});

describeEachDatabase('domain events', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { extraFeatures: [listener] });
  });
  afterAll(() => t.close());

  const derived = async (id: string) =>
    (
      await t.database.raw(
        `select count(*)::int from audit_log where entity = 'event-test' and entity_id = $1`,
        [id],
      )
    )[0]?.[0];

  it('a write subscriber works in the write; a commit subscriber runs after the commit', async () => {
    heard.length = 0;
    await inTransaction(t.deps, 'online', async (write) => {
      await write.emit('test.happened', { id: 'a' });
      // The subscriber has run, in this transaction, before the service goes on.
      expect(heard).toEqual(['write:a']);
    });
    expect(heard).toEqual(['write:a', 'commit:a']);
    expect(await derived('a')).toBe(1);
  });

  it('a write that rolls back keeps nothing its subscribers derived and runs no commit subscriber', async () => {
    heard.length = 0;
    await expect(
      inTransaction(t.deps, 'online', async (write) => {
        await write.emit('test.happened', { id: 'b' });
        throw new Error('the write fails after its event');
      }),
    ).rejects.toThrow('the write fails');
    expect(heard).toEqual(['write:b']);
    expect(await derived('b')).toBe(0);
  });

  it('a write subscriber that throws refuses the whole write', async () => {
    heard.length = 0;
    await expect(
      inTransaction(t.deps, 'online', (write) =>
        write.emit('test.happened', { id: 'c', failInSubscriber: true }),
      ),
    ).rejects.toThrow('refused by a subscriber');
    expect(heard).toEqual(['write:c']);
    expect(await derived('c')).toBe(0);
  });
});
