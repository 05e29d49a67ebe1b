import { z } from 'zod';
import { ZId as id } from '../ids.js';
import { defineSyncFeature } from '../sync/feature.js';
import { ZAnswerQuestionRequest, ZAssessment, ZUpdateAssessmentRequest } from './schemas.js';

/** The assessment writes a device may queue offline: answering one opened before (spec 000 §7 "save"). */
export const ASSESSMENT_SYNC = defineSyncFeature({
  entity: 'assessment',
  record: z.object({ kind: z.literal('assessment'), assessment: ZAssessment }),
  mutations: {
    /** Choose (or clear) a question's answer by hand. */
    'assessment.answer': ZAnswerQuestionRequest.extend({ id }),
    /** Notes, or skipping a section. */
    'assessment.update': z.object({ id, changes: ZUpdateAssessmentRequest }),
  },
});
