import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { requestPersistentStorage } from '../../offline/pwa/persistentStorage';
import { recordActivity } from './activity';
import { ME_QUERY_KEY } from './meKey';

/** After any successful sign-in: fresh activity clock, fresh user, then the wanted page. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (path: string) => {
      // Without this an old timestamp from a previous session would sign the user straight out again.
      recordActivity();
      // The outbox and stored pictures must survive storage pressure (ARCHITECTURE §7).
      void requestPersistentStorage();
      queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
      await navigate(path, { replace: true });
    },
    [queryClient, navigate],
  );
}
