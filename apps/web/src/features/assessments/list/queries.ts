import { PAGE_SIZES, ZRubricList } from '@schooldog/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client';
import { cursorPagesQuery } from '../../../api/queryHelpers';
import { personCardQueryOptions } from '../../people/queries';
import { fetchAssessments } from '../api';
import { assessmentKeys } from '../keys';

/** Pages of assessments for `search` (the filters as a query string, without cursor and limit). */
export function useAssessments(search: string, pageSize: number = PAGE_SIZES.assessments) {
  return useInfiniteQuery(
    cursorPagesQuery({
      queryKey: [...assessmentKeys.list(search), pageSize] as const,
      search,
      pageSize,
      fetchPage: fetchAssessments,
      itemsOf: (page) => page.assessments,
    }),
  );
}

/** The district's templates (not deleted), for the template filter: GET /api/rubrics. */
export function useRubricOptions() {
  return useQuery({
    queryKey: ['rubrics', 'list', 'all'] as const,
    queryFn: async ({ signal }) => (await apiFetch('/api/rubrics', { schema: ZRubricList, signal })).rubrics,
    select: (rubrics) => rubrics.map((rubric) => ({ value: rubric.id, label: rubric.name })),
  });
}

/** A person's full name from their card (GET /api/people/:userId), cached; null while unknown. */
export function usePersonFullName(userId: string | null): string | null {
  const card = useQuery({ ...personCardQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  return card.data ? `${card.data.firstName} ${card.data.lastName}`.trim() : null;
}
