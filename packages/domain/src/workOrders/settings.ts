import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { DATE_MESSAGE, isCalendarDate } from '../input/dates.js';
import { can } from '../permissions/check.js';
import { anyPermissionOf, type ResolvedPermissions } from '../permissions/names.js';
import { type TTasksSettings, ZTasksSettings } from '../settings/schemas.js';
import { type GovernedField, SETTINGS_FIELD_OF } from './fields.js';
import { WORK_ORDER_MESSAGES as M } from './messages.js';
import { CUSTOM_FIELD_NAME_MAX, TASKS_SETTINGS_MESSAGES as S } from './settingsMessages.js';
import { BOARD_COLORS } from './statuses.js';

/*
 * The Work Order Settings page's rules (spec 001 §2, §3 "Tasks settings", §5 "Settings", §9): who
 * reads and who changes the record, and what a saved record must hold. The server checks a PUT with
 * checkTasksSettings; the web's page and board dialog show the same messages from the parts.
 */

/** The record is read by whoever opens work orders (its dialog needs the boards and fields) or manages it. */
export const TASKS_SETTINGS_READ_ACCESS = anyPermissionOf(
  'propose tasks',
  'be proposed tasks',
  'manage tasks',
  'manage tasks settings',
);
export const canReadTasksSettings = (permissions: ResolvedPermissions): boolean =>
  can(permissions, TASKS_SETTINGS_READ_ACCESS);

/** A board's assigned users are people who can be proposed tasks (at some school) and are not archived. */
export const canBeBoardUser = (person: { permissions: ResolvedPermissions; isArchived: boolean }): boolean =>
  !person.isArchived && can(person.permissions, 'be proposed tasks');

export const WORK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WorkDay = (typeof WORK_DAYS)[number];

/** The dialog fields the settings may hide or require, in the page's order. */
export const GOVERNED_FIELDS = Object.keys(SETTINGS_FIELD_OF) as GovernedField[];

/** Bounds on what one PUT may carry; the spec's own limits are checked with its messages below. */
const BOARDS_MAX = 100;
const BOARD_USERS_MAX = 1000;
const OVERRIDES_MAX = 200;
const TEXT_MAX = 200;

const ZTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'This value is not valid.')
  .nullable();

/**
 * PUT /api/tasks-settings: the whole record (what is left out takes its default). Names and dates
 * arrive as typed, so checkTasksSettings answers them in the spec's words.
 */
export const ZTasksSettingsRequest = ZTasksSettings.extend({
  boards: z
    .array(
      z.object({
        // Letters and digits (newId's, or an older store's); the page's selects use other values for none.
        id: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'Not a valid id'),
        name: z.string().max(TEXT_MAX),
        color: z.string().max(TEXT_MAX),
        assignedUserIds: z.array(z.string().max(40)).max(BOARD_USERS_MAX).default([]),
        preventNonAssignedUsers: z.boolean().default(false),
      }),
    )
    .max(BOARDS_MAX)
    .default([]),
  customFields: z.array(z.string().max(TEXT_MAX)).max(TEXT_MAX).default([]),
  workCalendar: z
    .object({
      startTime: ZTime.default(null),
      endTime: ZTime.default(null),
      days: z
        .object(Object.fromEntries(WORK_DAYS.map((day) => [day, z.boolean().default(false)])))
        .default({}),
      overrides: z
        .array(
          z.object({
            name: z.string().max(TEXT_MAX),
            startDate: z.string().max(TEXT_MAX),
            endDate: z.string().max(TEXT_MAX),
            type: z.enum(['break', 'work_day']).nullable(),
          }),
        )
        .max(OVERRIDES_MAX)
        .default([]),
    })
    .default({ startTime: null, endTime: null, days: {}, overrides: [] }),
});
export type TTasksSettingsRequest = z.input<typeof ZTasksSettingsRequest>;
/** The request as parsed (defaults filled in): what checkTasksSettings reads. */
export type TTasksSettingsInput = z.output<typeof ZTasksSettingsRequest>;

type Errors = Record<string, string>;
const isBlank = (text: string) => text.trim() === '';
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * A board's name and colour (spec 001 §5: name required, at most 30; colour required, one of the 35),
 * and its name unlike every other board's (any case).
 */
export function boardErrors(
  board: { id: string; name: string; color: string },
  boards: readonly { id: string; name: string }[],
): { name?: string; color?: string } {
  const errors: { name?: string; color?: string } = {};
  const name = board.name.trim();
  if (!name) errors.name = M.boardFieldRequired;
  else if (name.length > LIMITS.boardNameMax) errors.name = M.boardNameMax;
  else if (boards.some((other) => other.id !== board.id && sameName(other.name, name)))
    errors.name = M.boardNameTaken;
  if (!board.color) errors.color = M.boardFieldRequired;
  else if (!(BOARD_COLORS as readonly string[]).includes(board.color)) errors.color = M.boardColorUnknown;
  return errors;
}

