import { z } from 'zod';
import { PAGE_SIZES } from '../constants.js';
import { ZId } from '../ids.js';
import { isCalendarDate } from '../input/dates.js';
import { MESSAGES } from '../messages.js';
import { commaList, dateRangeParam } from '../query-params.js';
import { isDrillTime, isResponseTime } from './format.js';
import { DRILL_MESSAGES as D } from './messages.js';

/*
 * Drills' API (spec 000 §2 "Drills", §3 "Drill", §5 "Drill form"; issue 28). Routes, for those who
 * record drills at the drill's school: GET /api/drills (a page of 50, date descending),
 * GET /api/drills.csv, GET/PUT/DELETE /api/drills/:drillId, POST /api/drills.
 */

/** "The later notes add medical (CPR/AED)". */
export const DRILL_TYPES = ['fire', 'severeWeather', 'intruder', 'medical', 'other'] as const;
export type DrillType = (typeof DRILL_TYPES)[number];
export const DRILL_EVENT_TYPES = ['planned', 'tableTop', 'real', 'other'] as const;
export type DrillEventType = (typeof DRILL_EVENT_TYPES)[number];
export const DRILL_TIMES_OF_DAY = ['am', 'pm'] as const;

export const DRILL_OTHER_MAX = 40;
export const DRILL_NOTES_MAX = 1000;
/** "max length 5" (hh:mm). */
export const DRILL_TIME_MAX = 5;

const required = MESSAGES.fieldRequired;
/** Blank optional text is no text. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/** An optional whole number typed in a text field: '' or nothing is none. */
const participants = z
  .union([z.number(), z.string()], { message: D.drillParticipantsNumeric })
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value === '') return null;
    const number = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(number) || number < 0) {
      context.addIssue({ code: 'custom', message: D.drillParticipantsNumeric });
      return z.NEVER;
    }
    return number;
  });

const ZDrillShape = z.object({
  schoolId: z.string({ message: required }).min(1, required),
  type: z.enum(DRILL_TYPES, { message: required }),
  otherType: optionalText(DRILL_OTHER_MAX, D.drillMax40),
  eventType: z.enum(DRILL_EVENT_TYPES, { message: required }),
  otherEventType: optionalText(DRILL_OTHER_MAX, D.drillMax40),
  drillDate: z
    .string({ message: required })
    .min(1, required)
    .refine(isCalendarDate, 'Use a date as YYYY-MM-DD'),
  drillTime: z
    .string({ message: required })
    .trim()
    .min(1, required)
    .refine((value) => value.length <= DRILL_TIME_MAX && isDrillTime(value), D.drillTimeInvalid),
  drillTimeOfDay: z.enum(DRILL_TIMES_OF_DAY, { message: required }),
  responseTime: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isResponseTime(value), D.drillResponseTimeInvalid),
  numberOfParticipants: participants,
  additionalInfo: optionalText(DRILL_NOTES_MAX, D.drillNotesMax),
  resultsAdditionalInfo: optionalText(DRILL_NOTES_MAX, D.drillNotesMax),
});

type Shape = z.output<typeof ZDrillShape>;

/** The rules across fields, and the other texts kept for 'other' only. */
const withDrillRules = <S extends z.ZodType<Shape>>(schema: S) =>
  schema
    .superRefine((drill, context) => {
      // "The other-type and other-event-type texts are required when chosen".
      if (drill.type === 'other' && !drill.otherType)
        context.addIssue({ code: 'custom', path: ['otherType'], message: required });
      if (drill.eventType === 'other' && !drill.otherEventType)
        context.addIssue({ code: 'custom', path: ['otherEventType'], message: required });
    })
    .transform((drill) => ({
      ...drill,
      // The other texts belong to 'other' only.
      otherType: drill.type === 'other' ? drill.otherType : null,
      otherEventType: drill.eventType === 'other' ? drill.otherEventType : null,
    }));

/** The drill form's fields (record and update), each rule in the spec's words. */
export const ZDrillRequest = withDrillRules(ZDrillShape);
/** A drill recorded with the id its device made (so a replay records it once). */
export const ZRecordDrillRequest = withDrillRules(ZDrillShape.safeExtend({ id: ZId.optional() }));
/** The same, queued offline: the id is the device's. */
export const ZQueuedDrillRecord = withDrillRules(ZDrillShape.safeExtend({ id: ZId }));
export type TDrillRequest = z.input<typeof ZDrillRequest>;
export type TDrillFields = z.output<typeof ZDrillRequest>;

/** Who recorded it, for the Recorded By link ('Unknown' when the account is gone). */
const ZRecorder = z.object({ id: z.string(), name: z.string() });

export const ZDrill = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  recordedByUserId: z.string().nullable(),
  recordedBy: ZRecorder.nullable(),
  type: z.enum(DRILL_TYPES),
  otherType: z.string().nullable(),
  eventType: z.enum(DRILL_EVENT_TYPES),
  otherEventType: z.string().nullable(),
  drillDate: z.string(),
  drillTime: z.string(),
  drillTimeOfDay: z.enum(DRILL_TIMES_OF_DAY),
  responseTime: z.string().nullable(),
  numberOfParticipants: z.number().nullable(),
  additionalInfo: z.string().nullable(),
  resultsAdditionalInfo: z.string().nullable(),
  timeCreated: z.string(),
  timeUpdated: z.string(),
});
export type TDrill = z.infer<typeof ZDrill>;

/** The table's filters (spec 000 §2 "Toolbar filters"), as the URL holds them, and its page. */
export const ZDrillsQuery = z.object({
  dateRange: dateRangeParam,
  schoolIds: commaList(z.string()),
  userIds: commaList(z.string()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TDrillsQuery = z.input<typeof ZDrillsQuery>;

export const ZDrillsPage = z.object({
  drills: z.array(ZDrill),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TDrillsPage = z.infer<typeof ZDrillsPage>;

export const DRILLS_PAGE_SIZE = PAGE_SIZES.drills;

export const ZDrillParams = z.object({ drillId: ZId });
