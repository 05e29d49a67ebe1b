import type { FeatureSync } from '../../offline/definition';
import { workOrderKeys } from './keys';

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
