import { PRODUCT_NAME } from '@schooldog/domain';
import type { MailMessage } from '../../platform/mail.js';

const help = 'If you did not do this, someone may know your password: reset it after undoing the change.';

/** Sent when MFA is turned on or off by the user: the link undoes the change (/auth/revert-mfa). */
export function mfaChangedMail(
  to: string,
  change: 'enabled' | 'disabled',
  url: string,
  days: number,
): MailMessage {
  const what = change === 'enabled' ? 'turned on' : 'turned off';
  const lines = [
    `Multi-Factor Authentication was ${what} for your ${PRODUCT_NAME} account.`,
    `If this was not you, undo the change with the link below (it works once, for ${days} days). ${help}`,
  ];
  const action =
    change === 'enabled'
      ? 'Turn Multi-Factor Authentication off'
      : 'Turn Multi-Factor Authentication back on';
  return {
    to,
    subject: `Multi-Factor Authentication was ${what}`,
    text: `${lines.join('\n')}\n\n${action}: ${url}\n\n— ${PRODUCT_NAME}`,
    html: `<p>${lines.join('</p><p>')}</p><p><a href="${url}">${action}</a></p>`,
  };
}

/** Sent when an administrator resets a user's MFA. */
export function mfaResetMail(to: string): MailMessage {
  const lines = [
    `An administrator turned off Multi-Factor Authentication for your ${PRODUCT_NAME} account.`,
    'You can turn it on again from your profile. If you did not ask for this, contact your administrator.',
  ];
  return {
    to,
    subject: 'Multi-Factor Authentication was reset',
    text: `${lines.join('\n')}\n\n— ${PRODUCT_NAME}`,
    html: `<p>${lines.join('</p><p>')}</p>`,
  };
}
