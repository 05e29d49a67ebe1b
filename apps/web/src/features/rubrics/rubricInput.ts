import type { TRubric, TRubricInput } from '@schooldog/domain';

/** A stored template as the input that replaces it unchanged (the active switch changes one field). */
export function rubricInputOf(rubric: TRubric): TRubricInput {
  return {
    name: rubric.name,
    enabled: rubric.enabled,
    showScores: rubric.showScores,
    active: rubric.active,
    sections: rubric.sections,
    useScoreThresholds: rubric.useScoreThresholds,
    scoreThresholds: rubric.scoreThresholds,
    disclaimer: rubric.disclaimer,
  };
}

/** The number of sections and of questions in a template. */
export function rubricCounts(rubric: Pick<TRubric, 'sections'>): { sections: number; questions: number } {
  return {
    sections: rubric.sections.length,
    questions: rubric.sections.reduce((sum, section) => sum + section.questions.length, 0),
  };
}
