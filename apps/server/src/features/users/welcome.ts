import { randomBytes } from 'node:crypto';
import { newId, PRODUCT_NAME } from '@schooldog/domain';
import { verifications } from '../../auth/tables.js';
import type { WriteDeps } from '../../core/write.js';
import type { MailMessage } from '../../platform/mail.js';
import type { UserRow } from './tables.js';

/** How long a new user's set-password link works: long enough for someone who reads mail weekly. */
export const WELCOME_LINK_DAYS = 7;

/**
 * The new user's mail with a link to set their password (issue 13 point 3). The link is
 * better-auth's own reset token (identifier `reset-password:<token>`, value the user id), written in
 * the create's transaction, so /auth/set-password and POST /api/auth/reset-password take it as they
 * take a reset link; it works once. The mail leaves after commit (held by inTransaction).
 */
export async function sendWelcome(write: WriteDeps, user: Pick<UserRow, 'id' | 'email' | 'firstName'>) {
  const token = randomBytes(18).toString('base64url');
  await write.db.insert(verifications).values({
    id: newId(),
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(write.clock().getTime() + WELCOME_LINK_DAYS * 86_400_000),
  });
  const url = `${write.config.publicUrl}/auth/set-password?token=${encodeURIComponent(token)}`;
  await write.mailer.send(welcomeMail(user.email, user.firstName, url));
}

export function welcomeMail(to: string, firstName: string, url: string): MailMessage {
  const lines = [
    `Hello ${firstName},`,
    `An account has been created for you in ${PRODUCT_NAME}.`,
    `Choose your password to sign in. The link works once, for ${WELCOME_LINK_DAYS} days; after that, use "Forgot password" on the sign-in page.`,
  ];
  const escape = (text: string) =>
    text.replace(
      /[&<>"]/g,
      (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
    );
  return {
    to,
    subject: `Welcome to ${PRODUCT_NAME}: set your password`,
    text: `${lines.join('\n')}\n\nSet your password: ${url}\n\n— ${PRODUCT_NAME}`,
    html: `<p>${lines.map(escape).join('</p><p>')}</p><p><a href="${escape(url)}">Set your password</a></p>`,
  };
}
