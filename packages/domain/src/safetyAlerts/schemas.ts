import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from '../constants.js';
import { ZEntry, ZPersonSummary } from '../entries/schemas.js';
import { ZId } from '../ids.js';
import { commaList, dateRangeParam, pageCursor } from '../query-params.js';

export { refineSafetyAlertFields, ZSafetyAlertFields } from './fields.js';

/*
 * The safety alerts' API (spec 000 §2 /safetyAlerts and /safetyAlerts/{safetyAlertId}; issue 25):
 * GET /api/safety-alerts (tabs, filters, pages), GET /api/safety-alerts/:safetyAlertId,
 * POST /api/safety-alerts/:safetyAlertId/read, GET /api/safety-alerts/recipients?schoolId= (the
 * entry dialog's choices) and GET /api/safety-alerts/unread (the Alerts button's count). Alerts are
 * made by logging an entry with the alert on (ZCreateEntryRequest's alert fields).
 */

/** Held: from an entry of a walk not complete yet. Sent: delivered to its recipients. */
export const SAFETY_ALERT_STATUSES = ['held', 'sent'] as const;
export type SafetyAlertStatus = (typeof SAFETY_ALERT_STATUSES)[number];

/** The list's tabs: what one received, what one sent, and (managing safety alerts) all of them. */
export const SAFETY_ALERT_TABS = ['received', 'sent', 'all'] as const;
export type SafetyAlertTab = (typeof SAFETY_ALERT_TABS)[number];

/** GET /api/safety-alerts: a tab, schools and a date range (sent, or logged while held), paged. */
export const ZSafetyAlertsQuery = z.object({
  tab: z.enum(SAFETY_ALERT_TABS).default('received'),
  schoolIds: commaList(z.string()),
  dateRange: dateRangeParam,
  cursor: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(PAGE_SIZES.safetyAlerts),
});
export type TSafetyAlertsQuery = z.output<typeof ZSafetyAlertsQuery>;

/** What of the entry an alert shows (its category and item, opinion, where, what was said, pictures). */
export const ZSafetyAlertEntry = ZEntry.pick({
  id: true,
  observationType: true,
  observationCategoryId: true,
  observationItemId: true,
  quantity: true,
  location: true,
  comment: true,
  imagePaths: true,
  timestamp: true,
  walkId: true,
  isDeleted: true,
});

/** An alert in the list. `isUnread` is the viewer's own flag (user.unreadSafetyAlerts). */
export const ZSafetyAlertSummary = z.object({
  id: z.string(),
  schoolId: z.string(),
  status: z.enum(SAFETY_ALERT_STATUSES),
  sender: ZPersonSummary.nullable(),
  message: z.string(),
  timeCreated: z.string(),
  timeSent: z.string().nullable(),
  recipientCount: z.number(),
  isUnread: z.boolean(),
  entry: ZSafetyAlertEntry,
});
export type TSafetyAlertSummary = z.infer<typeof ZSafetyAlertSummary>;

export const ZSafetyAlertsPage = z.object({ safetyAlerts: z.array(ZSafetyAlertSummary), ...pageCursor });

/**
 * One recipient, when they read it, and what reached them: in the app once sent, and the pushes
 * (devices) and email recorded as delivered by the notification jobs. What reached them is null for
 * a viewer who is neither the sender nor manages safety alerts at the school
 * (canSeeSafetyAlertDeliveries): a recipient does not learn the others' devices or mail.
 */
export const ZSafetyAlertRecipient = ZPersonSummary.extend({
  timeRead: z.string().nullable(),
  delivered: z.object({ inApp: z.boolean(), pushDevices: z.number(), email: z.boolean() }).nullable(),
});
export type TSafetyAlertRecipient = z.infer<typeof ZSafetyAlertRecipient>;

/** GET /api/safety-alerts/:safetyAlertId: the alert with its recipients and who has read it. */
export const ZSafetyAlert = ZSafetyAlertSummary.extend({ recipients: z.array(ZSafetyAlertRecipient) });
export type TSafetyAlert = z.infer<typeof ZSafetyAlert>;

export const ZSafetyAlertParams = z.object({ safetyAlertId: ZId });

/** GET /api/safety-alerts/recipients: who may receive an alert from an entry at this school. */
export const ZSafetyAlertRecipientsQuery = z.object({ schoolId: z.string().min(1) });

/** GET /api/safety-alerts/unread: the Alerts button's count (the alert ids flagged unread). */
export const ZSafetyAlertUnread = z.object({ count: z.number() });
