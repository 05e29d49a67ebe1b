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
  pdfEntriesMax: 250,
  imageWidth: 500,
  imageBytesMax: 1_048_576,
  imageLoadRetries: 3,
  permissionsEncodedMax: 984,
  mfaCodeLength: 6,
  welcomeSchoolNamesMax: 10,
} as const;

/** Passwords (ASVS 2.1.1, 2.1.2): at least 12 characters, up to 128, any characters, no composition rules. */
export const PASSWORD_LIMITS = { min: 12, max: 128 } as const;

export const PAGE_SIZES = { entries: 20, entriesExplorer: 32, walks: 20, drills: 50 } as const;

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
