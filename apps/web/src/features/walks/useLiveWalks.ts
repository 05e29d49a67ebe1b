import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { subscribeToLiveEvents } from '../../api/liveEvents';
import { walkKeys } from './queries';

/** The data of an `event: change` message of GET /api/events about a walk. */
const ZWalkChange = z.object({
  type: z.literal('walk'),
  id: z.string(),
  action: z.enum(['created', 'updated', 'deleted']),
});
export type WalkChange = z.infer<typeof ZWalkChange>;

/** The walk change a message carries, or null for other records and malformed data. */
export function parseWalkChange(data: string): WalkChange | null {
  try {
    const parsed = ZWalkChange.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Refreshes what a change touches: lists, counts and current walks always; the walk itself (and
 * its entries and reviewers), which becomes null when deleted so its screen can leave.
 */
export async function applyWalkChange(queryClient: QueryClient, change: WalkChange): Promise<void> {
  if (change.action === 'deleted') {
    await queryClient.cancelQueries({ queryKey: walkKeys.detail(change.id) });
    queryClient.setQueryData(walkKeys.detail(change.id), null);
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: walkKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: walkKeys.counts() }),
    queryClient.invalidateQueries({ queryKey: ['walks', 'current'] }),
    change.action === 'deleted'
      ? Promise.resolve()
      : queryClient.invalidateQueries({ queryKey: walkKeys.detail(change.id) }),
  ]);
}

/**
 * Walk screens and lists update without a reload when anyone changes a walk ("walk documents are
 * live listened", spec 000 §7). Mounted once, behind the sign-in guard; shares useLiveEntries' stream.
 */
export function useLiveWalks(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToLiveEvents({
        onChange: (data) => {
          const change = parseWalkChange(data);
          if (change) void applyWalkChange(queryClient, change);
        },
        onReconnect: () => void queryClient.invalidateQueries({ queryKey: walkKeys.all }),
      }),
    [queryClient],
  );
}
