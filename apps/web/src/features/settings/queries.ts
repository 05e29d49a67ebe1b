import { type TAppSettings, ZAppSettings } from '@schooldog/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { publicSettingsQueryOptions } from '../../app/publicSettings';
import { ME_QUERY_KEY } from '../auth/me';

const appSettingsQuery = queryOptions({
  queryKey: ['app-settings'],
  queryFn: () => apiFetch('/api/app-settings', { schema: ZAppSettings }),
});

export function useAppSettings() {
  return useQuery(appSettingsQuery);
}

/** PATCH /api/app-settings (product staff); refreshes what depends on the settings. */
export function useUpdateAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<TAppSettings>) =>
      apiFetch('/api/app-settings', { schema: ZAppSettings, method: 'PATCH', body }),
    // The switch moves at once; a refused save puts it back. A read of the settings still on its
    // way (the page's refetch after a reload) is cancelled, or its answer would flip the switch back.
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: appSettingsQuery.queryKey });
      const previous = queryClient.getQueryData(appSettingsQuery.queryKey);
      if (previous) queryClient.setQueryData(appSettingsQuery.queryKey, { ...previous, ...body });
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(appSettingsQuery.queryKey, context.previous);
    },
    onSuccess: async (settings) => {
      queryClient.setQueryData(appSettingsQuery.queryKey, settings);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: publicSettingsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}
