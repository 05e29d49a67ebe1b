/** The longest custom field name: the work order's answers are keyed by it (ZWorkOrderFields). */
export const CUSTOM_FIELD_NAME_MAX = 100;

/**
 * The Work Order Settings page's messages (spec 001 §5 "Settings"): the spec's wording where it
 * gives one, our words for the rest. Part of REFUSALS, so the web translates them by key. The
 * board's 'Required.' and the custom field limits are WORK_ORDER_MESSAGES'.
 */
export const TASKS_SETTINGS_MESSAGES = {
  // 001 §5, word for word.
  calendarWorkDayRequired: 'Please select at least one work day.',
  calendarTimesRequired: 'Please set both start and end times for the work calendar.',
  calendarTimesOrder: 'Start time must be before end time.',
  calendarOverrideStartRequired: 'Start date is required',
  calendarOverrideEndRequired: 'End date is required',
  // Ours.
  calendarOverrideDatesOrder: 'The end date cannot be before the start date.',
  calendarOverrideWindow: 'Choose a date from two years ago to two years ahead.',
  boardIdTaken: 'Another board already has this id.',
  defaultBoardUnknown: 'The default board must be one of the boards.',
  boardUserIneligible: 'Each assigned user must be able to be assigned work orders.',
  customFieldNameMax: `A custom field's name can be at most ${CUSTOM_FIELD_NAME_MAX} characters.`,
} as const;
