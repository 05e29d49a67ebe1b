import type { FeatureSync } from '../../offline/definition';

/** The notifications' query keys: what arrived for the signed-in person. */
export const notificationKeys = { all: ['notifications'] as const };

/*
 * A notification that reached the signed-in person arrives live (`notification` changes, theirs
 * only): the queries that show what arrived are read again.
 */
export const notificationsSync: FeatureSync<never, never, 'notification'> = {
  mutations: {},
  records: {},
  live: {
    notification: {
      apply: (queryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      refreshAll: notificationKeys.all,
    },
  },
};
