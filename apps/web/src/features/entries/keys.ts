/** Every entry query starts with 'entries', so one invalidation refreshes lists, counts and single entries. */
export const entryKeys = {
  all: ['entries'] as const,
  lists: () => ['entries', 'list'] as const,
  list: (search: string) => ['entries', 'list', search] as const,
  counts: () => ['entries', 'count'] as const,
  count: (search: string) => ['entries', 'count', search] as const,
  detail: (id: string) => ['entries', 'detail', id] as const,
  tags: () => ['entries', 'tags'] as const,
};

export const locationsKey = (schoolId: string) => ['schools', schoolId, 'locations'] as const;
