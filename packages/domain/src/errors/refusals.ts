import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { SETUP_MESSAGES } from '../setup/schemas.js';
import { USER_ADMIN_MESSAGES } from '../users/messages.js';
import { MFA_MESSAGES } from '../mfa/messages.js';
import { ASSESSMENT_MESSAGES } from '../assessments/messages.js';
import { SAFETY_ALERT_MESSAGES } from '../safetyAlerts/messages.js';
import { WORK_ORDER_MESSAGES } from '../workOrders/messages.js';
import { TASKS_SETTINGS_MESSAGES } from '../workOrders/settingsMessages.js';
import { WORK_ORDER_STAFF_MESSAGES } from '../workOrders/staffMessages.js';
import { DATA_PROFILE_MESSAGES } from '../dataProfiles/messages.js';
import { DRILL_MESSAGES } from '../drills/messages.js';
import { INSIGHT_FAVORITE_MESSAGES } from '../insights/favorites.js';
import { DASHBOARD_MESSAGES } from '../dashboard/messages.js';

// Apart, in a module without zod: the web's API client reads it on every answer.
export { ACCOUNT_ARCHIVED, SIGNED_OUT_INACTIVE } from './codes.js';

/**
 * Every message the server answers a refusal with, by key: the spec's messages (MESSAGES) and the
 * server's own, in English with `{{name}}` for a value. The server sends the English text with its
 * key and values; the web shows `messages.<key>` in the user's language. A message thrown with a
 * text not listed here reaches users untranslated (a server test lists the thrown texts).
 */
