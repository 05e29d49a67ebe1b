import type { WalkViewer } from '@schooldog/domain';
import { useMemo } from 'react';
import { useCurrentUser } from '../../auth/currentUser';
import { resolvedPermissionsOf } from '../../auth/permissions';

/** The signed-in user as the walk rules read them; the rules show or hide, the server decides. */
export function useWalkViewer(): WalkViewer {
  const me = useCurrentUser();
  return useMemo(() => ({ userId: me.user.id, permissions: resolvedPermissionsOf(me) }), [me]);
}
