import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from '../constants.js';
import { ZPersonSummary } from '../people/schemas.js';
import { ID_LENGTH, ZId } from '../ids.js';
import { ZCalendarDate } from '../input/dates.js';
import { commaList, dateRangeParam, flag, pageCursor } from '../query-params.js';
import { WORK_ORDER_MESSAGES as M } from './messages.js';
import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from './statuses.js';

/*
 * The work orders' API (spec 001 §2-§5; issue 26). Routes:
 * GET /api/work-orders (filters, pages), POST /api/work-orders, GET /api/work-orders/:workOrderId,
 * PATCH /api/work-orders/:workOrderId, POST /api/work-orders/:workOrderId/status,
 * POST /api/work-orders/:workOrderId/comments, PUT /api/work-orders/:workOrderId/follow and /pin,
 * POST /api/work-orders/:workOrderId/attachments (online only), DELETE .../attachments/:attachmentId
 * (soft), GET /api/work-orders/assignees?schoolId=&boardId= (the dialog's choices),
 * GET /api/work-orders/assigned-open (the Alerts button's share), GET and PUT /api/tasks-settings.
 */

const schoolId = z
  .string({ message: M.workOrderSchoolRequired })
  .min(1, M.workOrderSchoolRequired)
  .max(ID_LENGTH, { message: 'This school does not exist.' });

/** The create and edit dialog's fields (spec 001 §2, §3), each bounded as §5 and §9 say. */
export const ZWorkOrderFields = z.object({
  schoolId,
  description: z
    .string({ message: M.workOrderDescriptionRequired })
    .trim()
    .min(1, M.workOrderDescriptionRequired)
    .max(LIMITS.workOrderDescriptionMax, M.workOrderDescriptionMax),
  boardId: z.string().max(ID_LENGTH).nullable().default(null),
  assignedUserIds: z.array(ZId).max(LIMITS.assignedStaffMax, M.workOrderAssigneesMax).default([]),
  priority: z.enum(WORK_ORDER_PRIORITIES).nullable().default(null),
  location: z.string().trim().max(LIMITS.locationMax).default(''),
  locationDataProfileId: z.string().max(LIMITS.dataProfileIdMax).nullable().default(null),
  locationDataProfileOptionId: z.string().max(LIMITS.dataProfileIdMax).nullable().default(null),
  /** The requested completion date (dueDate), a calendar day of the district. */
  dueDate: ZCalendarDate.nullable().default(null),
  scheduledStartDate: ZCalendarDate.nullable().default(null),
  notes: z.string().trim().max(LIMITS.notesMax, M.workOrderNotesMax).default(''),
  /** Answers by custom field name (tasks settings' customFields), free text. */
  customFields: z
    .record(
      z.string().max(100),
      z.string().trim().max(LIMITS.customFieldResponseMax, M.workOrderCustomFieldMax),
    )
    .default({}),
  imagePaths: z.array(z.string().max(LIMITS.imagePathMax)).max(LIMITS.picturesPerEntryMax).default([]),
});
export type TWorkOrderFields = z.output<typeof ZWorkOrderFields>;

/**
 * POST /api/work-orders. The client may make the id, so a retried create (the outbox) is applied
 * once. `entryId`: made from that entry (its school; at most 5 per entry).
 */
export const ZCreateWorkOrderRequest = ZWorkOrderFields.extend({
  id: ZId.optional(),
  entryId: ZId.nullable().optional(),
});
export type TCreateWorkOrderRequest = z.input<typeof ZCreateWorkOrderRequest>;

/**
 * A work order drafted in the log / edit entry dialog (spec 000 §3 tasksToAddOnSubmission), made in
 * the entry's write: at the entry's school, with its pictures. The device makes the id, so a
 * replayed entry makes it once.
 */
export const ZEntryWorkOrderDraft = ZWorkOrderFields.omit({ schoolId: true, imagePaths: true }).extend({
  id: ZId,
});
export type TEntryWorkOrderDraft = z.input<typeof ZEntryWorkOrderDraft>;

