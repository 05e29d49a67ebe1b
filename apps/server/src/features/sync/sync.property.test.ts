import { newId, type TWalk } from '@schooldog/domain';
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../test/harness.js';
import { observationDeltas, observations } from '../entries/public.js';
import { insightsRecountDifferences } from '../insights/public.js';
import { walks } from '../walks/public.js';
import { syncRefusals } from './tables.js';
import { Device, type Fault, FAULTS, type Send } from './test-device.js';
import { entryArgs, type Person, type SyncCast, syncCast } from './test-helpers.js';

/*
 * Exactly once, in the device's order (CONVENTIONS: a sync rule gets a property test): a device
 * queues creates, comment edits and deletes of entries while a faulty network drops requests,
 * drops answers, repeats requests and delivers old ones late; the device retries until its queue
 * is empty. The server must end as if the sequence had been applied once, in order, and what the
 * writes derived (insight counts, the walk's entry and tag counts) must equal a recount.
 */

type Op =
  | { kind: 'create'; inWalk: boolean; tags: string[] }
  | { kind: 'update'; pick: number; quantity: number }
  | { kind: 'delete'; pick: number };
type Attempt = { fault: Fault; pick: number };
type Step = { op: Op } | { attempt: Attempt };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      inWalk: fc.boolean(),
      tags: fc.subarray(['Door', 'Lighting']),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('update' as const),
      pick: fc.nat(),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
);
const attempt: fc.Arbitrary<Attempt> = fc.record({ fault: fc.constantFrom(...FAULTS), pick: fc.nat() });
const scenario = fc.record({
  steps: fc.array(
    fc.oneof(
      op.map((value) => ({ op: value })),
      attempt.map((value) => ({ attempt: value })),
    ),
    {
      minLength: 1,
      maxLength: 24,
    },
  ),
  // The attempts after the last change, until the queue is empty (then the network heals).
  drain: fc.array(attempt, { maxLength: 12 }),
  batchSize: fc.integer({ min: 1, max: 4 }),
});

/** The server state the sequence means, kept by the device as it queues. */
class Expected {
  readonly comments = new Map<string, string>();
  readonly updates = new Map<string, number>();
  readonly created: string[] = [];
  readonly deleted = new Set<string>();
  private edits = 0;

  constructor(
    private readonly device: Device,
    private readonly schoolId: string,
    private readonly walkId: string,
  ) {}

  apply(op: Op): void {
    const alive = [...this.comments.keys()];
    if (op.kind === 'create' || alive.length === 0) {
      const extra =
        op.kind === 'create' ? { manualTags: op.tags, walkId: op.inWalk ? this.walkId : null } : {};
      const args = entryArgs(this.schoolId, extra);
      this.device.enqueue('entry.create', args);
      this.created.push(args.id);
      this.comments.set(args.id, '');
      return;
    }
    const id = alive[op.pick % alive.length] ?? '';
    if (op.kind === 'delete') {
      this.device.enqueue('entry.delete', { id });
      this.comments.delete(id);
      this.deleted.add(id);
      return;
    }
    // Each edit writes a value of its own, so every one leaves an audit delta.
    this.edits += 1;
    const comment = `edit ${this.edits}`;
    this.device.enqueue('entry.update', { id, changes: { comment, quantity: op.quantity } });
    this.comments.set(id, comment);
    this.updates.set(id, (this.updates.get(id) ?? 0) + 1);
  }
}

describeEachDatabase('sync property: exactly once, in order, over a faulty network', (kind) => {
  let t: TestApp;
  let schoolId: string;
  let person: Person;
  let sendAs: SyncCast['send'];
  let walkId: string;

  beforeAll(async () => {
    ({ t, schoolA: schoolId, leader: person, send: sendAs } = await syncCast(kind));
    const walk = await t.app.inject({
      method: 'POST',
      url: '/api/walks',
      headers: { cookie: person.cookie },
      payload: { schoolId },
    });
    walkId = walk.json<TWalk>().id;
  });

  /** The walk's entry count and tag counts, stored and recounted from its entries. */
  async function walkCounts() {
    const [walk] = await t.database.db.select().from(walks).where(eq(walks.id, walkId));
    const entries = await t.database.db
      .select()
      .from(observations)
      .where(and(eq(observations.walkId, walkId), eq(observations.isDeleted, false)));
    const tags: Record<string, number> = {};
    for (const entry of entries) for (const tag of new Set(entry.tags)) tags[tag] = (tags[tag] ?? 0) + 1;
    return {
      stored: { entryCount: walk?.entryCount, entryTags: walk?.entryTags },
      recounted: { entryCount: entries.length, entryTags: tags },
    };
  }
  afterAll(() => t.close());

  it('the server ends as if the queued sequence had been applied once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ steps, drain, batchSize }) => {
        // Each run is a new device: its own client id, seq from 1, and entry ids of its own.
        const clientId = newId();
        const device = new Device(batchSize);
        const expected = new Expected(device, schoolId, walkId);
        const send: Send = async (mutations) => {
          const response = await sendAs(person, clientId, mutations);
          return { status: response.statusCode, body: response.json() as unknown };
        };

        for (const step of steps as Step[]) {
          if ('op' in step) expected.apply(step.op);
          else await device.pushThrough(send, step.attempt.fault, step.attempt.pick);
        }
        for (let i = 0; device.queue.length > 0; i++) {
          if (i > 200) throw new Error('the queue never emptied');
          const next = drain[i] ?? { fault: 'deliver' as const, pick: 0 };
          await device.pushThrough(send, next.fault, next.pick);
        }

        expect(device.refused).toEqual([]);
        const ids = expected.created;
        const rows = await t.database.db
          .select({ id: observations.id, comment: observations.comment })
          .from(observations)
          // An entry of a walk is only marked deleted.
          .where(and(inArray(observations.id, ids), eq(observations.isDeleted, false)));
        expect(new Map(rows.map((row) => [row.id, row.comment]))).toEqual(expected.comments);
        const deltas = await t.database.db
          .select({ id: observationDeltas.observationId, type: observationDeltas.type })
          .from(observationDeltas)
          .where(inArray(observationDeltas.observationId, ids));
        for (const id of ids) {
          const types = deltas.filter((delta) => delta.id === id).map((delta) => delta.type);
          expect(
            types.filter((type) => type === 'create'),
            id,
          ).toHaveLength(1);
          expect(
            types.filter((type) => type === 'update'),
            id,
          ).toHaveLength(expected.updates.get(id) ?? 0);
          expect(
            types.filter((type) => type === 'delete'),
            id,
          ).toHaveLength(expected.deleted.has(id) ? 1 : 0);
        }
        expect(
          await t.database.db.select().from(syncRefusals).where(eq(syncRefusals.clientId, clientId)),
        ).toEqual([]);
        // What the pushes derived, a batch of them at a time, equals a recount from the entries.
        expect(await insightsRecountDifferences(t.database.db)).toEqual([]);
        const { stored, recounted } = await walkCounts();
        expect(stored).toEqual(recounted);
      }),
      { numRuns: kind === 'pglite' ? 40 : 25 },
    );
  }, 120_000);
});
