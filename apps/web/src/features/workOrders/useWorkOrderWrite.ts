import type { SyncMutationName, TSyncRefusal } from '@schooldog/domain';
import { useGuardedOutboxWrite } from '../../offline/useGuardedOutboxWrite';

/** The server refused a queued work order write; the dialog stays open with the user's input. */
export class WorkOrderWriteRefused extends Error {
  constructor(readonly refusal: TSyncRefusal) {
    super(refusal.message);
  }
}

type WorkOrderMutation = Extract<SyncMutationName, `workOrder.${string}`>;

/**
 * A work order write through the outbox (issue 26 point 7): queued and pushed at once. Online the
 * answer is awaited ('applied', or a refusal thrown as WorkOrderWriteRefused); offline, or when the
 * server is slow, it answers 'queued' and the screens show the change through the overlays
 * (overlay.ts). One write at a time: a second call while one runs answers null, so a double click
 * sends one change.
 */
export function useWorkOrderWrite() {
  return useGuardedOutboxWrite<WorkOrderMutation>((refusal) => new WorkOrderWriteRefused(refusal));
}
