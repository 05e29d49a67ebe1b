import {
  NO_SAFETY_ALERT,
  SAFETY_ALERT_MESSAGES,
  type SyncMutationArgs,
  type TEntry,
  type TObservationSettings,
  type TSyncRefusal,
} from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { DescribeContext, FeatureSync, MutationRepair } from '../../offline/definition';
import { walkKeys } from '../walks/keys';
import { entryKeys } from './keys';
import { observationSettingsQuery } from '../observation-settings/queries';

/*
 * How entries sync (offline/definition.ts): the entry writes the outbox queues (packages/domain
 * entries/mutations.ts), named in the sync panel; the server's entry after a push; and the live
 * `entry` changes. The screens lay queued entry changes over their data in ./overlay.ts.
 */

/** What an entry is, for naming a change to it: its category and item. */
interface ObservationOf {
  observationCategoryId: string;
  observationItemId: string;
}

/** 'Hallway – Doors propped': the category and item labels; null when unknown. */
function observationLabel(
  settings: TObservationSettings | undefined,
  observation: Partial<ObservationOf> | undefined,
): string | null {
  if (!settings || !observation) return null;
  const category = settings.categories.find((option) => option.id === observation.observationCategoryId);
  const item = settings.items.find((option) => option.id === observation.observationItemId);
  if (!category || !item) return null;
  return `${category.label} – ${item.label}`;
}

/** An entry's category and item: logged on this device and not synced yet, else as last loaded. */
function observationOf(context: DescribeContext, entryId: string): ObservationOf | undefined {
  for (const mutation of context.mutations) {
    if (mutation.name !== 'entry.create') continue;
    const args = mutation.args as SyncMutationArgs<'entry.create'>;
    if (args.id === entryId) return args;
  }
  return context.queryClient.getQueryData<TEntry | null>(entryKeys.detail(entryId)) ?? undefined;
}

function labelOf(context: DescribeContext, observation: Partial<ObservationOf> | undefined): string | null {
  const settings = context.queryClient.getQueryData<TObservationSettings>(observationSettingsQuery.queryKey);
  return observationLabel(settings, observation);
}

/** The entry lists of the walks in the cache: ['walks', 'detail', walkId, 'entries']. */
function updateWalkEntryLists(
  queryClient: QueryClient,
  change: (entries: readonly TEntry[], walkId: string) => TEntry[],
): void {
  const lists = queryClient.getQueryCache().findAll({
    predicate: (query) =>
      query.queryKey[0] === walkKeys.all[0] &&
      query.queryKey[1] === 'detail' &&
      query.queryKey[3] === 'entries',
  });
  for (const query of lists) {
    const entries = query.state.data;
    const walkId = query.queryKey[2];
    if (!Array.isArray(entries) || typeof walkId !== 'string') continue;
    queryClient.setQueryData(query.queryKey, change(entries as TEntry[], walkId));
  }
}

/** The entry in its detail and in the list of its walk (added when new there). */
function writeEntry(queryClient: QueryClient, entry: TEntry): void {
  queryClient.setQueryData(entryKeys.detail(entry.id), entry);
  updateWalkEntryLists(queryClient, (entries, walkId) => {
    const others = entries.filter((candidate) => candidate.id !== entry.id);
    if (entry.walkId !== walkId || entry.isDeleted) return others;
    const index = entries.findIndex((candidate) => candidate.id === entry.id);
    if (index === -1) return [...entries, entry];
    return entries.map((candidate) => (candidate.id === entry.id ? entry : candidate));
  });
}

/** A deleted entry: null in its detail (its page leaves), gone from walk lists. */
function forgetEntry(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData(entryKeys.detail(id), null);
  updateWalkEntryLists(queryClient, (entries) => entries.filter((entry) => entry.id !== id));
}

const ALERT_FIELDS = new Set(Object.keys(NO_SAFETY_ALERT));

/**
 * An entry refused for its alert alone: the sender may no longer send safety alerts at the school,
 * or every field refused is the alert's (a recipient who can no longer receive them there).
 */
function isAlertRefusal(refusal: TSyncRefusal): boolean {
  if (refusal.message === SAFETY_ALERT_MESSAGES.alertMayNotSend) return true;
  const fields = Object.keys(refusal.fields ?? {});
  return fields.length > 0 && fields.every((field) => ALERT_FIELDS.has(field));
}

/**
 * An entry logged offline with an alert the server then refused (spec 000 §6: the people and
 * permissions changed meanwhile): the entry is still saved, without the alert.
 */
const saveWithoutAlert: MutationRepair<'entry.create'> = {
  labelKey: 'sync.repair.saveWithoutAlert',
  appliesTo: isAlertRefusal,
  args: (args) => ({ ...args, ...NO_SAFETY_ALERT }),
};

/** An entry write changes entry lists and counts, and its walk's entries, entry count and tags. */
const AFTER_ENTRY_WRITE = [entryKeys.all, walkKeys.all];

export const entriesSync: FeatureSync<'entry.create' | 'entry.update' | 'entry.delete', 'entry', 'entry'> = {
  mutations: {
    'entry.create': {
      describe: (t, args, context) => {
        const observation = labelOf(context, args);
        return observation
          ? t('sync.change.entryCreate', { observation })
          : t('sync.change.entryCreatePlain');
      },
      picturesOf: (args) => args.imagePaths,
      discard: (queryClient, args) => forgetEntry(queryClient, args.id),
      repairs: [saveWithoutAlert],
      invalidates: AFTER_ENTRY_WRITE,
    },
    'entry.update': {
      describe: (t, { id, changes }, context) => {
        const known = observationOf(context, id);
        const observation = labelOf(context, {
          observationCategoryId: changes.observationCategoryId ?? known?.observationCategoryId,
          observationItemId: changes.observationItemId ?? known?.observationItemId,
        });
        return observation
          ? t('sync.change.entryUpdate', { observation })
          : t('sync.change.entryUpdatePlain');
      },
      picturesOf: (args) => args.changes.imagePaths,
      invalidates: AFTER_ENTRY_WRITE,
    },
    'entry.delete': {
      describe: (t, { id }, context) => {
        const observation = labelOf(context, observationOf(context, id));
        return observation
          ? t('sync.change.entryDelete', { observation })
          : t('sync.change.entryDeletePlain');
      },
      invalidates: AFTER_ENTRY_WRITE,
    },
  },
  records: {
    entry: { write: (queryClient, record) => writeEntry(queryClient, record.entry), forget: forgetEntry },
  },
  live: {
    entry: {
      /**
       * Refreshes what a change touches: lists and counts always; the entry itself, which becomes
       * null when deleted so its page can leave.
       */
      apply: async (queryClient, change) => {
        if (change.action === 'deleted') {
          await queryClient.cancelQueries({ queryKey: entryKeys.detail(change.id) });
          queryClient.setQueryData(entryKeys.detail(change.id), null);
        }
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: entryKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: entryKeys.counts() }),
          change.action === 'deleted'
            ? Promise.resolve()
            : queryClient.invalidateQueries({ queryKey: entryKeys.detail(change.id) }),
        ]);
      },
      refreshAll: entryKeys.all,
    },
  },
  describeReads: [observationSettingsQuery],
};
