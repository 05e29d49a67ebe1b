import type { ClientErrorKind } from '@schooldog/domain';
import { useSyncExternalStore } from 'react';
import { serverErrorReference } from '../../api/client';
import { isChunkLoadError, isNoise, reportClientError } from './reportClientError';

/** What the Reload dialog shows: why, and the server's request id when a server error is behind it. */
export interface UnexpectedError {
  isChunkLoad: boolean;
  requestId: string | null;
}

let current: UnexpectedError | null = null;
const listeners = new Set<() => void>();

function set(next: UnexpectedError | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * The one way an unexpected error reaches the user: reported to the server, then the Reload dialog.
 * Noise (see isNoise) is ignored. A later error keeps the first one's explanation.
 */
export function handleUnexpectedError(error: unknown, kind: ClientErrorKind, sourceUrl?: string): void {
  if (isNoise(error, sourceUrl)) return;
  const isChunkLoad = kind === 'chunk' || isChunkLoadError(error);
  reportClientError(error, isChunkLoad ? 'chunk' : kind);
  if (!current) set({ isChunkLoad, requestId: serverErrorReference(error) });
}

export function dismissUnexpectedError(): void {
  set(null);
}

export function useUnexpectedError(): UnexpectedError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
