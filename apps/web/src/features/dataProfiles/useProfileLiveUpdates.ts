import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToLiveEvents } from '../../api/liveEvents';
import { dataProfileKeys } from './queries';

const SETTLE_MS = 500;

/**
 * A profile's pages follow what others do: merging or approving a typed location moves its entries
 * and work orders onto an option, and each move reaches the shared event stream as an entry or work
 * order change; the profile's counts, review and rooms are then read again (once for a burst). A
 * change of the profile alone (a rename, a rejected location) shows on the next focus of the window.
 */
export function useProfileLiveUpdates(profileId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({
          predicate: (query) =>
            query.queryKey[0] === dataProfileKeys.all[0] && query.queryKey.includes(profileId),
        });
      }, SETTLE_MS);
    };
    const stop = subscribeToLiveEvents({
      onChange: (change) => {
        if (change.type === 'entry' || change.type === 'workOrder') refresh();
      },
      onReconnect: refresh,
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [queryClient, profileId]);
}
