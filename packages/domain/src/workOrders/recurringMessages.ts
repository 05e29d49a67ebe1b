/*
 * Recurring work orders' messages (spec 001 §5 "Recurring", §8), word for word where the spec gives
 * them. The web translates a message by its key in REFUSALS, where each text has one key: the texts
 * other forms say too are theirs, and the required-field ones must come before the custom fields'
 * '{{field}} is required' (WORK_ORDER_MESSAGES spreads each part in its place).
 */

/** Texts REFUSALS has under other keys already (the web finds them there). */
const SHARED = {
  recurringStartDateRequired: 'Start date is required',
  recurringIntervalRequired: 'Required',
  recurringUnitRequired: 'Required',
} as const;

/** The spec's required-field texts of the recurring mode. */
export const RECURRING_REQUIRED_MESSAGES = {
  recurringSchoolsRequired: 'School(s) is required',
  recurringTitleRequired: 'Title is required',
} as const;

export const RECURRING_OWN_MESSAGES = {
  recurringIntervalInvalid: 'Invalid',
  recurringWorkOrderCreated: 'Recurring work order created successfully',
  recurringWorkOrderUpdated: 'Recurring work order updated successfully',
  // The spec's rules in our words (it names the rule, not the message).
  recurringStartDateTooEarly: 'The start date can be tomorrow at the earliest.',
  recurringEndDateTooEarly: 'The end date cannot be before the start date or tomorrow.',
  recurringTitleMax: 'The title can be at most 200 characters.',
  recurringWorkOrderNotFound: 'Recurring work order not found',
} as const;

export const RECURRING_WORK_ORDER_MESSAGES = {
  ...SHARED,
  ...RECURRING_REQUIRED_MESSAGES,
  ...RECURRING_OWN_MESSAGES,
} as const;