/** An entry's drafts: at most 5 (spec 000 §5 "Up to 5 work orders per entry"), each id once. */
export const ZEntryWorkOrderDrafts = z
  .array(ZEntryWorkOrderDraft)
  .max(LIMITS.workOrdersPerEntryMax, M.workOrdersPerEntryMax)
  .refine((drafts) => new Set(drafts.map((draft) => draft.id)).size === drafts.length, M.workOrderIdTaken);

/**
 * Whether an entry that lists `createdIds` may have these drafts too: at most 5 work orders in all,
 * a draft already made (a replay) counting once.
 */
export const fitsWorkOrdersPerEntry = (createdIds: readonly string[], draftIds: readonly string[]): boolean =>
  new Set([...createdIds, ...draftIds]).size <= LIMITS.workOrdersPerEntryMax;

/** PATCH /api/work-orders/:id: the fields sent, and only those (the school stays). */
const { shape } = ZWorkOrderFields;
export const ZUpdateWorkOrderRequest = z
  .object({
    description: shape.description,
    boardId: shape.boardId.removeDefault(),
    assignedUserIds: shape.assignedUserIds.removeDefault(),
    priority: shape.priority.removeDefault(),
    location: shape.location.removeDefault(),
    locationDataProfileId: shape.locationDataProfileId.removeDefault(),
    locationDataProfileOptionId: shape.locationDataProfileOptionId.removeDefault(),
    dueDate: shape.dueDate.removeDefault(),
    scheduledStartDate: shape.scheduledStartDate.removeDefault(),
    notes: shape.notes.removeDefault(),
    customFields: shape.customFields.removeDefault(),
    imagePaths: shape.imagePaths.removeDefault(),
  })
  .partial()
  .strict();
export type TUpdateWorkOrderRequest = z.input<typeof ZUpdateWorkOrderRequest>;

/** POST /api/work-orders/:id/status: the new status and why. The same status again is ignored. */
export const ZWorkOrderStatusChange = z.object({
  status: z.enum(WORK_ORDER_STATUSES),
  comment: z.string().trim().max(LIMITS.workOrderCommentMax, M.workOrderCommentMax).default(''),
  /** Moving to Scheduled sets the scheduled start (required then, spec 001 §5). */
  scheduledStartDate: ZCalendarDate.nullable().optional(),
});
export type TWorkOrderStatusChange = z.input<typeof ZWorkOrderStatusChange>;

/** POST /api/work-orders/:id/comments. The client may make the id (the outbox applies it once). */
export const ZWorkOrderCommentRequest = z.object({
  id: ZId.optional(),
  text: z
    .string({ message: M.workOrderCommentRequired })
    .trim()
    .min(1, M.workOrderCommentRequired)
    .max(LIMITS.workOrderCommentMax, M.workOrderCommentMax),
});

/** PUT /api/work-orders/:id/follow and /pin: the viewer's own flag. */
export const ZWorkOrderFlagRequest = z.object({ on: z.boolean() });

/** GET /api/work-orders: the board view and the list view read the same filters (spec 001; issue 26). */
export const ZWorkOrdersQuery = z.object({
  boardIds: commaList(z.string()),
  schoolIds: commaList(z.string()),
  statuses: commaList(z.enum(WORK_ORDER_STATUSES)),
  priorities: commaList(z.enum(WORK_ORDER_PRIORITIES)),
  assigneeIds: commaList(z.string()),
  /** Assigned to the viewer. */
  mine: flag,
  /** Pinned by the viewer. */
  pinned: flag,
  /** Open with a requested completion date before today (the district's day). */
  overdue: flag,
  /** Created within these days (the district's). */
  dateRange: dateRangeParam,
  /** Words in the number, description or location. */
  search: z.string().trim().max(100).optional(),
  cursor: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(PAGE_SIZES.workOrders),
});
export type TWorkOrdersQuery = z.output<typeof ZWorkOrdersQuery>;

