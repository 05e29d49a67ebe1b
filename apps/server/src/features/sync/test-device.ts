import type { SyncMutationName, TSyncMutation, TSyncPushResponse, TSyncResult } from '@schooldog/domain';

/*
 * Test support: a device's outbox as the web app keeps it (mutations with a rising seq, pushed
 * in order in batches, removed only once their result is seen) and a network that loses,
 * repeats and delays requests, for the sync property test.
 */

/** What the network does to one push attempt. */
export type Fault = 'deliver' | 'dropRequest' | 'dropResponse' | 'duplicate' | 'late';
export const FAULTS: readonly Fault[] = ['deliver', 'dropRequest', 'dropResponse', 'duplicate', 'late'];

export type Send = (mutations: TSyncMutation[]) => Promise<{ status: number; body: unknown }>;

export class Device {
  readonly queue: TSyncMutation[] = [];
  readonly refused: TSyncResult[] = [];
  /** Every request the device ever sent, for the network to deliver again late. */
  readonly sent: TSyncMutation[][] = [];
  private seq = 0;

  constructor(private readonly batchSize: number) {}

  enqueue(name: SyncMutationName, args: unknown): void {
    this.seq += 1;
    this.queue.push({ seq: this.seq, name, args });
  }

  /** The oldest queued mutations, in seq order. */
  nextBatch(): TSyncMutation[] {
    return this.queue.slice(0, this.batchSize);
  }

  /** A push's answer: each mutation with a result leaves the queue (a refused one is kept aside). */
  receive(response: TSyncPushResponse): void {
    for (const result of response.results) {
      const at = this.queue.findIndex((queued) => queued.seq === result.seq);
      if (at >= 0) this.queue.splice(at, 1);
      if (result.status === 'refused') this.refused.push(result);
    }
  }

  /**
   * One push attempt through a faulty network. Every request that reaches the server must be
   * answered 200; the device sees the answer only when the network delivers it.
   */
  async pushThrough(send: Send, fault: Fault, pick: number): Promise<void> {
    const batch = this.nextBatch();
    if (batch.length === 0) return;
    const older = this.sent[pick % Math.max(this.sent.length, 1)];
    this.sent.push(batch);
    const deliver = async (mutations: TSyncMutation[]) => {
      const response = await send(mutations);
      if (response.status !== 200)
        throw new Error(`push answered ${response.status}: ${JSON.stringify(response.body)}`);
      return response.body as TSyncPushResponse;
    };
    switch (fault) {
      case 'dropRequest':
        return;
      case 'dropResponse':
        await deliver(batch);
        return;
      case 'duplicate': {
        const [first] = await Promise.all([deliver(batch), deliver(batch)]);
        this.receive(first);
        return;
      }
      case 'late':
        // An older request arrives now; its answer goes nowhere.
        if (older) await deliver(older);
        this.receive(await deliver(batch));
        return;
      case 'deliver':
        this.receive(await deliver(batch));
    }
  }
}
