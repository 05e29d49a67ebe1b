/** The work orders' query keys: every query of the feature starts with 'workOrders', so one invalidation refreshes them all. */
export const workOrderKeys = {
  all: ['workOrders'] as const,
  lists: () => ['workOrders', 'list'] as const,
  list: (search: string) => ['workOrders', 'list', search] as const,
  /** GET /api/work-orders/assigned-open: the Alerts button's share. */
  assignedOpen: () => ['workOrders', 'assigned-open'] as const,
  details: () => ['workOrders', 'detail'] as const,
  detail: (id: string) => ['workOrders', 'detail', id] as const,
  assignees: (schoolId: string, boardId: string) => ['workOrders', 'assignees', schoolId, boardId] as const,
};
