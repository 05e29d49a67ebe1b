import type { SyncMutationArgs, TSyncRefusal } from '@schooldog/domain';
import { useRef, useState } from 'react';
import { useOutboxWrites } from '../../offline/useOutboxWrites';

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
  const writes = useOutboxWrites();
  const isBusyRef = useRef(false);
  const [isPending, setPending] = useState(false);

  const write = async <N extends 'drill.record' | 'drill.update'>(
    name: N,
    args: SyncMutationArgs<N>,
  ): Promise<'applied' | 'queued' | null> => {
    if (isBusyRef.current) return null;
    isBusyRef.current = true;
    setPending(true);
    try {
      const outcome = await writes.queue(name, args);
      if (outcome.status === 'refused') throw new DrillWriteRefused(outcome.error);
      return outcome.status;
    } finally {
      isBusyRef.current = false;
      setPending(false);
    }
  };

  return { write, isPending };
}
