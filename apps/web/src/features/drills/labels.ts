import type { DrillEventType, DrillType, TDrill } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import '../../i18n/drills.texts';

export const DRILL_TYPE_KEYS = {
  fire: 'drills.types.fire',
  severeWeather: 'drills.types.severeWeather',
  intruder: 'drills.types.intruder',
  medical: 'drills.types.medical',
  other: 'drills.types.other',
} as const satisfies Record<DrillType, string>;

export const DRILL_EVENT_TYPE_KEYS = {
  planned: 'drills.eventTypes.planned',
  tableTop: 'drills.eventTypes.tableTop',
  real: 'drills.eventTypes.real',
  other: 'drills.eventTypes.other',
} as const satisfies Record<DrillEventType, string>;

/** The drill's type as the table shows it. */
export const drillTypeLabel = (t: TFunction, drill: Pick<TDrill, 'type'>) => t(DRILL_TYPE_KEYS[drill.type]);

/** The school's name: the server's, or (a drill recorded here) the user's school list's. */
export function drillSchoolName(
  drill: Pick<TDrill, 'schoolId' | 'schoolName'>,
  schools: readonly { id: string; name: string }[],
) {
  return drill.schoolName || (schools.find((school) => school.id === drill.schoolId)?.name ?? '');
}
