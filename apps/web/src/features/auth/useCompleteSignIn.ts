import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { recordActivity } from './activity';
import { ME_QUERY_KEY } from './me';

/** After any successful sign-in: fresh activity clock, fresh user, then the wanted page. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (path: string) => {
      // Without this an old timestamp from a previous session would sign the user straight out again.
      recordActivity();
      queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
      await navigate(path, { replace: true });
    },
    [queryClient, navigate],
  );
}
