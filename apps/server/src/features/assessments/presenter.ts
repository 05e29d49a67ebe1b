import type { TAssessment, TAssessmentSummary, TEntryAssessment } from '@schooldog/domain';
import type { AssessmentRow } from './tables.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** What lists and cards show of an assessment (no sections). */
export function presentAssessmentSummary(row: AssessmentRow): TAssessmentSummary {
  return {
    id: row.id,
    rubricId: row.rubricId,
    schoolId: row.schoolId,
    walkId: row.walkId,
    createdByUserId: row.createdByUserId,
    status: row.status,
    name: row.name,
    showScores: row.showScores,
    skip: row.skip,
    totalScore: row.totalScore,
    maxScore: row.maxScore,
    score: row.score,
    band: row.band,
    timeCreated: row.timeCreated.toISOString(),
    timeUpdated: row.timeUpdated.toISOString(),
    timeSubmitted: iso(row.timeSubmitted),
    submittedByUserId: row.submittedByUserId,
    timeLastSubmitted: iso(row.timeLastSubmitted),
  };
}

/** An assessment as the API presents it: its summary and the rest. */
export function presentAssessment(row: AssessmentRow): TAssessment {
  return {
    ...presentAssessmentSummary(row),
    disclaimer: row.disclaimer,
    location: row.location,
    notes: row.notes,
    timeSkipped: iso(row.timeSkipped),
    skippedByUserId: row.skippedByUserId,
    allEntries: row.allEntries,
    sections: row.sections,
    useScoreThresholds: row.useScoreThresholds,
    scoreThresholds: row.scoreThresholds,
    updatedByUserId: row.updatedByUserId,
    editedByUserId: row.editedByUserId,
    isDeleted: row.isDeleted,
  };
}

/** What an entry carries of an assessment linking it. */
export const entryAssessmentOf = (row: AssessmentRow): TEntryAssessment => ({
  id: row.id,
  name: row.name,
  status: row.status,
  score: row.score,
  band: row.band,
  showScores: row.showScores,
});

/** The ids of the entries an assessment's questions link. */
export const linkedEntryIds = (row: Pick<AssessmentRow, 'sections'>): string[] => [
  ...new Set(
    row.sections.flatMap((section) => section.questions.flatMap((question) => question.linkedObservations)),
  ),
];
