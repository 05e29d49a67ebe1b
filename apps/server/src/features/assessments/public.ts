/*
 * What other features use of assessments: what entries and walks carry of them. Their scores
 * follow entries and walks through domain events (subscribers.ts), never through calls.
 */
export { entryAssessmentLinks, withEntryAssessments } from './entry-links.js';
export { assessmentSummariesOfWalks } from './walk-summaries.js';
