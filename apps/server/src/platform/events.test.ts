import { describe, expect, it } from 'vitest';
import { type BusEvent, createEventBus, createPostgresEventBus } from './events.js';

const event: BusEvent = {
  type: 'entry',
  id: 'AAAAAAAAAAAAAAAAAAAA',
  action: 'updated',
  schoolId: 's',
  reportedByUserId: 'u',
};

describe('events', () => {
  it('in-process: a subscriber hears what is published until it unsubscribes', () => {
    const bus = createEventBus();
    const heard: BusEvent[] = [];
    const unsubscribe = bus.subscribe((change) => heard.push(change));
    bus.publish(event);
    unsubscribe();
    bus.publish(event);
    expect(heard).toEqual([event]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'PostgreSQL: an event published by one instance reaches another through LISTEN/NOTIFY',
    async () => {
      const url = process.env.TEST_DATABASE_URL ?? '';
      const log = { warn: (message: string) => console.warn(message) };
      const [first, second] = await Promise.all([
        createPostgresEventBus(url, log),
        createPostgresEventBus(url, log),
      ]);
      try {
        const heard = new Promise<BusEvent>((resolve) => second.subscribe(resolve));
        first.publish(event);
        await expect(heard).resolves.toEqual(event);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );
});
