/** Business constants and limits of spec 001 §9, used by server and web alike. */
export const LIMITS = {
  quantityMax: 20,
  collaboratorsMax: 10,
  alertRecipientsMax: 5,
  alertMessageMax: 500,
  workOrdersPerEntryMax: 5,
  assignedStaffMax: 5,
  notesMax: 200,
  customFieldResponseMax: 100,
  customFieldsMax: 10,
  boardNameMax: 30,
  /** A work order's description and a comment on it (the spec gives no bound; an entry's comment has 5000). */
  workOrderDescriptionMax: 5000,
  workOrderCommentMax: 5000,
  /** A work order page shows this many assignees' avatars, then a count (spec 001 §9). */
  assigneeAvatarsMax: 10,
  /** A work order's description in a card or row (spec 001 §9). */
  workOrderDescriptionPreview: 25,
  /**
   * A work order's attachment (spec 001 §5 gives its types; images are sent under imageBytesMax,
   * documents have no bound there): 10 MB, room for a scanned invoice or a vendor's quote.
   */
  attachmentBytesMax: 10 * 1_048_576,
  /** An attachment's name, as the person gave it. */
  attachmentNameMax: 200,
  /** Board colours offered (spec 001 §9: 35 fixed). */
  boardColors: 35,
  pdfEntriesMax: 250,
  imageWidth: 500,
  imageBytesMax: 1_048_576,
  imageLoadRetries: 3,
  permissionsEncodedMax: 984,
  mfaCodeLength: 6,
  welcomeSchoolNamesMax: 10,
  /** The most items one page of a list may ask for. */
  pageSizeMax: 100,
  /** Entry fields (log / edit entry dialog). */
  locationMax: 200,
  commentMax: 5000,
  tagMax: 60,
  manualTagsMax: 30,
  picturesPerEntryMax: 20,
  imagePathMax: 200,
  dataProfileIdMax: 40,
  dataProfileNameMax: 60,
  dataProfileStatusesMax: 12,
  /** A picture's own name in observations/{entryId}/{name}: letters, digits, '-' and '_'. */
  pictureNameMax: 64,
  /** Walk context and review comments. */
  walkTextMax: 5000,
  weatherCommentMax: 2000,
  /** Degrees Fahrenheit. */
  temperatureMin: -60,
  temperatureMax: 140,
  /** First name, last name and title on one's own profile. */
  profileTextMax: 100,
  /** A walk report (PDF) bounds its work however large a walk grows; a walk has tens of entries. */
  walkReportEntriesMax: 2000,
  /** Neighborhood Watch is recommended for walks with this many entries or more (spec 000 §4). */
  neighborhoodWatchRecommendedEntries: 10,
} as const;

/** Bounds of a client error report; the web app cuts its texts to these before sending. */
export const CLIENT_ERROR_LIMITS = {
  messageMax: 1_000,
  stackMax: 8_000,
  pathMax: 500,
  appVersionMax: 40,
  /** Reports a page load sends at most (duplicates are dropped before they count). */
  perPageLoad: 5,
  /** Reports the server takes per client address per minute. */
  perMinute: 10,
  /** A report is a few kilobytes; a request body larger than this is not one. */
  bodyBytesMax: 16_384,
} as const;

/** Passwords (ASVS 2.1.1, 2.1.2): at least 12 characters, up to 128, any characters, no composition rules. */
export const PASSWORD_LIMITS = { min: 12, max: 128 } as const;

export const PAGE_SIZES = {
  entries: 20,
  entriesExplorer: 32,
  walks: 20,
  safetyAlerts: 20,
  workOrders: 50,
  drills: 50,
  assessments: 20,
  /** The dashboard's Recent Assessments card, and its view-all dialog's pages ('Show more' adds one). */
  recentAssessments: 4,
  recentAssessmentsDialog: 10,
} as const;

export const TIMINGS = {
  autoSignOutHours: 24,
  autoSignOutCheckMs: 30_000,
  activityRecordMs: 5_000,
  uploadResumeMs: 30_000,
  toastMs: 3_000,
  toastWithButtonMs: 4_500,
  toastErrorMs: 10_000,
  loadingScreenDelayMs: 200,
  slowLoadMs: 4_000,
  reportLinkMinutes: 10,
} as const;

export const DIALOG_WIDTHS = { default: 528, user: 720, mfa: 540, reauth: 628 } as const;

export const DEFAULT_TIME_ZONE = 'America/New_York';
