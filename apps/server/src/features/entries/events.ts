import type { ChangeOf, TEntryWorkOrderDraft } from '@schooldog/domain';
import type { Actor } from '../../http/access.js';
import type { ObservationRow } from './tables.js';

/*
 * What the entries feature tells the rest: domain events inside the write (counts, scores and the
 * walk follow them in the same transaction) and the live change sent after commit.
 */

/** An entry changed; who may hear of it is decided from its school, reporter and walk. */
export interface EntryChangeEvent extends ChangeOf<'entry'> {
  schoolId: string;
  reportedByUserId: string;
  /** Set for an entry in a walk: its participants hear of it too. */
  walkParticipantUserIds?: string[];
}

declare module '../../platform/events.js' {
  interface LiveChangeMap {
    entry: EntryChangeEvent;
  }
}

declare module '../../core/domain-events.js' {
  interface DomainEventMap {
    /** An entry was logged (floating, or in a walk). */
    'entry.created': { entry: ObservationRow };
    /** An entry was edited, or moved with its walk (its walk type); `before` is the stored version. */
    'entry.changed': { before: ObservationRow; after: ObservationRow };
    /**
     * Work orders drafted in the log / edit entry dialog (spec 000 §3 tasksToAddOnSubmission), to
     * be made from the entry in its write by the work orders feature, as `actor` would make them.
     */
    'entry.workOrdersRequested': { entry: ObservationRow; actor: Actor; workOrders: TEntryWorkOrderDraft[] };
    /** An entry was deleted (for good when floating, marked deleted in a walk): as it was. */
    'entry.deleted': { entry: ObservationRow };
  }
}
