import { formatDrillDate, type SyncMutationArgs, type TDrill } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { DescribeContext, FeatureSync } from '../../offline/definition';
import { drillKeys } from './keys';

/*
 * How drills sync (offline/definition.ts): recording and updating a drill go through the outbox
 * (packages/domain drills/mutations.ts), named in the sync panel by date and school; after a push
 * the server's drill replaces the device's copy and the table is read again.
 */

/** The drill in the sync panel: its date and school (the feature's texts stay out of the app's start). */
function summary(fields: SyncMutationArgs<'drill.update'>['changes'], context: DescribeContext) {
  const school = context.me.schools.find((candidate) => candidate.id === fields.schoolId)?.name ?? '';
  return [formatDrillDate(fields.drillDate), school].filter(Boolean).join(' · ');
}

function forgetDrill(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: drillKeys.detail(id) });
}

const AFTER_DRILL_WRITE = [drillKeys.all];

export const drillsSync: FeatureSync<'drill.record' | 'drill.update', 'drill'> = {
  mutations: {
    'drill.record': {
      describe: (t, args, context) => t('sync.change.drillRecord', { description: summary(args, context) }),
      discard: (queryClient, args) => forgetDrill(queryClient, args.id),
      invalidates: AFTER_DRILL_WRITE,
    },
    'drill.update': {
      describe: (t, args, context) =>
        t('sync.change.drillUpdate', { description: summary(args.changes, context) }),
      invalidates: AFTER_DRILL_WRITE,
    },
  },
  records: {
    drill: {
      write: (queryClient, record) =>
        queryClient.setQueryData<TDrill>(drillKeys.detail(record.drill.id), record.drill),
      forget: forgetDrill,
    },
  },
  live: {},
};
