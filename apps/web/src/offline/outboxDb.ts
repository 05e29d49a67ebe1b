import Dexie, { type EntityTable } from 'dexie';
import type { OutboxClient, OutboxMutation } from './outbox';

/*
 * The outbox's IndexedDB database through Dexie. outbox.ts loads this module on first use, after
 * the first screen has rendered: Dexie is 98 KB the first screen does not need before it shows.
 */

class OutboxDb extends Dexie {
  mutations!: EntityTable<OutboxMutation, 'seq'>;
  clients!: EntityTable<OutboxClient, 'userId'>;

  constructor() {
    super('schooldog-outbox');
    this.version(1).stores({ mutations: 'seq, userId, status', clients: 'userId' });
  }
}

export type { OutboxDb };

export const outboxDb = new OutboxDb();

export { liveQuery } from 'dexie';
