import { setImmediate } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/*
 * One statement's rows through one server-side cursor (DECLARE … FETCH n … CLOSE), a batch at a
 * time: the database runs the statement once and hands out rows as the reader asks for them, so
 * an export goes at the database's pace with a flat heap (npm run bench), not re-finding its
 * place per page. The same SQL runs on both drivers; only who holds the session differs:
 *
 * - PostgreSQL: one client taken from the pool, the cursor inside a read-only transaction, the
 *   client given back when the rows end, fail, or the reader stops (a client that left mid-download).
 * - PGlite: one session for the whole app, and a transaction there holds PGlite's lock until it
 *   ends (every other request would wait for the download). So the cursor is WITH HOLD outside a
 *   transaction: DECLARE runs the statement to completion into a temporary store (the one wait
 *   other requests see), then each FETCH is a short statement of its own between theirs.
 */

export interface StreamOptions {
  /** Rows per FETCH: per round trip, and the most rows held in memory at once. */
  batch: number;
}

/** A session that runs one statement at a time; rows as arrays. */
interface Session {
  query(text: string, params?: unknown[]): Promise<unknown[][]>;
}

// Cursor names are per session; PGlite's one session is shared by every request.
let cursorCount = 0;

async function* cursorRows(
  session: Session,
  text: string,
  params: unknown[],
  options: StreamOptions & { hold: boolean },
): AsyncGenerator<unknown[][]> {
  const batch = Math.max(1, Math.floor(options.batch));
  cursorCount += 1;
  const name = `rows_${cursorCount}`;
  // Plan for every row, as for a plain query (a sort where it is cheaper than walking an index),
  // not for the first tenth that a cursor is planned for by default: the reader wants them all.
  // (For PGlite's session as a whole: no other code of the app declares cursors.)
  await session.query(`set ${options.hold ? '' : 'local '}cursor_tuple_fraction = 1`);
  await session.query(
    `declare ${name} no scroll cursor ${options.hold ? 'with hold ' : ''}for ${text}`,
    params,
  );
  const fetchNext = () => {
    const rows = session.query(`fetch forward ${batch} from ${name}`);
    // Awaited later, once the reader asks for it: until then a failure is not unhandled.
    rows.catch(() => {});
    return rows;
  };
  let isFailed = false;
  // The next batch is asked for before this one is handed out: the database finds it while the
  // reader formats this one (on PostgreSQL, another process). One batch ahead, no more.
  let ahead: Promise<unknown[][]> | undefined = fetchNext();
  try {
    while (ahead) {
      const rows: unknown[][] = await ahead;
      ahead = rows.length < batch ? undefined : fetchNext();
      if (rows.length > 0) yield rows;
    }
  } catch (error) {
    isFailed = true;
    throw error;
  } finally {
    // A reader that stopped early leaves a batch in flight: it lands (or fails) before the close.
    await ahead?.catch(() => {});
    // After a failure the cursor may be gone already (or, in PostgreSQL's aborted transaction,
    // cannot be closed: the rollback closes it); the first error is the one to report.
    await session.query(`close ${name}`).catch((error: unknown) => {
      if (!isFailed) throw error;
    });
  }
}

/** Rows of one statement from a PostgreSQL pool, on one client held for the cursor's life. */
export async function* poolRows(
  pool: pg.Pool,
  text: string,
  params: unknown[],
  options: StreamOptions,
): AsyncGenerator<unknown[][]> {
  const client = await pool.connect();
  // A checked-out client has no 'error' listener of the pool's: a connection lost while the reader
  // is slow (a restart, a failover) would otherwise be an unhandled 'error' that ends the process.
  // The next query on it fails, and that failure ends the download.
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost = error;
  };
  client.on('error', onError);
  const session: Session = {
    query: async (statement, values) =>
      (await client.query<unknown[]>({ text: statement, values, rowMode: 'array' })).rows,
  };
  let isInTransaction = false;
  try {
    await client.query('begin read only');
    isInTransaction = true;
    yield* cursorRows(session, text, params, { ...options, hold: false });
    await client.query('commit');
    isInTransaction = false;
  } finally {
    // Reached on completion, on error, and when the reader stops early (return()).
    if (isInTransaction) {
      await client.query('rollback').catch((error: unknown) => {
        lost ??= error instanceof Error ? error : new Error(String(error));
      });
    }
    client.off('error', onError);
    // A client that lost its connection or could not roll back is destroyed, not pooled again.
    client.release(lost);
  }
}

/** Rows of one statement from PGlite through a WITH HOLD cursor (see above). */
export function pgliteRows(
  client: PGlite,
  text: string,
  params: unknown[],
  options: StreamOptions,
): AsyncGenerator<unknown[][]> {
  const session: Session = {
    query: async (statement, values) => {
      // PGlite answers in this thread without waiting on any I/O: without a turn of the event
      // loop between batches, a download to a fast reader would run start to end as one chain of
      // promises and no other request would even be read meanwhile (npm run bench, /api/health).
      await setImmediate();
      return (await client.query<unknown[]>(statement, values, { rowMode: 'array' })).rows;
    },
  };
  return cursorRows(session, text, params, { ...options, hold: true });
}
