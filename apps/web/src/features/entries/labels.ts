import type { ObservationType, PermissionCheck, TMeResponse, TObservationSettings } from '@schooldog/domain';
import type { TranslationKey } from '../../i18n';
import { userCan } from '../auth/permissions';

/** One entry's opinion as a person reads it: Concern, Praise, Other. */
export const ENTRY_TYPE_LABEL_KEYS = {
  concern: 'entries.types.concern',
  praise: 'entries.types.praise',
  other: 'entries.types.other',
} as const satisfies Record<ObservationType, TranslationKey>;

/** The spec's entry-type labels (000 §2), naming a kind of entries where a filter offers them. */
export const ENTRY_TYPE_NAME_KEYS = {
  all: 'entries.typeNames.all',
  concern: 'entries.typeNames.concern',
  praise: 'entries.typeNames.praise',
  other: 'entries.typeNames.other',
} as const satisfies Record<ObservationType | 'all', TranslationKey>;

/** The chip colours of the entry types. */
export const ENTRY_TYPE_COLORS = {
  concern: 'error',
  praise: 'success',
  other: 'info',
} as const satisfies Record<ObservationType, 'error' | 'success' | 'info'>;

/** "N entries", named after the one type filtered by (Entries, Concerns, Praises, Other Entries). */
export const ENTRY_COUNT_KEYS = {
  all: 'entries.count.all',
  concern: 'entries.count.concern',
  praise: 'entries.count.praise',
  other: 'entries.count.other',
} as const;

export function categoryLabel(settings: TObservationSettings | undefined, categoryId: string): string | null {
  return settings?.categories.find((category) => category.id === categoryId)?.label ?? null;
}

export function itemLabelOf(settings: TObservationSettings | undefined, itemId: string): string | null {
  return settings?.items.find((item) => item.id === itemId)?.label ?? null;
}

/** The user's schools where the check passes ("the school selector is limited to schools where the user holds the needed permission"). */
export function schoolsWhere(me: TMeResponse, check: PermissionCheck): TMeResponse['schools'] {
  return me.schools.filter((school) => userCan(me, check, school.id));
}
