import type { WalkStatus } from '@schooldog/domain';

/** Where a walk in this status is shown: the walk screen, /review or /complete. */
export function walkPath(walkId: string, status: WalkStatus = 'inprogress'): string {
  const base = `/walks/walk/${encodeURIComponent(walkId)}`;
  return status === 'inprogress' ? base : `${base}/${status}`;
}
