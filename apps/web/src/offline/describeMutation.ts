import type { SyncMutationArgs, TObservationSettings } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import type { OutboxMutation } from './outbox';

/** What an entry is, for naming a change to it: its category and item. */
export interface ObservationOf {
  observationCategoryId: string;
  observationItemId: string;
}

export interface DescribeContext {
  settings: TObservationSettings | undefined;
  schools: readonly { id: string; name: string }[];
  /** The entry's category and item when the change itself does not say (edit, delete). */
  observationOf: (entryId: string) => ObservationOf | undefined;
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

/** A change named in words for the sync panel (e.g. 'Log entry: Hallway – Doors propped'). */
export function describeMutation(t: TFunction, mutation: OutboxMutation, context: DescribeContext): string {
  switch (mutation.name) {
    case 'entry.create': {
      const args = mutation.args as SyncMutationArgs<'entry.create'>;
      const observation = observationLabel(context.settings, args);
      return observation ? t('sync.change.entryCreate', { observation }) : t('sync.change.entryCreatePlain');
    }
    case 'entry.update': {
      const { id, changes } = mutation.args as SyncMutationArgs<'entry.update'>;
      const known = context.observationOf(id);
      const observation = observationLabel(context.settings, {
        observationCategoryId: changes.observationCategoryId ?? known?.observationCategoryId,
        observationItemId: changes.observationItemId ?? known?.observationItemId,
      });
      return observation ? t('sync.change.entryUpdate', { observation }) : t('sync.change.entryUpdatePlain');
    }
    case 'entry.delete': {
      const { id } = mutation.args as SyncMutationArgs<'entry.delete'>;
      const observation = observationLabel(context.settings, context.observationOf(id));
      return observation ? t('sync.change.entryDelete', { observation }) : t('sync.change.entryDeletePlain');
    }
    case 'walk.create': {
      const { schoolId } = mutation.args as SyncMutationArgs<'walk.create'>;
      const school = context.schools.find((candidate) => candidate.id === schoolId)?.name;
      return school ? t('sync.change.walkCreate', { school }) : t('sync.change.walkCreatePlain');
    }
    case 'walk.update': {
      const { changes } = mutation.args as SyncMutationArgs<'walk.update'>;
      const isContextOnly = Object.keys(changes).every((key) => key === 'context');
      return isContextOnly ? t('sync.change.walkContext') : t('sync.change.walkUpdate');
    }
  }
}
