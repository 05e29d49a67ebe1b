import type { ChangeOf, WorkOrderStatus } from '@schooldog/domain';
import type { WorkOrderRow } from './tables.js';

/*
 * What the work orders feature tells the rest: a domain event inside the write (the entry it was
 * made from records it) and the live change sent after commit.
 */

/** Who may hear of a work order's change: what canSeeWorkOrder reads, as it stood at the change. */
export interface WorkOrderAudience {
  schoolId: string;
  status: WorkOrderStatus;
  createdByUserId: string;
  assignedUserIds: string[];
  followerIds: string[];
  /** The settings' restrictWorkOrderStaffViewPermissions when it changed. */
  restrictsStaffView: boolean;
  /** Only these people (a change of their own, such as a pin), whoever else sees the work order. */
  onlyUserIds?: string[];
}

/** A work order changed: its open page, the list and the Alerts count are read again. */
export interface WorkOrderChangeEvent extends WorkOrderAudience, ChangeOf<'workOrder'> {}

declare module '../../platform/events.js' {
  interface LiveChangeMap {
    workOrder: WorkOrderChangeEvent;
  }
}

declare module '../../core/domain-events.js' {
  interface DomainEventMap {
    /** A work order was made (from an entry when entryId is set). */
    'workOrder.created': { workOrder: WorkOrderRow };
    /** A work order's fields were edited (Edit Work Order): as it was, as it is, and by whom. */
    'workOrder.changed': { before: WorkOrderRow; after: WorkOrderRow; byUserId: string };
  }
}
