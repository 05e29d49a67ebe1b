import {
  cleanTags,
  MESSAGES,
  NO_SAFETY_ALERT,
  OBSERVATION_TYPES,
  type ObservationType,
  observationChoiceError,
  safetyAlertFieldErrors,
  type TEntry,
  type TObservationSettings,
  type TUpdateEntryRequest,
  ZQuantity,
} from '@schooldog/domain';
import type { Control, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/** What the log / edit entry dialog holds while a person types (all text, as the inputs give it). */
export interface EntryFormValues {
  schoolId: string;
  observationCategoryId: string;
  observationItemId: string;
  /** What is typed in the item picker; text that is not a chosen option is refused. */
  itemText: string;
  observationType: ObservationType | '';
  quantity: string;
  location: string;
  /** The school's location profile and its option, when the location is one (LocationPicker). */
  locationDataProfileId: string | null;
  locationDataProfileOptionId: string | null;
  comment: string;
  manualTags: string[];
  /** The alert fields, offered on a new entry where the user may send safety alerts (SafetyAlertFields). */
  shouldSendSafetyAlert: boolean;
  safetyAlertUserIds: string[];
  safetyAlertMessage: string;
}

/** A valid form, ready for the API (imagePaths are added once the pictures are uploaded). */
export interface EntryDraft {
  schoolId: string;
  observationCategoryId: string;
  observationItemId: string;
  observationType: ObservationType;
  quantity: number;
  location: string;
  locationDataProfileId: string | null;
  locationDataProfileOptionId: string | null;
  comment: string;
  manualTags: string[];
}

/** A new entry's alert as the create request carries it (ZSafetyAlertFields), when it is on. */
export interface EntryAlertDraft {
  shouldSendSafetyAlert: true;
  safetyAlertUserIds: string[];
  safetyAlertMessage: string;
}

/** What the valid form gives: the entry, and its alert (null when off or not offered). */
export type EntryFormOutput = EntryDraft & { safetyAlert: EntryAlertDraft | null };

export type EntryFormApi = UseFormReturn<EntryFormValues, unknown, EntryFormOutput>;
export type EntryFormControl = Control<EntryFormValues, unknown, EntryFormOutput>;

/**
 * Quantity (spec 000 §5 "Log entry"): required, a whole number, greater than 0, at most 20, each
 * with the spec's message; a value on success.
 */
export function parseQuantity(text: string): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: MESSAGES.fieldRequired };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: MESSAGES.wholeNumber };
  const parsed = ZQuantity.safeParse(value);
  if (parsed.success) return { value: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? MESSAGES.wholeNumber };
}

const ZEntryFormValues = z.object({
  schoolId: z.string(),
  observationCategoryId: z.string(),
  observationItemId: z.string(),
  itemText: z.string(),
  observationType: z.enum(OBSERVATION_TYPES).or(z.literal('')),
  quantity: z.string(),
  location: z.string(),
  locationDataProfileId: z.string().nullable(),
  locationDataProfileOptionId: z.string().nullable(),
  comment: z.string(),
  manualTags: z.array(z.string()),
  shouldSendSafetyAlert: z.boolean(),
  safetyAlertUserIds: z.array(z.string()),
  safetyAlertMessage: z.string(),
});

interface EntryFormOptions {
  requiresSchool: boolean;
  /** Whether the alert fields are offered at the school (canSendSafetyAlert, on new entries); never when left out. */
  offersSafetyAlert?: ((schoolId: string) => boolean) | null;
}

/**
 * The dialog's validation, with the spec's English messages (shown translated): school when the
 * dialog asks for one, category, item (a chosen option), opinion and quantity, and the alert's
 * recipients and message when it is on (safetyAlertFieldErrors, spec 000 §5).
 */
