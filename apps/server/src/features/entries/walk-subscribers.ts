import { eq } from 'drizzle-orm';
import { on } from '../../core/domain-events.js';
import { discardPictures, publishEntry } from './service.js';
import { observations } from './tables.js';

/** The entries' reactions to walk writes, in the walk's transaction. */
export const entryWalkSubscribers = [
  // A new leader may change the walk type: the walk's entries follow it, and the counts with them.
  on('walk.accessChanged', 'write', async (write, { before, after }) => {
    if (before.walkType === after.walkType) return;
    const rows = await write.db
      .select()
      .from(observations)
      .where(eq(observations.walkId, after.id))
      .for('update');
    if (rows.length === 0) return;
    const moved = await write.db
      .update(observations)
      .set({ walkType: after.walkType })
      .where(eq(observations.walkId, after.id))
      .returning();
    const byId = new Map(moved.map((row) => [row.id, row]));
    for (const row of rows) {
      const next = byId.get(row.id);
      if (next) await write.emit('entry.changed', { before: row, after: next });
    }
  }),
  // Deleting a walk deletes its entries, with their pictures.
  on('walk.deleted', 'write', async (write, { walk }) => {
    const deleted = await write.db.delete(observations).where(eq(observations.walkId, walk.id)).returning();
    for (const entry of deleted) if (!entry.isDeleted) await write.emit('entry.deleted', { entry });
    await discardPictures(
      write,
      deleted.flatMap((entry) => entry.imagePaths),
    );
    for (const entry of deleted) publishEntry(write, entry, 'deleted', walk.participantUserIds);
  }),
];
