import { LIMITS } from '../constants.js';

/**
 * The safety alerts' own refusals (spec 000 §5 gives the rule, not the words, except 'This field is
 * required' for missing recipients, which is MESSAGES.fieldRequired). Part of REFUSALS, so the web
 * translates them by key.
 */
export const SAFETY_ALERT_MESSAGES = {
  alertRecipientsMax: `Choose at most ${LIMITS.alertRecipientsMax} recipients.`,
  alertMessageMax: `The alert message can be at most ${LIMITS.alertMessageMax} characters.`,
  alertRecipientMustReceive: 'Each recipient must be able to receive safety alerts at this school.',
  alertRecipientSelf: 'You cannot send a safety alert to yourself.',
  alertMayNotSend: 'You may not send safety alerts at this school.',
  alertNotFound: 'Safety alert not found',
  alertNoAccess: 'You do not have access to this safety alert.',
  alertsMayNotListAll: 'Only those who manage safety alerts may see all alerts.',
  alertsMayNotListSchool: 'You may not see the safety alerts of this school.',
} as const;
