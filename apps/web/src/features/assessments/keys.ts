/** Every assessment query starts with 'assessments', so one invalidation refreshes lists and assessments. */
export const assessmentKeys = {
  all: ['assessments'] as const,
  lists: () => ['assessments', 'list'] as const,
  /** GET /api/assessments?…: `search` is the list's filters as a query string. */
  list: (search: string) => ['assessments', 'list', search] as const,
  details: () => ['assessments', 'detail'] as const,
  /** GET /api/assessments/:id: the assessment and its linked entries (TAssessmentDetail). */
  detail: (id: string) => ['assessments', 'detail', id] as const,
  walks: () => ['assessments', 'walk'] as const,
  /** GET /api/walks/:walkId/assessments: the walk's assessments, whole (TAssessment[]). */
  walk: (walkId: string) => ['assessments', 'walk', walkId] as const,
};
