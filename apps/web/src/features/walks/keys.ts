/** Every walk query starts with 'walks', so one invalidation refreshes lists, counts and walks. */
export const walkKeys = {
  all: ['walks'] as const,
  lists: () => ['walks', 'list'] as const,
  list: (search: string) => ['walks', 'list', search] as const,
  counts: () => ['walks', 'counts'] as const,
  count: (search: string) => ['walks', 'counts', search] as const,
  current: (schoolId = '') => ['walks', 'current', schoolId] as const,
  details: () => ['walks', 'detail'] as const,
  detail: (id: string) => ['walks', 'detail', id] as const,
  entries: (id: string) => ['walks', 'detail', id, 'entries'] as const,
  reviewers: (id: string) => ['walks', 'detail', id, 'reviewers'] as const,
  collaborators: (schoolId: string) => ['walks', 'eligible-collaborators', schoolId] as const,
};
