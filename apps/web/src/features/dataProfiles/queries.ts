import { ZSchoolDataProfiles } from '@schooldog/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';

/** Every data profile query starts with 'dataProfiles', so a change refreshes them with one invalidation. */
export const dataProfileKeys = {
  all: ['dataProfiles'] as const,
  school: (schoolId: string) => ['dataProfiles', 'school', schoolId] as const,
  list: () => ['dataProfiles', 'list'] as const,
  profile: (profileId: string) => ['dataProfiles', 'profile', profileId] as const,
};

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
