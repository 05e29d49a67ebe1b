import type { TMeResponse } from '@schooldog/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentUser } from '../features/auth/currentUser';
import { useOutbox } from './outbox';
import { type OverlayContext, pendingChangesOf } from './pendingChanges';

/*
 * The React side of the overlays: the signed-in user's queued changes (from the outbox, live) and
 * what the query cache knows around them. Each feature's query hooks put them on top of the
 * server's data with its overlays (e.g. features/entries/queries.ts and overlay.ts).
 */

/** Whether the outbox has been read (one live view, in outbox.ts); the entry and walk hooks import it from here. */
export { useIsOutboxLoaded } from './outbox';
export { withOverlaidData } from './overlaidData';

/** The signed-in user, or null outside the sign-in guard (a component rendered on its own in a test). */
function useSignedInUser(): TMeResponse | null {
  try {
    return useCurrentUser();
  } catch {
    return null;
  }
}

/** The overlay's context without the observation settings; null when nothing is queued. */
export function usePendingOverlay(): Omit<OverlayContext, 'settings'> | null {
  const me = useSignedInUser();
  const outbox = useOutbox();
  const queryClient = useQueryClient();
  const userId = me?.user.id ?? null;
  const changes = useMemo(() => (userId ? pendingChangesOf(outbox, userId) : []), [outbox, userId]);
  return useMemo(() => {
    if (!me || changes.length === 0) return null;
    return {
      changes,
      user: {
        id: me.user.id,
        firstName: me.user.firstName,
        lastName: me.user.lastName,
        isDistrictUser: me.isDistrictUser,
        roleSchoolIds: me.user.roleSchoolIds,
      },
      cached: (queryKey: QueryKey) => queryClient.getQueryData(queryKey),
    };
  }, [me, changes, queryClient]);
}
