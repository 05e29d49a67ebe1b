import type { TMeResponse } from '@schooldog/domain';
import { createContext, type ReactNode, useContext } from 'react';

const CurrentUserContext = createContext<TMeResponse | null>(null);

export function CurrentUserProvider({ me, children }: { me: TMeResponse; children: ReactNode }) {
  return <CurrentUserContext value={me}>{children}</CurrentUserContext>;
}

/** The signed-in user; only for pages behind the sign-in guard. */
export function useCurrentUser(): TMeResponse {
  const me = useContext(CurrentUserContext);
  if (!me) throw new Error('useCurrentUser is only available behind the sign-in guard');
  return me;
}

/** The signed-in user, or null outside the sign-in guard (a component that also renders elsewhere). */
export function useOptionalCurrentUser(): TMeResponse | null {
  return useContext(CurrentUserContext);
}
