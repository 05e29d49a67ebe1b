import type { TDrillRequest } from '@schooldog/domain';

/** A valid drill form: a planned fire drill at the school. */
export const drillRequest = (schoolId: string, overrides: Partial<TDrillRequest> = {}): TDrillRequest => ({
  schoolId,
  type: 'fire',
  eventType: 'planned',
  drillDate: '2026-03-10',
  drillTime: '9:30',
  drillTimeOfDay: 'am',
  responseTime: '2:45',
  numberOfParticipants: 420,
  additionalInfo: null,
  resultsAdditionalInfo: null,
  ...overrides,
});
