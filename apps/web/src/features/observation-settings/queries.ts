import { type TObservationSettings, ZObservationSettings } from '@schooldog/domain';
import { queryOptions, useIsFetching, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { observationSettingsKey } from './keys';

/** The district's observation categories and items (with their tags), read by entries, walks, assessments and templates. */
export const observationSettingsQuery = queryOptions({
  queryKey: observationSettingsKey,
  queryFn: ({ signal }) => apiFetch('/api/observation-settings', { schema: ZObservationSettings, signal }),
  staleTime: 5 * 60_000,
});

/** Categories and items for the picker and for naming entries. */
export function useObservationSettings() {
  return useQuery(observationSettingsQuery);
}

/**
 * True while entry cards given no `settings` should wait for them: they are on their way (not
 * offline without them, nor failed). Cards drawn before would say 'Unknown' and then grow.
 */
export function useSettingsArriving(settings: TObservationSettings | undefined): boolean {
  const fetching = useIsFetching({ queryKey: observationSettingsQuery.queryKey });
  return settings === undefined && fetching > 0;
}
