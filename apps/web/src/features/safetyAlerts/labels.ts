import type { TObservationSettings, TSafetyAlertSummary } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import { categoryLabel, itemLabelOf } from '../entries/labels';

/** The alert's entry as 'category › item', 'Unknown' for what the settings do not name. */
export function alertEntryTitle(
  t: TFunction,
  settings: TObservationSettings | undefined,
  entry: TSafetyAlertSummary['entry'],
): string {
  const unknown = t('entries.card.unknownOption');
  return `${categoryLabel(settings, entry.observationCategoryId) ?? unknown} › ${itemLabelOf(settings, entry.observationItemId) ?? unknown}`;
}

/** When the alert went out, or (held with a walk) when it was logged. */
export const alertTime = (alert: Pick<TSafetyAlertSummary, 'timeSent' | 'timeCreated'>) =>
  alert.timeSent ?? alert.timeCreated;
