import type { DRILL_TIMES_OF_DAY } from '@schooldog/domain';
import { type TDrill, type TDrillRequest, ZDrillRequest } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import { translateServerMessage } from '../../i18n/serverMessages';

/** The form's values as typed (text fields hold text). */
export interface DrillFormValues {
  schoolId: string;
  type: string;
  otherType: string;
  eventType: string;
  otherEventType: string;
  drillDate: string;
  drillTime: string;
  drillTimeOfDay: (typeof DRILL_TIMES_OF_DAY)[number];
  responseTime: string;
  numberOfParticipants: string;
  additionalInfo: string;
  resultsAdditionalInfo: string;
}

export const emptyDrillForm = (schoolId: string): DrillFormValues => ({
  schoolId,
  type: '',
  otherType: '',
  eventType: '',
  otherEventType: '',
  drillDate: '',
  drillTime: '',
  drillTimeOfDay: 'am',
  responseTime: '',
  numberOfParticipants: '',
  additionalInfo: '',
  resultsAdditionalInfo: '',
});

export const drillFormOf = (drill: TDrill): DrillFormValues => ({
  schoolId: drill.schoolId,
  type: drill.type,
  otherType: drill.otherType ?? '',
  eventType: drill.eventType,
  otherEventType: drill.otherEventType ?? '',
  drillDate: drill.drillDate,
  drillTime: drill.drillTime,
  drillTimeOfDay: drill.drillTimeOfDay,
  responseTime: drill.responseTime ?? '',
  numberOfParticipants: drill.numberOfParticipants === null ? '' : String(drill.numberOfParticipants),
  additionalInfo: drill.additionalInfo ?? '',
  resultsAdditionalInfo: drill.resultsAdditionalInfo ?? '',
});

/** The values as the API takes them (blank optional text is none). */
export const drillRequestOf = (values: DrillFormValues): TDrillRequest => values as unknown as TDrillRequest;

/**
 * The domain's checks of the form (the server's own), each message in the user's language, by
 * field; empty when the form is valid ("The form must be valid before save").
 */
export function drillFormErrors(values: DrillFormValues, t: TFunction): Record<string, string> {
  const result = ZDrillRequest.safeParse(drillRequestOf(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= translateServerMessage(t, issue.message);
  }
  return errors;
}
