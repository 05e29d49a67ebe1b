import type { QueryClient } from '@tanstack/react-query';
import type { FeatureSync } from '../../offline/definition';
import { entryKeys } from '../entries/keys';
import { walkKeys } from './keys';

/*
 * How walks sync (offline/definition.ts): the walk writes the outbox queues (packages/domain
 * walks/mutations.ts), named in the sync panel; the server's walk after a push; and the live
 * `walk` changes. The screens lay queued walk changes over their data in ./overlay.ts.
 */

/** A walk gone (deleted, or discarded before the server had it): null, so its screen can leave. */
function forgetWalk(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData(walkKeys.detail(id), null);
}

/**
 * A walk write changes walk lists, counts and current walks, and the walk; and its entries, which
 * carry the walk's status and people (Edit and Delete follow them).
 */
const AFTER_WALK_WRITE = [walkKeys.all, entryKeys.all];

export const walksSync: FeatureSync<'walk.create' | 'walk.update', 'walk', 'walk'> = {
  mutations: {
    'walk.create': {
      describe: (t, { schoolId }, { me }) => {
        const school = me.schools.find((candidate) => candidate.id === schoolId)?.name;
        return school ? t('sync.change.walkCreate', { school }) : t('sync.change.walkCreatePlain');
      },
      discard: (queryClient, args) => forgetWalk(queryClient, args.id),
      invalidates: AFTER_WALK_WRITE,
    },
    'walk.update': {
      describe: (t, { changes }) => {
        const isContextOnly = Object.keys(changes).every((key) => key === 'context');
        return isContextOnly ? t('sync.change.walkContext') : t('sync.change.walkUpdate');
      },
      invalidates: AFTER_WALK_WRITE,
    },
  },
  records: {
    walk: {
      write: (queryClient, record) => queryClient.setQueryData(walkKeys.detail(record.walk.id), record.walk),
      forget: forgetWalk,
    },
  },
  live: {
    walk: {
      /**
       * Refreshes what a change touches: lists, counts and current walks always; the walk itself
       * (and its entries and reviewers), which becomes null when deleted so its screen can leave.
       */
      apply: async (queryClient, change) => {
        if (change.action === 'deleted') {
          await queryClient.cancelQueries({ queryKey: walkKeys.detail(change.id) });
          queryClient.setQueryData(walkKeys.detail(change.id), null);
        }
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: walkKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: walkKeys.counts() }),
          queryClient.invalidateQueries({ queryKey: ['walks', 'current'] }),
          // Its entries carry the walk's status and people, which decide Edit and Delete.
          change.action === 'updated'
            ? queryClient.invalidateQueries({ queryKey: entryKeys.all })
            : Promise.resolve(),
          change.action === 'deleted'
            ? Promise.resolve()
            : queryClient.invalidateQueries({ queryKey: walkKeys.detail(change.id) }),
        ]);
      },
      refreshAll: walkKeys.all,
    },
  },
};
