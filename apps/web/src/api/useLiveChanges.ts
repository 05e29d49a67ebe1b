import type { ChangeType } from '@schooldog/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SYNC_REGISTRY } from '../features/registry';
import type { LiveUpdate } from '../offline/definition';
import { subscribeToLiveEvents } from './liveEvents';

/**
 * Screens update without a reload when anyone changes a record the user may see (ARCHITECTURE §6;
 * "walk documents are live listened", spec 000 §7): one subscription to the shared event stream,
 * each change handed to its feature's live update (features/registry.ts). Mounted once, behind
 * the sign-in guard.
 */
export function useLiveChanges(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToLiveEvents({
        onChange: (change) => {
          const update = SYNC_REGISTRY.live[change.type] as LiveUpdate<ChangeType>;
          void update.apply(queryClient, change);
        },
        onReconnect: () => {
          for (const { refreshAll } of Object.values(SYNC_REGISTRY.live)) {
            void queryClient.invalidateQueries({ queryKey: refreshAll });
          }
        },
      }),
    [queryClient],
  );
}
