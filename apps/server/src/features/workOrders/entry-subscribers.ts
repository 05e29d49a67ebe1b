import { on } from '../../core/domain-events.js';
import { createWorkOrder } from './create.js';

/** The work orders' reactions to entry writes, in the entry's transaction. */
export const workOrderEntrySubscribers = [
  // Work orders drafted with an entry (spec 000 §3 tasksToAddOnSubmission) are made as any other
  // from that entry: the same rules, histories and notifications; a draft's id already made by the
  // same person answers the stored one, so a replayed entry makes none twice.
  on('entry.workOrdersRequested', 'write', async (write, { entry, actor, workOrders }) => {
    for (const draft of workOrders)
      await createWorkOrder(write, actor, {
        ...draft,
        schoolId: entry.schoolId,
        entryId: entry.id,
        imagePaths: entry.imagePaths,
      });
  }),
];
