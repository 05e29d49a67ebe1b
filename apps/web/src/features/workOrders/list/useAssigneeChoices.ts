import type { TPersonSummary } from '@schooldog/domain';
import { useQueries } from '@tanstack/react-query';
import { fetchWorkOrderAssignees } from '../api';
import { workOrderKeys } from '../keys';

/**
 * Who may be assigned work orders at these schools (GET /api/work-orders/assignees, one school each),
 * merged by person and sorted by name: the choices of the Assignee filter and the names of its chips.
 */
export function useAssigneeChoices(schoolIds: readonly string[], isEnabled: boolean) {
  const results = useQueries({
    queries: schoolIds.map((schoolId) => ({
      queryKey: workOrderKeys.assignees(schoolId, ''),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchWorkOrderAssignees(schoolId, '', signal),
      enabled: isEnabled,
      staleTime: 5 * 60_000,
    })),
  });
  const people = new Map<string, TPersonSummary>();
  for (const result of results) for (const person of result.data ?? []) people.set(person.id, person);
  return {
    people: [...people.values()].sort((a, b) =>
      `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`),
    ),
    isPending: isEnabled && results.some((result) => result.isPending),
  };
}
