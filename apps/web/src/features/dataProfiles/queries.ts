import { ZSchoolDataProfiles } from '@schooldog/domain';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import {
  changeDataProfile,
  fetchDataProfile,
  fetchDataProfiles,
  fetchOptionEntries,
  fetchOptionPage,
  type ProfileChange,
} from './api';

/** Every data profile query starts with 'dataProfiles', so a change refreshes them with one invalidation. */
export const dataProfileKeys = {
  all: ['dataProfiles'] as const,
  school: (schoolId: string) => ['dataProfiles', 'school', schoolId] as const,
  list: () => ['dataProfiles', 'list'] as const,
  profile: (profileId: string) => ['dataProfiles', 'profile', profileId] as const,
  option: (profileId: string, optionId: string) => ['dataProfiles', 'option', profileId, optionId] as const,
  optionEntries: (profileId: string, optionId: string) =>
    ['dataProfiles', 'option', profileId, optionId, 'entries'] as const,
};

/** A room's page: its trend, count and work orders. */
export function useOptionPage(profileId: string, optionId: string) {
  return useQuery({
    queryKey: dataProfileKeys.option(profileId, optionId),
    queryFn: ({ signal }) => fetchOptionPage(profileId, optionId, signal),
    refetchOnWindowFocus: 'always',
  });
}

/** A room's entries, a page at a time (Show more). */
export function useOptionEntries(profileId: string, optionId: string, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: dataProfileKeys.optionEntries(profileId, optionId),
    queryFn: ({ pageParam, signal }) => fetchOptionEntries(profileId, optionId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: isEnabled,
  });
}

/** GET /api/schools/:schoolId/data-profiles: the location picker's profiles at a school. */
export const schoolDataProfilesQuery = (schoolId: string) =>
  queryOptions({
    queryKey: dataProfileKeys.school(schoolId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/schools/${encodeURIComponent(schoolId)}/data-profiles`, {
        schema: ZSchoolDataProfiles,
        signal,
      }),
    staleTime: 5 * 60_000,
  });

/** The school's location profile for the picker: its own first, else a district-wide one; null without. */
export function useSchoolLocationProfile(schoolId: string | null) {
  return useQuery({
    ...schoolDataProfilesQuery(schoolId ?? ''),
    enabled: Boolean(schoolId),
    select: (data) => data.profiles[0] ?? null,
  });
}

/** /dataProfiles: the profiles of the schools where the user views data insights. */
export function useDataProfiles() {
  return useQuery({
    queryKey: dataProfileKeys.list(),
    queryFn: async ({ signal }) => (await fetchDataProfiles(signal)).profiles,
  });
}

/** One profile with its counts by option and its review. */
export function useDataProfile(profileId: string) {
  return useQuery({
    queryKey: dataProfileKeys.profile(profileId),
    queryFn: ({ signal }) => fetchDataProfile(profileId, signal),
    // Read again whenever the window comes back: a reviewer elsewhere may have merged a location.
    refetchOnWindowFocus: 'always',
  });
}

/** A change of a profile: the saved profile replaces the shown one; the list and pickers refresh. */
export function useChangeDataProfile(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileChange) => changeDataProfile(profileId, change),
    onSuccess: async (saved) => {
      queryClient.setQueryData(dataProfileKeys.profile(profileId), saved);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'dataProfiles' && query.queryKey[1] !== 'profile',
      });
    },
  });
}
