import type { TWalk, WalkStatus, WalkType } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n';

export const WALK_STATUS_LABEL_KEYS = {
  inprogress: 'walks.labels.inprogress',
  review: 'walks.labels.review',
  complete: 'walks.labels.complete',
} as const satisfies Record<WalkStatus, TranslationKey>;

export const WALK_STATUS_COLORS = {
  inprogress: 'info',
  review: 'warning',
  complete: 'success',
} as const satisfies Record<WalkStatus, 'info' | 'warning' | 'success'>;

/** School-Led, District-Led, Partner-Led. */
export const WALK_TYPE_LABEL_KEYS = {
  school: 'walks.labels.school',
  district: 'walks.labels.district',
  partner: 'walks.labels.partner',
} as const satisfies Record<WalkType, TranslationKey>;

/** A person of the walk by id, from the names the API sends with it; null when unknown. */
export function personName(walk: Pick<TWalk, 'people'>, userId: string | null): string | null {
  if (!userId) return null;
  const person = walk.people.find((candidate) => candidate.id === userId);
  return person ? `${person.firstName} ${person.lastName}`.trim() : null;
}

export function schoolName(
  schools: readonly { id: string; name: string }[],
  schoolId: string,
): string | null {
  return schools.find((school) => school.id === schoolId)?.name ?? null;
}

/**
 * A walk as lists name it: its school and the day it started. The spec gives a walk no name of its
 * own, and the school alone leaves two walks at one school alike.
 */
export function walkListTitle(
  t: TFunction,
  language: string,
  walk: Pick<TWalk, 'timeCreated'>,
  school: string,
): string {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(walk.timeCreated));
  return t('walks.list.card.title', { school, date });
}
