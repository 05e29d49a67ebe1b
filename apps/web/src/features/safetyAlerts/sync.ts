import type { FeatureSync } from '../../offline/definition';
import { safetyAlertKeys } from './keys';

/*
 * An alert reached the signed-in person, or they read it on another device (`safetyAlert` changes,
 * theirs only): what shows alerts and the unread count (the Alerts button) is read again.
 */
export const safetyAlertsSync: FeatureSync<never, never, 'safetyAlert'> = {
  mutations: {},
  records: {},
  live: {
    safetyAlert: {
      apply: (queryClient) => queryClient.invalidateQueries({ queryKey: safetyAlertKeys.all }),
      refreshAll: safetyAlertKeys.all,
    },
  },
};
