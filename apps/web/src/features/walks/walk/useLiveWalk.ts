import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { subscribeToLiveEvents } from '../../../api/liveEvents';
import { walkKeys } from '../queries';

/** The data of an `event: change` message of GET /api/events about a walk or an entry. */
const ZChange = z.object({
  type: z.enum(['walk', 'entry']),
  id: z.string(),
  action: z.string(),
});
export type WalkScreenChange = z.infer<typeof ZChange>;

export function parseWalkScreenChange(data: string): WalkScreenChange | null {
  try {
    const parsed = ZChange.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What an open walk refreshes on an entry change (any entry may be one of its entries): its
 * entries, and the walk for its entry count. Walk changes are useLiveWalks' (signed-in guard).
 */
export async function applyWalkScreenChange(
  queryClient: QueryClient,
  walkId: string,
  change: WalkScreenChange,
): Promise<void> {
  if (change.type !== 'entry') return;
  // The walk key covers its entries, and the walk's entry count and tags follow them.
  await queryClient.invalidateQueries({ queryKey: walkKeys.detail(walkId) });
}

/**
 * Keeps an open walk's entries live for everyone viewing it. The entry events carry no walk id,
 * so this listens while a walk screen is open (useLiveEntries only refreshes entry queries), on
 * the one shared event stream.
 */
export function useLiveWalk(walkId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!walkId) return;
    return subscribeToLiveEvents({
      onChange: (data) => {
        const change = parseWalkScreenChange(data);
        if (change) void applyWalkScreenChange(queryClient, walkId, change);
      },
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: walkKeys.detail(walkId) }),
    });
  }, [queryClient, walkId]);
}
