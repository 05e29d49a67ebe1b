/** The drills' query keys; a write reads everything under `all` again. */
export const drillKeys = {
  all: ['drills'] as const,
  list: (search: string) => ['drills', 'list', search] as const,
  detail: (id: string) => ['drills', 'detail', id] as const,
};