export function entryFormSchema(settings: TObservationSettings, options: EntryFormOptions) {
  const isAlertOn = (form: EntryFormValues) =>
    form.shouldSendSafetyAlert &&
    form.schoolId !== '' &&
    (options.offersSafetyAlert?.(form.schoolId) ?? false);
  const alertOf = (form: EntryFormValues): EntryAlertDraft | null =>
    isAlertOn(form)
      ? {
          shouldSendSafetyAlert: true,
          safetyAlertUserIds: [...new Set(form.safetyAlertUserIds)],
          safetyAlertMessage: form.safetyAlertMessage.trim(),
        }
      : null;
  return ZEntryFormValues.superRefine((form, context) => {
    const fail = (path: keyof EntryFormValues, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (options.requiresSchool && form.schoolId === '') fail('schoolId', MESSAGES.fieldRequired);
    if (form.observationCategoryId === '') fail('observationCategoryId', MESSAGES.fieldRequired);
    if (form.observationItemId === '') {
      fail('observationItemId', form.itemText.trim() ? MESSAGES.chooseFromOptions : MESSAGES.fieldRequired);
    } else if (form.observationCategoryId !== '') {
      const choiceError = observationChoiceError(
        settings,
        form.observationCategoryId,
        form.observationItemId,
      );
      if (choiceError) fail(choiceError.field, choiceError.message);
    }
    if (form.observationType === '') fail('observationType', MESSAGES.fieldRequired);
    const quantity = parseQuantity(form.quantity);
    if ('error' in quantity) fail('quantity', quantity.error);
    const alert = alertOf(form);
    if (alert)
      for (const [path, message] of Object.entries(safetyAlertFieldErrors(alert)))
        fail(path as keyof EntryFormValues, message);
  }).transform((form): EntryFormOutput => ({
    schoolId: form.schoolId,
    observationCategoryId: form.observationCategoryId,
    observationItemId: form.observationItemId,
    observationType: form.observationType || 'other',
    quantity: Number(form.quantity.trim()),
    location: form.location.trim(),
    // A cleared location points at no option.
    ...(form.location.trim() === ''
      ? { locationDataProfileId: null, locationDataProfileOptionId: null }
      : {
          locationDataProfileId: form.locationDataProfileId,
          locationDataProfileOptionId: form.locationDataProfileOptionId,
        }),
    comment: form.comment,
    manualTags: cleanTags(form.manualTags),
    safetyAlert: alertOf(form),
  }));
}

/**
 * Adds typed tags to the manual ones: trimmed, de-duplicated (ignoring case, also against the
 * category and item tags), blanks ignored (spec 000 §5 "Tags").
 */
export function addManualTags(
  autoTags: readonly string[],
  manualTags: readonly string[],
  typed: string,
): string[] {
  const known = new Set(autoTags.map((tag) => tag.trim().toLowerCase()));
  const additions = cleanTags(typed.split(',')).filter((tag) => !known.has(tag.toLowerCase()));
  return cleanTags([...manualTags, ...additions]);
}

/** The item's own label (without its category), for the picker's text once an option is chosen. */
export function itemLabel(settings: TObservationSettings, itemId: string): string {
  return settings.items.find((item) => item.id === itemId)?.label ?? '';
}

/** A location a new entry starts at: a profile's option (a room label's QR code). */
export interface PresetLocation {
  location: string;
  locationDataProfileId: string;
  locationDataProfileOptionId: string;
}

/**
 * A new entry starts with quantity 1 (and the preset category and location, if any); an edited one
 * with its own values.
 */
export function entryFormValues(
  settings: TObservationSettings,
  entry: TEntry | null,
  schoolId: string,
  categoryId: string | null = null,
  location: PresetLocation | null = null,
): EntryFormValues {
  if (!entry) {
    const hasCategory =
      categoryId !== null && settings.categories.some((category) => category.id === categoryId);
    return {
      schoolId,
      observationCategoryId: hasCategory ? categoryId : '',
      observationItemId: '',
      itemText: '',
      observationType: '',
      quantity: '1',
      location: location?.location ?? '',
      locationDataProfileId: location?.locationDataProfileId ?? null,
      locationDataProfileOptionId: location?.locationDataProfileOptionId ?? null,
      comment: '',
      manualTags: [],
      // The alert starts off.
      ...NO_SAFETY_ALERT,
    };
  }
  return {
    schoolId: entry.schoolId,
    observationCategoryId: entry.observationCategoryId,
    observationItemId: entry.observationItemId,
    itemText: itemLabel(settings, entry.observationItemId),
    observationType: entry.observationType,
    quantity: String(entry.quantity),
    location: entry.location,
    locationDataProfileId: entry.locationDataProfileId,
    locationDataProfileOptionId: entry.locationDataProfileOptionId,
    comment: entry.comment,
    manualTags: [...entry.manualTags],
    // Never offered on an edited entry (the edit request has no alert).
    ...NO_SAFETY_ALERT,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * "Editing writes an update with only the changed fields" (spec 000 §4 "Entry"); an empty
 * result means no change, and nothing is sent.
 */
export function changedFields(
  entry: TEntry,
  next: EntryDraft & { imagePaths: string[] },
): TUpdateEntryRequest {
  const changes: TUpdateEntryRequest = {};
  if (next.schoolId !== entry.schoolId) changes.schoolId = next.schoolId;
  if (next.observationCategoryId !== entry.observationCategoryId)
    changes.observationCategoryId = next.observationCategoryId;
  if (next.observationItemId !== entry.observationItemId) changes.observationItemId = next.observationItemId;
  if (next.observationType !== entry.observationType) changes.observationType = next.observationType;
  if (next.quantity !== entry.quantity) changes.quantity = next.quantity;
  if (next.location !== entry.location) changes.location = next.location;
  if (next.locationDataProfileId !== entry.locationDataProfileId)
    changes.locationDataProfileId = next.locationDataProfileId;
  if (next.locationDataProfileOptionId !== entry.locationDataProfileOptionId)
    changes.locationDataProfileOptionId = next.locationDataProfileOptionId;
  if (next.comment !== entry.comment) changes.comment = next.comment;
  if (!sameList(next.manualTags, entry.manualTags)) changes.manualTags = next.manualTags;
  if (!sameList(next.imagePaths, entry.imagePaths)) changes.imagePaths = next.imagePaths;
  return changes;
}