/** A work order in the list, on the board, and in the outbox's laid-over view. */
export const ZWorkOrder = z.object({
  id: z.string(),
  /** The public number (WO-{publicId}), given once by the server; null until then ('ID Pending'). */
  publicId: z.number().int().nullable(),
  schoolId: z.string(),
  description: z.string(),
  boardId: z.string().nullable(),
  /** As stored: one of the four priorities, or a value shown as Unknown (priorityOf). */
  priority: z.string().nullable(),
  location: z.string(),
  locationDataProfileId: z.string().nullable(),
  locationDataProfileOptionId: z.string().nullable(),
  dueDate: z.string().nullable(),
  scheduledStartDate: z.string().nullable(),
  /** The first scheduled start it had, kept when it is moved. */
  timeOriginallyScheduled: z.string().nullable(),
  notes: z.string(),
  customFields: z.record(z.string(), z.string()),
  imagePaths: z.array(z.string()),
  status: z.enum(WORK_ORDER_STATUSES),
  timeCompleted: z.string().nullable(),
  /** The entry it was made from (observationId) and that entry's walk. */
  entryId: z.string().nullable(),
  walkId: z.string().nullable(),
  createdBy: ZPersonSummary.nullable(),
  assignees: z.array(ZPersonSummary),
  followerIds: z.array(z.string()),
  /** The viewer's own pin. */
  isPinned: z.boolean(),
  commentCount: z.number().int(),
  timeCreated: z.string(),
  timeUpdated: z.string(),
});
export type TWorkOrder = z.infer<typeof ZWorkOrder>;

export const ZWorkOrdersPage = z.object({
  workOrders: z.array(ZWorkOrder),
  total: z.number().int(),
  ...pageCursor,
});

export const ZWorkOrderComment = z.object({
  id: z.string(),
  author: ZPersonSummary.nullable(),
  text: z.string(),
  timeCreated: z.string(),
});

/** An attachment (spec 001 §3 attachmentsHistory); deleted ones stay, marked (soft delete). */
export const ZWorkOrderAttachment = z.object({
  id: z.string(),
  fileName: z.string(),
  /** Where GET /api/files/... serves it. */
  filePath: z.string(),
  byUser: ZPersonSummary.nullable(),
  timeCreated: z.string(),
  isDeleted: z.boolean(),
  deletedBy: ZPersonSummary.nullable(),
});

export const ZWorkOrderStatusHistoryItem = z.object({
  fromStatus: z.enum(WORK_ORDER_STATUSES).nullable(),
  toStatus: z.enum(WORK_ORDER_STATUSES),
  byUser: ZPersonSummary.nullable(),
  comment: z.string(),
  timestamp: z.string(),
});
export type TWorkOrderStatusHistoryItem = z.infer<typeof ZWorkOrderStatusHistoryItem>;

export const ZWorkOrderAssignmentHistoryItem = z.object({
  assignedUserIds: z.array(z.string()),
  previousAssignedUserIds: z.array(z.string()),
  newlyAssignedUserIds: z.array(z.string()),
  byUser: ZPersonSummary.nullable(),
  timestamp: z.string(),
});
export type TWorkOrderAssignmentHistoryItem = z.infer<typeof ZWorkOrderAssignmentHistoryItem>;

/** GET /api/work-orders/:id: the work order with its people, comments, attachments and histories. */
export const ZWorkOrderDetail = ZWorkOrder.extend({
  followers: z.array(ZPersonSummary),
  comments: z.array(ZWorkOrderComment),
  attachments: z.array(ZWorkOrderAttachment),
  statusHistory: z.array(ZWorkOrderStatusHistoryItem),
  assignmentHistory: z.array(ZWorkOrderAssignmentHistoryItem),
});
export type TWorkOrderDetail = z.infer<typeof ZWorkOrderDetail>;

/** A work order's address: /api/work-orders/:workOrderId. */
export const ZWorkOrderParams = z.object({ workOrderId: ZId });

/** GET /api/work-orders/assigned-open: the open work orders assigned to the viewer (the Alerts button's share). */
export const ZWorkOrdersAssignedOpen = z.object({ count: z.number().int() });

/** GET /api/work-orders/assignees: who may be assigned at a school (and board). */
export const ZWorkOrderAssigneesQuery = z.object({
  schoolId: z.string().min(1),
  boardId: z.string().optional(),
});
export const ZWorkOrderAssignees = z.object({ people: z.array(ZPersonSummary) });
