import type { TRecurringWorkOrderRequest } from '@schooldog/domain';

/** A valid request: weekly from `start` at the schools, on no board. */
export const recurringRequest = (
  schoolIds: string[],
  start: string,
  overrides: Partial<TRecurringWorkOrderRequest> = {},
): TRecurringWorkOrderRequest => ({
  title: 'Playground inspection',
  schoolIds,
  workOrderData: { description: 'Walk the playground and note loose bolts.', location: 'Playground' },
  recurrenceStartDate: start,
  recurrenceInterval: 1,
  recurrenceUnit: 'Weeks',
  ...overrides,
});
