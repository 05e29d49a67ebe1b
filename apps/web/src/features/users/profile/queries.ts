import { type TUpdateProfileRequest, ZMeResponse } from '@schooldog/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client';
import { ME_QUERY_KEY } from '../../auth/me';

/** PATCH /api/me; the answer replaces the cached user so the shell updates at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) =>
      apiFetch('/api/me', { schema: ZMeResponse, method: 'PATCH', body }),
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
