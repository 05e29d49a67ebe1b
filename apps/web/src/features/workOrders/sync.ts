import type { FeatureSync } from '../../offline/definition';

/** The work orders' query keys: every query of the feature starts with this. */
export const workOrderKeys = { all: ['workOrders'] as const };

/*
 * A work order the signed-in person may see changed (`workOrder` changes): what shows work orders
 * (the list, the board, a work order's page, the Alerts button's count) is read again.
 */
export const workOrdersSync: FeatureSync<never, never, 'workOrder'> = {
  mutations: {},
  records: {},
  live: {
    workOrder: {
      apply: (queryClient) => queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
      refreshAll: workOrderKeys.all,
    },
  },
};
