import { Conflict } from '../http/errors.js';

/**
 * A create under an id the client may choose (an offline device retries with the same one): the
 * id again answers the row already made, if the same user made it (a conflict otherwise); a
 * concurrent retry whose insert loses the race reads the winner.
 */
export async function createOnce<Row>(options: {
  /** The row stored under the id, if any. */
  find: () => Promise<Row | undefined>;
  /** Whether the acting user made the row (who else may not reuse its id). */
  isOwn: (row: Row) => boolean;
  /** Refused when the id is someone else's. */
  conflict: string;
  /** Checks and inserts the row; null when a concurrent insert of the same id won. */
  insert: () => Promise<Row | null>;
}): Promise<{ row: Row; isNew: boolean }> {
  for (;;) {
    const existing = await options.find();
    if (existing) {
      if (!options.isOwn(existing)) throw Conflict(options.conflict);
      return { row: existing, isNew: false };
    }
    const inserted = await options.insert();
    if (inserted) return { row: inserted, isNew: true };
  }
}
