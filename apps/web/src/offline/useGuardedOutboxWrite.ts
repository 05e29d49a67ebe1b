import type { SyncMutationArgs, SyncMutationName, TSyncRefusal } from '@schooldog/domain';
import { useRef, useState } from 'react';
import { useOutboxWrites } from './useOutboxWrites';

/**
 * A form's write through the outbox, one at a time: a second call while one runs answers null, so
 * a double click sends one change. Online the answer is awaited ('applied', or the refusal thrown as
 * `refused(refusal)` so the form keeps the user's input); offline, or when the server is slow, it
 * answers 'queued' and the screens show the change through the outbox's overlays.
 */
export function useGuardedOutboxWrite<M extends SyncMutationName>(refused: (refusal: TSyncRefusal) => Error) {
  const writes = useOutboxWrites();
  const isBusyRef = useRef(false);
  const [isPending, setPending] = useState(false);

  const write = async <N extends M>(
    name: N,
    args: SyncMutationArgs<N>,
  ): Promise<'applied' | 'queued' | null> => {
    if (isBusyRef.current) return null;
    isBusyRef.current = true;
    setPending(true);
    try {
      const outcome = await writes.queue(name, args);
      if (outcome.status === 'refused') throw refused(outcome.error);
      return outcome.status;
    } finally {
      isBusyRef.current = false;
      setPending(false);
    }
  };

  return { write, isPending };
}
