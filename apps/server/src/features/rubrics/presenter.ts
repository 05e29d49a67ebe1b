import type { TRubric } from '@schooldog/domain';
import type { rubrics } from './tables.js';

export type RubricRow = typeof rubrics.$inferSelect;

/** A template row as the API presents it; `active` is whether the district offers it (activeRubricIds). */
export function presentRubric(row: RubricRow, activeRubricIds: readonly string[]): TRubric {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    showScores: row.showScores,
    active: activeRubricIds.includes(row.id),
    sections: row.sections,
    useScoreThresholds: row.useScoreThresholds,
    scoreThresholds: row.scoreThresholds ?? null,
    disclaimer: row.disclaimer,
    createdByUserId: row.createdByUserId,
    updatedByUserId: row.updatedByUserId ?? null,
    timeCreated: row.timeCreated.toISOString(),
    timeUpdated: row.timeUpdated.toISOString(),
    isDeleted: row.isDeleted,
  };
}
