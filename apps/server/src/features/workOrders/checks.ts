import {
  type GovernedField,
  isTaskPictureOf,
  SETTINGS_FIELD_OF,
  type TTasksSettings,
  WORK_ORDER_MESSAGES as M,
  type WorkOrderFieldValues,
  workOrderFieldErrors,
} from '@schooldog/domain';
import { Invalid } from '../../http/errors.js';

/*
 * The settings' field rules (packages/domain/src/workOrders/fields.ts) as a create and an edit
 * apply them: hidden fields cannot be set, required ones must be filled, dates not before today.
 */

const isBlank = (value: unknown) =>
  value === null ||
  (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0);

/**
 * Refuses a value given to a field the settings hide (the dialog does not show it). `setting` names
 * the fields the request sets; the board is left to the caller (the default board applies to all).
 */
export function assertNotHidden(
  settings: Pick<TTasksSettings, 'hiddenFields'>,
  values: Partial<WorkOrderFieldValues>,
  setting: ReadonlySet<string>,
): void {
  for (const [field, name] of Object.entries(SETTINGS_FIELD_OF) as [
    GovernedField,
    keyof WorkOrderFieldValues,
  ][]) {
    if (field === 'taskBoard' || !settings.hiddenFields[field] || !setting.has(name)) continue;
    if (!isBlank(values[name])) throw Invalid({ [name]: M.workOrderFieldHidden });
  }
}

/** Refuses values that break the field rules, with every field's message at once. */
export function assertFieldRules(
  values: WorkOrderFieldValues,
  settings: TTasksSettings,
  today: string,
  changed?: { dueDate: boolean; scheduledStartDate: boolean },
): void {
  const errors = workOrderFieldErrors(values, settings, today, changed);
  if (Object.keys(errors).length > 0) throw Invalid(errors);
}

/**
 * The answers kept: those to the settings' custom fields, not blank. An answer to a field the
 * settings no longer have is dropped (no one can see or fill it).
 */
export function customFieldAnswers(
  settings: Pick<TTasksSettings, 'customFields'>,
  answers: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    settings.customFields.flatMap((field) => {
      const answer = answers[field];
      return answer === undefined || answer.trim() === '' ? [] : [[field, answer]];
    }),
  );
}

/**
 * A work order shows pictures of the entry it was made from (served as that entry allows), those
 * it already has, and its own pictures uploaded by the person saving it under tasks/{userId}/
 * (spec 001 §7; only they may upload there); it names no others.
 */
export function assertWorkOrderPictures(
  paths: readonly string[],
  allowed: readonly string[],
  userId: string,
): void {
  if (paths.some((path) => !allowed.includes(path) && !isTaskPictureOf(path, userId)))
    throw Invalid({ imagePaths: 'A picture belongs to another entry.' });
}
