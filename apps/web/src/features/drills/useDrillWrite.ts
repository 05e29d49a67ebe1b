import type { TSyncRefusal } from '@schooldog/domain';
import { useGuardedOutboxWrite } from '../../offline/useGuardedOutboxWrite';

/** The server refused a drill write; the form stays with the user's input and its messages. */
export class DrillWriteRefused extends Error {
  constructor(readonly refusal: TSyncRefusal) {
    super(refusal.message);
  }
}

/**
 * Recording or updating a drill through the outbox (issue 28 point 2), as work orders do: queued
 * and pushed at once. Online the answer is awaited ('applied', or a refusal thrown); offline it
 * answers 'queued' and the pages show the drill through the overlays. One write at a time, so a
 * double click records one drill.
 */
export function useDrillWrite() {
  return useGuardedOutboxWrite<'drill.record' | 'drill.update'>((refusal) => new DrillWriteRefused(refusal));
}
