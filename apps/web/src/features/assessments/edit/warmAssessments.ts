import type { TEntry } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import { walkKeys } from '../../walks/keys';
import { assessmentKeys } from '../keys';
import { walkAssessmentsQuery } from './walkAssessments';

/**
 * A walk in progress's assessments, loaded for offline use (warmCache.ts): the finish tab's list,
 * and each assessment's answering view where it was never opened on this device (its linked
 * entries from the walk's cached entries), so it opens offline.
 */
export async function warmWalkAssessments(queryClient: QueryClient, walkId: string): Promise<void> {
  const assessments = await queryClient.fetchQuery(walkAssessmentsQuery(walkId));
  const walkEntries = (queryClient.getQueryData(walkKeys.entries(walkId)) as TEntry[] | undefined) ?? [];
  for (const assessment of assessments) {
    if (queryClient.getQueryData(assessmentKeys.detail(assessment.id)) !== undefined) continue;
    const linked = new Set(
      assessment.sections.flatMap((section) =>
        section.questions.flatMap((question) => question.linkedObservations),
      ),
    );
    queryClient.setQueryData(assessmentKeys.detail(assessment.id), {
      assessment,
      entries: walkEntries.filter((entry) => linked.has(entry.id)),
    });
  }
}
