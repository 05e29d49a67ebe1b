/**
 * The assessments API's own refusals (the spec's are in MESSAGES). Part of REFUSALS, so the web
 * translates them by key.
 */
export const ASSESSMENT_MESSAGES = {
  assessmentNotFound: 'Assessment not found',
  assessmentNoAccess: 'You do not have access to this assessment.',
  assessmentIdTaken: 'An assessment with this id already exists.',
  rubricNotOffered: 'This assessment template is not available.',
  assessmentMayNotBegin: 'You may not begin assessments at this school.',
  assessmentWalkOtherSchool: 'The assessment must be at the walk’s school.',
  assessmentMayNotAddToWalk:
    'Only those who manage this SchoolDog Walk can add assessments to it, and only while it is in progress.',
  assessmentMayNotAnswer: 'You may not answer this assessment now.',
  assessmentQuestionMissing: 'This question is not in the assessment.',
  assessmentAnswerMissing: 'This answer is not one of the question’s answers.',
  assessmentSectionMissing: 'This section is not in the assessment.',
  assessmentSkipOnlyInWalk: 'Only an assessment of a SchoolDog Walk can be skipped.',
  assessmentMayNotSubmit: 'You may not submit this assessment.',
  assessmentMayNotReopen: 'You may not edit this submitted assessment.',
  assessmentMayNotDelete: 'You may not delete this assessment.',
} as const;
