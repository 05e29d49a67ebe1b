import { type TSetupRequest, ZSetupResponse } from '@schooldog/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { publicSettingsQueryOptions } from '../../app/publicSettings';

/** POST /api/setup: creates the district and signs its first administrator in (the cookie comes back). */
export function useSetUpDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetupRequest) =>
      apiFetch('/api/setup', { schema: ZSetupResponse, method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicSettingsQueryOptions.queryKey }),
  });
}
