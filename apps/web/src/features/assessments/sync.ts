import type { TAssessment, TAssessmentDetail } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { DescribeContext, FeatureSync } from '../../offline/definition';
import { entryKeys } from '../entries/keys';
import { walkKeys } from '../walks/keys';
import { assessmentKeys } from './keys';

/*
 * How assessments sync (offline/definition.ts): answers and notes the outbox queues (packages/domain
 * assessments/mutations.ts), named in the sync panel; the server's assessment after a push, written
 * into the cached assessment; and the live `assessment` changes (a score moves as entries are logged).
 */

/** The assessment's name as last loaded, for the sync panel. */
function nameOf(context: DescribeContext, assessmentId: string): string | null {
  const detail = context.queryClient.getQueryData<TAssessmentDetail | null>(
    assessmentKeys.detail(assessmentId),
  );
  return detail?.assessment.name ?? null;
}

/** The server's assessment over the cached one (its linked entries are read again by `invalidates`). */
function writeAssessment(queryClient: QueryClient, assessment: TAssessment): void {
  queryClient.setQueryData<TAssessmentDetail | null>(assessmentKeys.detail(assessment.id), (cached) =>
    cached ? { ...cached, assessment } : { assessment, entries: [] },
  );
  if (assessment.walkId)
    queryClient.setQueryData<TAssessment[]>(assessmentKeys.walk(assessment.walkId), (cached) =>
      cached?.map((candidate) => (candidate.id === assessment.id ? assessment : candidate)),
    );
}

/** An assessment gone (deleted): null, so its screen can leave. */
function forgetAssessment(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData(assessmentKeys.detail(id), null);
}

/** An answer moves the assessment's score, its walk's cards and the scores its entries show. */
const AFTER_ASSESSMENT_WRITE = [assessmentKeys.all, walkKeys.all, entryKeys.all];

export const assessmentsSync: FeatureSync<
  'assessment.answer' | 'assessment.update',
  'assessment',
  'assessment'
> = {
  mutations: {
    'assessment.answer': {
      describe: (t, { id }, context) => {
        const assessment = nameOf(context, id);
        return assessment
          ? t('sync.change.assessmentAnswer', { assessment })
          : t('sync.change.assessmentAnswerPlain');
      },
      invalidates: AFTER_ASSESSMENT_WRITE,
    },
    'assessment.update': {
      describe: (t, { id }, context) => {
        const assessment = nameOf(context, id);
        return assessment
          ? t('sync.change.assessmentUpdate', { assessment })
          : t('sync.change.assessmentUpdatePlain');
      },
      invalidates: AFTER_ASSESSMENT_WRITE,
    },
  },
  records: {
    assessment: {
      write: (queryClient, record) => writeAssessment(queryClient, record.assessment),
      forget: forgetAssessment,
    },
  },
  live: {
    assessment: {
      /**
       * Refreshes what a change touches: lists, a walk's assessments, walk cards and the entries
       * carrying its score; the assessment itself, which becomes null when deleted.
       */
      apply: async (queryClient, change) => {
        if (change.action === 'deleted') {
          await queryClient.cancelQueries({ queryKey: assessmentKeys.detail(change.id) });
          forgetAssessment(queryClient, change.id);
        }
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: assessmentKeys.walks() }),
          queryClient.invalidateQueries({ queryKey: walkKeys.all }),
          queryClient.invalidateQueries({ queryKey: entryKeys.all }),
          change.action === 'deleted'
            ? Promise.resolve()
            : queryClient.invalidateQueries({ queryKey: assessmentKeys.detail(change.id) }),
        ]);
      },
      refreshAll: assessmentKeys.all,
    },
  },
};
