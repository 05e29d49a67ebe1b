import { type TSchoolInfo, ZSchoolInfo } from '@schooldog/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';

export const schoolKeys = {
  info: (schoolId: string) => ['schools', 'info', schoolId] as const,
};

/** GET /api/schools/:id: a school's contact information and links. */
export function useSchoolInfo(schoolId: string) {
  return useQuery({
    queryKey: schoolKeys.info(schoolId),
    queryFn: ({ signal }) =>
      apiFetch<TSchoolInfo>(`/api/schools/${encodeURIComponent(schoolId)}`, { schema: ZSchoolInfo, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The address as lines, blanks left out. */
export function addressLines(address: TSchoolInfo['address']): string[] {
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.street, address.street2, cityLine].filter((line) => line.trim() !== '');
}