export const REFUSALS = {
  ...MESSAGES,
  // First-run setup.
  ...SETUP_MESSAGES,
  ...USER_ADMIN_MESSAGES,
  ...MFA_MESSAGES,
  ...ASSESSMENT_MESSAGES,
  ...SAFETY_ALERT_MESSAGES,
  ...WORK_ORDER_MESSAGES,
  ...TASKS_SETTINGS_MESSAGES,
  ...WORK_ORDER_STAFF_MESSAGES,
  ...DATA_PROFILE_MESSAGES,
  ...INSIGHT_FAVORITE_MESSAGES,
  ...DASHBOARD_MESSAGES,
  ...DRILL_MESSAGES,
  // Access and the request itself.
  notFound: 'Not found',
  forbidden: 'You do not have permission to do that.',
  signIn: 'Please sign in.',
  fieldsInvalid: 'Some fields are not valid.',
  serverFailed: 'Something went wrong on our side. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  foreignOrigin: 'Requests from another site are not accepted.',
  addressTooLong: 'This address is too long.',
  addressInvalid: 'This address is not valid.',
  requestInvalid: 'This request is not valid.',
  headersTooLarge: 'The request headers are too large.',
  requestTooSlow: 'The request took too long to arrive.',
  unstorableText: 'This text contains characters that cannot be saved.',
  unsavableData: 'This change holds data that cannot be saved.',
  pageLinkInvalid: 'This page link is not valid; start again from the first page.',
  // Sign-in and passwords.
  signInFailed: 'Sign-in failed.',
  signInLocked: 'Too many failed sign-ins for this address. Please wait 15 minutes or reset your password.',
  passwordBreached: 'This password appears in lists of leaked passwords. Choose another one.',
  // Entries and pictures.
  entryNotFound: 'Entry not found',
  mayNotChangeEntry: 'You may not change this entry.',
  mayNotDeleteEntry: 'You may not delete this entry.',
  mayNotLogAtSchool: 'You may not log entries at this school.',
  schoolNotFound: 'This school does not exist.',
  locationProfileNotFound: 'This location profile does not exist at this school.',
  locationNotInProfile: 'This location is not in the profile.',
  walkEntryStaysAtSchool: 'An entry logged in a walk stays at the walk’s school.',
  noEntriesAtSelectedSchool: 'You do not have access to entries at one of the selected schools.',
  filterByPeopleNotAllowed: 'You may only filter by other people at schools where you can view entries.',
  locationNeedsOneSchool: 'Choose exactly one school to filter by location.',
  mayNotDownloadAtSchools: 'You may not download entry reports at these schools.',
  pdfTooMany: 'The PDF report holds at most {{max}} entries. Narrow the filters, or download the CSV.',
  pictureNotFound: 'Picture not found',
  pictureNotAllowed: 'You may not add pictures to this entry.',
  pictureNameTaken: 'Another picture already has this name.',
  pictureUnsupported: 'Pictures must be JPEG or GIF images.',
  pictureOfAnotherEntry: 'A picture belongs to another entry.',
  pictureNotUploaded: 'A picture has not been uploaded yet.',
  notificationNotFound: 'Notification not found',
  // Walks.
  walkNotFound: 'SchoolDog Walk not found',
  walkNoAccess: 'You do not have access to this SchoolDog Walk.',
  walkCompleteLocked:
    'This SchoolDog Walk is complete and cannot be changed. Place it back in progress first.',
  walkAlreadyInProgress: 'This walk is already in progress.',
  teamWalksNeedView: 'Team Walks need the view entries permission.',
  collaboratorNotYourself: 'You cannot add yourself as a collaborator.',
  collaboratorMustLog: 'Each collaborator must be able to log entries at this school.',
  collaboratorsMax: 'Choose at most {{max}} collaborators.',
  newLeaderNotCollaborator: 'The new leader must be one of the collaborators.',
  cannotLeadWalk: 'This person cannot lead the walk.',
  cannotReviewWalk: 'This person cannot review this walk.',
  walkEditOnlyTeam: 'Only the leader and collaborators can edit a walk, and only while it is in progress.',
  walkAccessOnlyLeader: 'Only the leader can manage access to a walk.',
  mayNotArchiveWalk: 'You may not archive this walk.',
  mayNotDeleteWalk: 'You may not delete this walk.',
  mayNotStartWalkAtSchool: 'You may not start a walk at this school.',
  walkSubmitOnlyLeader: 'Only the leader can submit a walk for review, and only while it is in progress.',
  walkReviewOnlyReviewer: 'Only the reviewer named on this walk can review it.',
  walkReopenNotAllowed: 'Only the leader or a manager can place this walk back in progress.',
  walkEntriesOnlyTeam:
    'Only the leader and collaborators can log entries in a walk, and only while it is in progress.',
  walkEntriesNotNow: 'You may not change the entries of this walk now.',
  walkEntriesOwnOnly: 'Collaborators can change only their own entries.',
  walkEntriesInProgressOnly: 'The entries of a walk can be changed only while it is in progress.',
  // Assessment templates (rubrics).
  rubricNotFound: 'Template not found',
  mayNotManageRubric: 'You may not change this template.',
  mayNotChooseActiveRubrics: 'Only those who manage rubrics may choose the active templates.',
  rubricIdsUnique: 'Ids must be unique.',
  rubricThresholdsOrder: 'Green must be at least yellow, and yellow at least orange.',
  // Offline changes.
  syncUnavailable: 'Your changes could not be saved right now. They will be sent again.',
  syncClientTaken:
    'This device is registered to another user, so these changes were not saved. Sign out and sign in again.',
  syncSeqOrder: 'Mutations must be pushed in rising seq order.',
  // Field checks of the domain schemas, and zod's own for the rest (see zodIssueRef); passwords too.
  notValidId: 'Not a valid id',
  notValidFileName: 'Not a valid file name',
  twoDates: 'Give two dates: start,end',
  dateFormat: 'Use a date as YYYY-MM-DD',
  timeRange: 'Use a date and time between {{min}} and {{max}}',
  invalidValue: 'This value is not valid.',
  tooShort: 'Use at least {{minimum}} characters.',
  tooLong: 'Use at most {{maximum}} characters.',
  tooLow: 'This must be at least {{minimum}}.',
  tooHigh: 'This must be at most {{maximum}}.',
  tooFew: 'Choose at least {{minimum}}.',
  tooMany: 'Choose at most {{maximum}}.',
} as const;

type RefusalKey = keyof typeof REFUSALS;

