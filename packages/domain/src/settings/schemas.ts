import { z } from 'zod';
import { DEFAULT_TIME_ZONE, LIMITS } from '../constants.js';
import { patchOf } from '../input/patch.js';
import { ZObservationSettings } from '../observation-settings/schemas.js';

/** App settings (global) of spec 000 §3 "Settings". */
export const ZAppSettings = z.object({
  maintenanceMode: z.boolean().default(false),
  version: z.string().default('0.1.0'),
  enableWorkOrders: z.boolean().default(true),
  hasLegacyTasks: z.boolean().default(false),
  falseLoad: z.boolean().default(false),
});
export type TAppSettings = z.infer<typeof ZAppSettings>;
/** PATCH /api/app-settings: the settings sent, and only those. */
export const ZAppSettingsPatch = patchOf(ZAppSettings);

export const ZSchoolGrouping = z.object({ id: z.string(), name: z.string(), schoolIds: z.array(z.string()) });

/** Organization settings: the district and how its schools are grouped. */
export const ZOrganizationSettings = z.object({
  district: z.object({ name: z.string() }).default({ name: 'School District' }),
  /** The district's time zone (IANA), chosen at first-run setup. */
  timeZone: z.string().default(DEFAULT_TIME_ZONE),
  riskGroups: z
    .array(z.object({ id: z.string(), name: z.string(), schoolIds: z.array(z.string()) }))
    .default([]),
  schoolGroupings: z.array(ZSchoolGrouping).default([]),
  activeRubricIds: z.array(z.string()).default([]),
});
export type TOrganizationSettings = z.infer<typeof ZOrganizationSettings>;

/** Walk settings. */
export const ZWalkSettings = z.object({
  requiredNumSchoolLedObservations: z.number().int().min(0).default(0),
});
export type TWalkSettings = z.infer<typeof ZWalkSettings>;

const ZFieldFlags = z.object({
  initialAssignedUsers: z.boolean().default(false),
  location: z.boolean().default(false),
  notes: z.boolean().default(false),
  priority: z.boolean().default(false),
  dueDate: z.boolean().default(false),
  taskBoard: z.boolean().default(false),
});
const ZRestriction = z.enum(['workOrderStaff', 'workOrderManagers']).nullable().default(null);

/** Tasks (work order) settings, spec 001 §3 "Tasks settings". */
export const ZTasksSettings = z.object({
  boards: z
    .array(
      z.object({
        id: z.string(),
        name: z.string().min(1).max(LIMITS.boardNameMax),
        color: z.string(),
        assignedUserIds: z.array(z.string()).default([]),
        preventNonAssignedUsers: z.boolean().default(false),
      }),
    )
    .default([]),
  defaultTaskBoard: z.string().nullable().default(null),
  customFields: z.array(z.string()).max(LIMITS.customFieldsMax).default([]),
  hiddenFields: ZFieldFlags.default(ZFieldFlags.parse({})),
  requiredFields: ZFieldFlags.extend({ customFields: z.record(z.string(), z.boolean()).default({}) }).default(
    {
      ...ZFieldFlags.parse({}),
      customFields: {},
    },
  ),
  isWorkCalendarEnabled: z.boolean().default(false),
  workCalendar: z
    .object({
      startTime: z.string().nullable().default(null),
      endTime: z.string().nullable().default(null),
      days: z.record(z.string(), z.boolean()).default({}),
      overrides: z
        .array(
          z.object({
            name: z.string(),
            startDate: z.string(),
            endDate: z.string(),
            type: z.enum(['break', 'work_day']),
          }),
        )
        .default([]),
    })
    .default({ startTime: null, endTime: null, days: {}, overrides: [] }),
  restrictAssignmentPermissions: ZRestriction,
  restrictSchedulePermissions: ZRestriction,
  restrictAssignToTaskBoardPermissions: ZRestriction,
  restrictStatusChangePermissions: z.enum(['workOrderStaff']).nullable().default(null),
  restrictWorkOrderStaffViewPermissions: z.boolean().default(false),
});
export type TTasksSettings = z.infer<typeof ZTasksSettings>;

/** The settings records, keyed by their document id. */
export const SETTINGS_SCHEMAS = {
  app: ZAppSettings,
  organization: ZOrganizationSettings,
  observation: ZObservationSettings,
  walk: ZWalkSettings,
  tasks: ZTasksSettings,
} as const;
export type SettingsKey = keyof typeof SETTINGS_SCHEMAS;
export type SettingsValue<K extends SettingsKey> = z.infer<(typeof SETTINGS_SCHEMAS)[K]>;
