import { PRODUCT_NAME } from '@schooldog/domain';
import type { MailMessage } from '../platform/mail.js';

const footer = `\n\nIf you did not ask for this, you can ignore this email.\n\n— ${PRODUCT_NAME}`;

const htmlOf = (lines: string[], url: string, action: string) =>
  `<p>${lines.join('</p><p>')}</p><p><a href="${url}">${action}</a></p><p style="color:#666">If you did not ask for this, you can ignore this email.</p>`;

export function passwordResetMail(to: string, url: string, minutes: number): MailMessage {
  const lines = [
    `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
    `The link works once, for ${minutes} minutes.`,
  ];
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${lines.join('\n')}\n\nSet a new password: ${url}${footer}`,
    html: htmlOf(lines, url, 'Set a new password'),
  };
}

export function signInLinkMail(to: string, url: string, minutes: number): MailMessage {
  const lines = [
    `Here is your link to sign in to ${PRODUCT_NAME}.`,
    `The link works once, for ${minutes} minutes.`,
  ];
  return {
    to,
    subject: `Your ${PRODUCT_NAME} sign-in link`,
    text: `${lines.join('\n')}\n\nSign in: ${url}${footer}`,
    html: htmlOf(lines, url, 'Sign in'),
  };
}

export function verifyEmailMail(to: string, url: string): MailMessage {
  const lines = [`Please confirm that this is your email address for ${PRODUCT_NAME}.`];
  return {
    to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    text: `${lines.join('\n')}\n\nVerify: ${url}${footer}`,
    html: htmlOf(lines, url, 'Verify my email'),
  };
}
