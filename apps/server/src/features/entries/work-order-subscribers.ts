import { eq, sql } from 'drizzle-orm';
import { on } from '../../core/domain-events.js';
import { publishEntry } from './service.js';
import { observations } from './tables.js';

/** The entries' reactions to work order writes, in the work order's transaction. */
export const entryWorkOrderSubscribers = [
  // An entry lists the work orders made from it (spec 000 §3 createdTaskIds); its open page shows them.
  on('workOrder.created', 'write', async (write, { workOrder }) => {
    if (!workOrder.entryId) return;
    const [entry] = await write.db
      .update(observations)
      .set({ createdTaskIds: sql`array_append(${observations.createdTaskIds}, ${workOrder.id})` })
      .where(eq(observations.id, workOrder.entryId))
      .returning();
    if (entry) publishEntry(write, entry, 'updated', undefined);
  }),
];
