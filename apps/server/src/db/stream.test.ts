import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, openTestDatabase } from '../test/harness.js';
import { openCursors } from '../test/open-cursors.js';
import type { Database } from './client.js';

const NUMBERS = 'select g from generate_series(1, $1::int) g order by g';

describeEachDatabase('rows through one server-side cursor', (kind) => {
  let database: Database;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    process.on('uncaughtException', onCrash);
  });
  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    await database.close();
  });

  const leftOpen = () => openCursors(database);

  it('answers every row of the statement in order, a batch at a time', async () => {
    for (const total of [0, 1, 999, 1000, 2500]) {
      const sizes: number[] = [];
      const values: unknown[] = [];
      for await (const rows of database.raw.stream(NUMBERS, [total], { batch: 1000 })) {
        sizes.push(rows.length);
        values.push(...rows.map((row) => row[0]));
      }
      expect(values).toEqual(Array.from({ length: total }, (_, index) => index + 1));
      expect(sizes.every((size) => size > 0 && size <= 1000)).toBe(true);
    }
    expect(await leftOpen()).toBe(0);
  });

  it('a reader that stops early closes the cursor and gives its connection back, every time', async () => {
    // More stops than the pool has connections (10): a leaked connection would hang the 11th.
    for (let index = 0; index < 15; index++) {
      for await (const rows of database.raw.stream(NUMBERS, [5000], { batch: 100 })) {
        expect(rows).toHaveLength(100);
        break;
      }
    }
    expect(await leftOpen()).toBe(0);
    expect(await database.raw('select 1', [])).toEqual([[1]]);
  });

  it('a statement failing part-way rejects the reader, then the database serves as before', async () => {
    const failing = 'select g, 1 / (g - 1500) from generate_series(1, 3000) g';
    const read: number[] = [];
    const reading = (async () => {
      for await (const rows of database.raw.stream(failing, [], { batch: 1000 })) read.push(rows.length);
    })();
    await expect(reading).rejects.toThrow(/division by zero/);
    // PostgreSQL fails on the second FETCH; PGlite runs the whole statement at DECLARE (WITH HOLD).
    expect(read).toEqual(kind === 'postgres' ? [1000] : []);
    expect(await leftOpen()).toBe(0);
    for await (const rows of database.raw.stream(NUMBERS, [3], { batch: 10 })) expect(rows).toHaveLength(3);
  });

  it('a statement the database refuses rejects the reader before any row', async () => {
    const reading = (async () => {
      for await (const rows of database.raw.stream('select * from no_such_table', [], { batch: 10 }))
        expect(rows).toBeUndefined();
    })();
    await expect(reading).rejects.toThrow(/no_such_table/);
    expect(await leftOpen()).toBe(0);
  });

  it.runIf(kind === 'postgres')(
    'a connection lost while the reader waits fails that reader only, not the process',
    async () => {
      const iterator = database.raw.stream(NUMBERS, [5000], { batch: 100 });
      expect((await iterator.next()).value).toHaveLength(100);
      const killed = await database.raw(
        // With a timeout, terminate waits until the backend has exited: its row in pg_stat_activity
        // goes after its socket closes, so without waiting, leftOpen() could still count it.
        `select pg_terminate_backend(pid, 10000) from pg_stat_activity
         where datname = current_database() and query like 'fetch forward%'`,
        [],
      );
      expect(killed).toEqual([[true]]);
      // The batch already asked for may have arrived; the one after fails.
      const rest = (async () => {
        while (!(await iterator.next()).done);
      })();
      await expect(rest).rejects.toThrow();
      expect(crashes).toEqual([]);
      expect(await database.raw('select 1', [])).toEqual([[1]]);
      expect(await leftOpen()).toBe(0);
    },
  );
});
