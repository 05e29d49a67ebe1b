/** Every assessment query starts with 'assessments', so one invalidation refreshes them all. */
export const assessmentKeys = {
  all: ['assessments'] as const,
  lists: () => ['assessments', 'list'] as const,
  list: (search: string) => ['assessments', 'list', search] as const,
  details: () => ['assessments', 'detail'] as const,
  detail: (id: string) => ['assessments', 'detail', id] as const,
  walks: () => ['assessments', 'walk'] as const,
  walk: (walkId: string) => ['assessments', 'walk', walkId] as const,
};
