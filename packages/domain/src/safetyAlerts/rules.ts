import { can, schoolsWhere } from '../permissions/check.js';
import { anyPermissionOf, type ResolvedPermissions } from '../permissions/names.js';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { SAFETY_ALERT_MESSAGES } from './messages.js';

/*
 * Safety alerts (spec 000 §4, §5, §6): who may send one from an entry, who may receive it, who sees
 * it afterwards, and the limits of the entry dialog's alert fields. The server applies them on every
 * route; the web applies the same to what it offers.
 */

/** Sending from an entry: 'send safety alerts' at the entry's school. */
export const canSendSafetyAlert = (permissions: ResolvedPermissions, schoolId: string): boolean =>
  can(permissions, 'send safety alerts', schoolId);

/** A person who might receive an alert, as the rule reads them. */
export interface AlertRecipientCandidate {
  id: string;
  permissions: ResolvedPermissions;
  isSchoolDogStaff: boolean;
  isArchived: boolean;
}

/**
 * "Alert recipients are users who can receive safety alerts" at the entry's school (spec 000 §6);
 * product staff never receive them (their resolved map already lacks it unless granted, so the flag
 * is checked as well), archived people receive nothing, and the sender does not alert themselves.
 */
export const isEligibleAlertRecipient = (
  candidate: AlertRecipientCandidate,
  schoolId: string,
  senderId: string,
): boolean =>
  candidate.id !== senderId &&
  !candidate.isArchived &&
  !candidate.isSchoolDogStaff &&
  can(candidate.permissions, 'receive safety alerts', schoolId);

/** What of an alert decides who sees it. */
export interface SafetyAlertSubject {
  schoolId: string;
  senderUserId: string;
  recipientUserIds: readonly string[];
  /** Held alerts (an entry of a walk not yet complete) are not the recipients' yet. */
  isSent: boolean;
}

/** Who looks at an alert. */
interface SafetyAlertViewer {
  userId: string;
  permissions: ResolvedPermissions;
}

/** Managing safety alerts at the alert's school: 'manage safety alerts' there or district-wide. */
const managesAlertsAt = (permissions: ResolvedPermissions, schoolId: string): boolean =>
  can(permissions, 'manage safety alerts', schoolId);

/**
 * Seeing an alert: its sender; its recipients once it is sent; and whoever manages safety alerts
 * district-wide or at the alert's school (spec 000 §6; issue 25 point 6).
 */
export function canSeeSafetyAlert(viewer: SafetyAlertViewer, alert: SafetyAlertSubject): boolean {
  if (alert.senderUserId === viewer.userId) return true;
  if (alert.isSent && alert.recipientUserIds.includes(viewer.userId)) return true;
  return managesAlertsAt(viewer.permissions, alert.schoolId);
}

/**
 * Seeing what reached each recipient (in the app, how many devices, the email): the alert's sender
 * and whoever manages safety alerts at its school, not its other recipients (issue 25), who see who
 * read it only.
 */
export const canSeeSafetyAlertDeliveries = (
  viewer: SafetyAlertViewer,
  alert: Pick<SafetyAlertSubject, 'schoolId' | 'senderUserId'>,
): boolean => alert.senderUserId === viewer.userId || managesAlertsAt(viewer.permissions, alert.schoolId);

/** The list's "all" tab: the schools whose alerts one manages ('all' district-wide, [] for none). */
export const safetyAlertSchoolsManaged = (permissions: ResolvedPermissions): 'all' | string[] =>
  schoolsWhere(permissions, 'manage safety alerts');

/** The entry dialog's alert fields. */
export interface SafetyAlertFields {
  shouldSendSafetyAlert?: boolean | undefined;
  safetyAlertUserIds?: readonly string[] | undefined;
  safetyAlertMessage?: string | undefined;
}

/** The alert fields of an entry that sends no alert: the create request's defaults. */
export const NO_SAFETY_ALERT = {
  shouldSendSafetyAlert: false,
  safetyAlertUserIds: [],
  safetyAlertMessage: '',
};

/**
 * "Alert recipients are required when the alert is on, max 5; alert message optional, max 500
 * characters" (spec 000 §5): the field errors, none when valid. With the alert off nothing is checked
 * (the fields are ignored).
 */
export function safetyAlertFieldErrors(
  fields: SafetyAlertFields,
): Partial<Record<keyof SafetyAlertFields, string>> {
  if (!fields.shouldSendSafetyAlert) return {};
  const errors: Partial<Record<keyof SafetyAlertFields, string>> = {};
  const recipients = new Set(fields.safetyAlertUserIds ?? []);
  if (recipients.size === 0) errors.safetyAlertUserIds = MESSAGES.fieldRequired;
  else if (recipients.size > LIMITS.alertRecipientsMax)
    errors.safetyAlertUserIds = SAFETY_ALERT_MESSAGES.alertRecipientsMax;
  if ((fields.safetyAlertMessage ?? '').length > LIMITS.alertMessageMax)
    errors.safetyAlertMessage = SAFETY_ALERT_MESSAGES.alertMessageMax;
  return errors;
}

/** The Safety alerts menu item and its screens: "send, manage or receive" (spec 000 §2). */
export const SAFETY_ALERTS_ACCESS = anyPermissionOf(
  'send safety alerts',
  'receive safety alerts',
  'manage safety alerts',
);
