import type { FeatureSync } from '../../offline/definition';

/** The safety alerts' query keys (the list, an alert, the Alerts button's unread count). */
const safetyAlertKeys = { all: ['safetyAlerts'] as const };

/*
 * An alert reached the signed-in person, or they read it on another device (`safetyAlert` changes,
 * theirs only): what shows alerts and the unread count is read again. The screens come with issue 25's
 * web part; the server publishes the change already.
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
