import { LIMITS, MESSAGES, ZCreateAssessmentRequest } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import '../../../i18n/assessmentEdit.texts';

/** The Begin Assessment dialog's fields. */
export interface BeginValues {
  schoolId: string;
  rubricId: string;
  location: string;
  notes: string;
}

export type BeginErrors = Partial<Record<keyof BeginValues, string>>;

export const EMPTY_BEGIN: BeginValues = { schoolId: '', rubricId: '', location: '', notes: '' };

const FIELDS = new Set<string>(['schoolId', 'rubricId', 'location', 'notes']);
const isField = (name: unknown): name is keyof BeginValues => typeof name === 'string' && FIELDS.has(name);

/**
 * The field messages of the domain's create request (spec 000 §5 "Assessment begin needs a school
 * and a template"; note fields at most 200 characters), in the user's language.
 */
export function beginErrors(values: BeginValues, t: TFunction): BeginErrors {
  const result = ZCreateAssessmentRequest.safeParse(values);
  if (result.success) return {};
  const errors: BeginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field]) continue;
    errors[field] =
      issue.message === MESSAGES.fieldRequired
        ? t('messages.fieldRequired')
        : t('assessmentEdit.begin.tooLong', { max: LIMITS.notesMax });
  }
  return errors;
}
