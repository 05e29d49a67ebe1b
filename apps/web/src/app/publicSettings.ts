import { ZPublicAppSettings } from '@schooldog/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/client';

/** Maintenance mode is re-read this often (issue "Foundation": every 60 s). */
export const PUBLIC_SETTINGS_REFRESH_MS = 60_000;

export const publicSettingsQueryOptions = queryOptions({
  queryKey: ['app-settings', 'public'] as const,
  queryFn: ({ signal }) => apiFetch('/api/app-settings/public', { schema: ZPublicAppSettings, signal }),
  staleTime: PUBLIC_SETTINGS_REFRESH_MS,
  refetchInterval: PUBLIC_SETTINGS_REFRESH_MS,
});

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions);
}
