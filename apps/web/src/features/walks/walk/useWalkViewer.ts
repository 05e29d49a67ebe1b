import type { TMeResponse, TWalk, WalkViewer } from '@schooldog/domain';
import { useMemo } from 'react';
import { useCurrentUser } from '../../auth/currentUser';
import { resolvedPermissionsOf } from '../../auth/permissions';

/** The signed-in user as the walk rules read them; the rules show or hide, the server decides. */
export function useWalkViewer(): WalkViewer {
  const me = useCurrentUser();
  return useMemo(() => ({ userId: me.user.id, permissions: resolvedPermissionsOf(me) }), [me]);
}

/** "First Last" of someone on the walk, or null when the walk does not name them. */
export function personName(walk: TWalk, userId: string | null): string | null {
  const person = walk.people.find((candidate) => candidate.id === userId);
  return person ? `${person.firstName} ${person.lastName}`.trim() : null;
}

export function schoolName(me: TMeResponse, schoolId: string): string | null {
  return me.schools.find((school) => school.id === schoolId)?.name ?? null;
}
