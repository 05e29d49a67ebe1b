import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onUnauthorized } from '../../api/client';
import { ME_QUERY_KEY } from '../../features/auth/meKey';

/**
 * A 401 on any request of the signed-in app asks the server again who is signed in: when the
 * session has ended (the user was archived or signed out on every device), /api/me answers 401 and
 * RequireAuth sends the page to sign-in. The check of /api/me itself is not repeated (no loop).
 */
export function useSessionEndCheck(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthorized(() => {
        if (queryClient.isFetching({ queryKey: ME_QUERY_KEY }) > 0) return;
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }),
    [queryClient],
  );
}
