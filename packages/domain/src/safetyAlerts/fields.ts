import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { ZId } from '../ids.js';
import { safetyAlertFieldErrors, type SafetyAlertFields } from './rules.js';
import { SAFETY_ALERT_MESSAGES } from './messages.js';

/**
 * The log entry dialog's alert fields (spec 000 §3 "Observation": shouldSendSafetyAlert,
 * safetyAlertUserIds, safetyAlertMessage), part of the create request. The rule between them (the
 * recipients required when on, at most 5) is `refineSafetyAlertFields`, applied to the whole request.
 */
export const ZSafetyAlertFields = z.object({
  shouldSendSafetyAlert: z.boolean().default(false),
  // Bounded for the input's sake; the rule's own maximum (5) applies when the alert is on.
  safetyAlertUserIds: z.array(ZId).max(LIMITS.pageSizeMax).default([]),
  safetyAlertMessage: z
    .string()
    .trim()
    .max(LIMITS.alertMessageMax, { message: SAFETY_ALERT_MESSAGES.alertMessageMax })
    .default(''),
});

/** Adds the alert rule's field errors (safetyAlertFieldErrors) as zod issues at their fields. */
export function refineSafetyAlertFields(value: SafetyAlertFields, context: z.RefinementCtx) {
  for (const [path, message] of Object.entries(safetyAlertFieldErrors(value)))
    context.addIssue({ code: 'custom', path: [path], message });
}
