import type { TChangeEvent } from '@schooldog/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToLiveEvents } from '../../../api/liveEvents';
import { walkKeys } from '../queries';

/**
 * What an open walk refreshes on an entry change (any entry may be one of its entries): its
 * entries, and the walk for its entry count. Walk changes are the walks feature's live update
 * (features/walks/sync.ts, through useLiveChanges behind the signed-in guard).
 */
export async function applyWalkScreenChange(
  queryClient: QueryClient,
  walkId: string,
  change: TChangeEvent,
): Promise<void> {
  if (change.type !== 'entry') return;
  // The walk key covers its entries, and the walk's entry count and tags follow them.
  await queryClient.invalidateQueries({ queryKey: walkKeys.detail(walkId) });
}

/**
 * Keeps an open walk's entries live for everyone viewing it. The entry events carry no walk id,
 * so this listens while a walk screen is open (the entries' live update only refreshes entry queries), on
 * the one shared event stream.
 */
export function useLiveWalk(walkId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!walkId) return;
    return subscribeToLiveEvents({
      onChange: (change) => void applyWalkScreenChange(queryClient, walkId, change),
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: walkKeys.detail(walkId) }),
    });
  }, [queryClient, walkId]);
}
