/**
 * Recurring work orders' messages (spec 001 §5 "Recurring", §8), word for word where the spec gives
 * them. Part of REFUSALS through WORK_ORDER_MESSAGES, so the web translates them by key.
 */
export const RECURRING_WORK_ORDER_MESSAGES = {
  recurringSchoolsRequired: 'School(s) is required',
  recurringTitleRequired: 'Title is required',
  recurringStartDateRequired: 'Start date is required',
  recurringIntervalRequired: 'Required',
  recurringIntervalInvalid: 'Invalid',
  recurringUnitRequired: 'Required',
  recurringWorkOrderCreated: 'Recurring work order created successfully',
  recurringWorkOrderUpdated: 'Recurring work order updated successfully',
  // The spec's rules in our words (it names the rule, not the message).
  recurringStartDateTooEarly: 'The start date can be tomorrow at the earliest.',
  recurringEndDateTooEarly: 'The end date cannot be before the start date or tomorrow.',
  recurringTitleMax: 'The title can be at most 200 characters.',
  recurringWorkOrderNotFound: 'Recurring work order not found',
  mayNotManageRecurringWorkOrders: 'You may not manage recurring work orders.',
} as const;