/** Why a custom field cannot be added to these (spec 001 §5: at most 10, trimmed), or null when it can. */
export function customFieldError(name: string, fields: readonly string[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return M.boardFieldRequired;
  if (trimmed.length > CUSTOM_FIELD_NAME_MAX) return S.customFieldNameMax;
  if (fields.some((field) => sameName(field, trimmed))) return M.customFieldDuplicate;
  if (fields.length >= LIMITS.customFieldsMax) return M.customFieldsMax;
  return null;
}

/** Whether another custom field may be added: the add button is disabled at 10 (spec 001 §5). */
export const canAddCustomField = (fields: readonly string[]): boolean =>
  fields.length < LIMITS.customFieldsMax;

/** "Hidden fields cannot be set as required" (spec 001 §5), by required field. */
export function requiredFieldErrors(
  settings: Pick<TTasksSettings, 'hiddenFields' | 'requiredFields'>,
): Partial<Record<GovernedField, string>> {
  const errors: Partial<Record<GovernedField, string>> = {};
  for (const field of GOVERNED_FIELDS)
    if (settings.hiddenFields[field] && settings.requiredFields[field]) errors[field] = M.hiddenFieldRequired;
  return errors;
}

/** The days an override may name: two years back to two years ahead of today (spec 001 §5, §9). */
export function calendarWindow(today: string): { min: string; max: string } {
  const year = Number(today.slice(0, 4));
  const rest = today.slice(4);
  return { min: `${year - 2}${rest}`, max: `${year + 2}${rest}` };
}

type OverrideInput = { name: string; startDate: string; endDate: string; type: string | null };

/** An override's fields (spec 001 §5: name, 'Start date is required', 'End date is required', type). */
export function overrideErrors(
  override: OverrideInput,
  today: string,
): Partial<Record<keyof OverrideInput, string>> {
  const errors: Partial<Record<keyof OverrideInput, string>> = {};
  const { min, max } = calendarWindow(today);
  const dateError = (value: string, required: string) => {
    if (!value) return required;
    if (!isCalendarDate(value)) return DATE_MESSAGE;
    return value < min || value > max ? S.calendarOverrideWindow : undefined;
  };
  if (isBlank(override.name)) errors.name = M.boardFieldRequired;
  const start = dateError(override.startDate, S.calendarOverrideStartRequired);
  const end = dateError(override.endDate, S.calendarOverrideEndRequired);
  if (start) errors.startDate = start;
  if (end) errors.endDate = end;
  if (!start && !end && override.endDate < override.startDate) errors.endDate = S.calendarOverrideDatesOrder;
  if (!override.type) errors.type = M.boardFieldRequired;
  return errors;
}

/** The work calendar, when enabled: a work day, both times, start before end (spec 001 §5). */
export function workCalendarErrors(
  isEnabled: boolean,
  calendar: { startTime: string | null; endTime: string | null; days: Partial<Record<string, boolean>> },
): { days?: string; startTime?: string; endTime?: string } {
  if (!isEnabled) return {};
  const errors: { days?: string; startTime?: string; endTime?: string } = {};
  if (!WORK_DAYS.some((day) => calendar.days[day])) errors.days = S.calendarWorkDayRequired;
  const { startTime, endTime } = calendar;
  if (!startTime || !endTime) {
    if (!startTime) errors.startTime = S.calendarTimesRequired;
    if (!endTime) errors.endTime = S.calendarTimesRequired;
  } else if (startTime >= endTime) errors.startTime = S.calendarTimesOrder;
  return errors;
}

const prefixed = (prefix: string, errors: Record<string, string | undefined>): Errors =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([key, message]) => (message ? [[`${prefix}${key}`, message]] : [])),
  );

function boardsErrors(input: TTasksSettingsInput): Errors {
  const errors: Errors = {};
  const seen = new Set<string>();
  input.boards.forEach((board, index) => {
    Object.assign(errors, prefixed(`boards.${index}.`, boardErrors(board, input.boards.slice(0, index))));
    if (seen.has(board.id)) errors[`boards.${index}.id`] = S.boardIdTaken;
    seen.add(board.id);
  });
  if (input.defaultTaskBoard !== null && !seen.has(input.defaultTaskBoard))
    errors.defaultTaskBoard = S.defaultBoardUnknown;
  return errors;
}

function customFieldsErrors(fields: readonly string[]): Errors {
  if (fields.length > LIMITS.customFieldsMax) return { customFields: M.customFieldsMax };
  const errors: Errors = {};
  fields.forEach((field, index) => {
    const error = customFieldError(field, fields.slice(0, index));
    if (error) errors[`customFields.${index}`] = error;
  });
  return errors;
}

/**
 * A whole record as a PUT sends it, checked (field errors keyed by path, as the API's `fields`)
 * and tidied for storing: names trimmed, every day named, required custom fields only of the list.
 * `today` is the district's day, which the overrides' window is counted from.
 */
export function checkTasksSettings(
  input: TTasksSettingsInput,
  today: string,
): { settings: TTasksSettings; errors: Errors } {
  const calendar = input.workCalendar;
  const errors: Errors = {
    ...boardsErrors(input),
    ...customFieldsErrors(input.customFields),
    ...prefixed('requiredFields.', requiredFieldErrors(input)),
    ...prefixed('workCalendar.', workCalendarErrors(input.isWorkCalendarEnabled, calendar)),
  };
  calendar.overrides.forEach((override, index) =>
    Object.assign(errors, prefixed(`workCalendar.overrides.${index}.`, overrideErrors(override, today))),
  );
  const customFields = input.customFields.map((field) => field.trim());
  const settings: TTasksSettings = {
    ...input,
    boards: input.boards.map((board) => ({
      ...board,
      name: board.name.trim(),
      assignedUserIds: [...new Set(board.assignedUserIds)],
    })),
    customFields,
    requiredFields: {
      ...input.requiredFields,
      customFields: Object.fromEntries(
        input.customFields.map((field) => [
          field.trim(),
          (input.requiredFields.customFields[field] ?? input.requiredFields.customFields[field.trim()]) ===
            true,
        ]),
      ),
    },
    workCalendar: {
      ...calendar,
      days: Object.fromEntries(WORK_DAYS.map((day) => [day, calendar.days[day] === true])),
      overrides: calendar.overrides.map((override) => ({
        ...override,
        name: override.name.trim(),
        type: override.type ?? 'break',
      })),
    },
  };
  return { settings, errors };
}
