import type { ServerMutations } from '../../core/mutation.js';
import { answerQuestion, updateAssessment } from './change.js';

/** The assessments' offline mutations (packages/domain ASSESSMENT_SYNC), applied by the server. */
export const assessmentMutations: ServerMutations<'assessment'> = {
  'assessment.answer': async (deps, actor, { id, ...answer }) => ({
    kind: 'assessment',
    assessment: (await answerQuestion(deps, actor, id, answer)).assessment,
  }),
  'assessment.update': async (deps, actor, args) => ({
    kind: 'assessment',
    assessment: (await updateAssessment(deps, actor, args.id, args.changes)).assessment,
  }),
};