/** A message by key and values, for the web to say in the user's language. */
export const ZMessageRef = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TMessageRef = z.infer<typeof ZMessageRef>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each template as a pattern, its values (numbers, single words) captured: the server's texts are
// built with the values in.
const PATTERNS = (Object.entries(REFUSALS) as [RefusalKey, string][]).map(([key, template]) => {
  const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
  const pattern = new RegExp(
    `^${template
      .split(/\{\{\w+\}\}/)
      .map(escape)
      .join('(\\S+)')}$`,
  );
  return { key, names, pattern };
});

// zod's own English (v4) for the checks it words itself, read as the keys above.
const ZOD_TEXTS: { pattern: RegExp; key: RefusalKey; name?: string }[] = [
  { pattern: /^Too big: expected string to have <=(\d+) characters$/, key: 'tooLong', name: 'maximum' },
  { pattern: /^Too small: expected string to have >=(\d+) characters$/, key: 'tooShort', name: 'minimum' },
  { pattern: /^Too big: expected array to have <=(\d+) items$/, key: 'tooMany', name: 'maximum' },
  { pattern: /^Too small: expected array to have >=(\d+) items$/, key: 'tooFew', name: 'minimum' },
  { pattern: /^Too big: expected number to be <=(\d+)$/, key: 'tooHigh', name: 'maximum' },
  { pattern: /^Too small: expected number to be >=(\d+)$/, key: 'tooLow', name: 'minimum' },
  { pattern: /^Invalid input: expected \w+, received undefined$/, key: 'fieldRequired' },
  { pattern: /^Invalid (input|option|email address)\b/, key: 'invalidValue' },
];

/** The key and values of a server message, or null when it is not in REFUSALS. */
export function refusalRefOf(message: string): TMessageRef | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    if (names.length === 0) return { key };
    return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  for (const { pattern, key, name } of ZOD_TEXTS) {
    const match = pattern.exec(message);
    if (match) return name ? { key, params: { [name]: Number(match[1]) } } : { key };
  }
  return null;
}

/** What a zod issue says, as far as a message key needs it. */
interface ZodIssueLike {
  code: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
}

/**
 * The key of a field message from schema validation: the schema's own message when it is one of
 * REFUSALS (the spec's wording), else one for zod's issue kind with its bound.
 */
export function zodIssueRef(issue: ZodIssueLike): TMessageRef {
  const own = refusalRefOf(issue.message);
  if (own) return own;
  const bound = (value: number | bigint | undefined) => Number(value ?? 0);
  // "More than" and "less than" bounds have no wording of their own here.
  if (issue.inclusive === false) return { key: 'invalidValue' };
  switch (issue.code) {
    case 'invalid_type':
      // zod does not keep the input in its issues; its text names a missing value.
      return { key: /received undefined$/.test(issue.message) ? 'fieldRequired' : 'invalidValue' };
    case 'too_small':
      if (issue.origin === 'string') return { key: 'tooShort', params: { minimum: bound(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'tooFew', params: { minimum: bound(issue.minimum) } };
      return { key: 'tooLow', params: { minimum: bound(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'tooLong', params: { maximum: bound(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'tooMany', params: { maximum: bound(issue.maximum) } };
      return { key: 'tooHigh', params: { maximum: bound(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validEmail' : 'invalidValue' };
    case 'invalid_value':
      return { key: 'chooseFromOptions' };
    default:
      return { key: 'invalidValue' };
  }
}

/** The keys of a refusal's messages: what the API's error shape and a sync refusal carry besides the English. */
export function refusalRefs(
  message: string,
  fields?: Readonly<Record<string, string>>,
): { messageKey?: string; params?: TMessageRef['params']; fieldKeys?: Record<string, TMessageRef> } {
  const own = refusalRefOf(message);
  const fieldKeys: Record<string, TMessageRef> = {};
  for (const [field, text] of Object.entries(fields ?? {})) {
    const ref = refusalRefOf(text);
    if (ref) fieldKeys[field] = ref;
  }
  return {
    ...(own ? { messageKey: own.key, ...(own.params ? { params: own.params } : {}) } : {}),
    ...(Object.keys(fieldKeys).length > 0 ? { fieldKeys } : {}),
  };
}
