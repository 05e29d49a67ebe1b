import { randomBytes } from 'node:crypto';
import { newId, PRODUCT_NAME } from '@schooldog/domain';
import { verifications } from '../../auth/tables.js';
import type { WriteDeps } from '../../core/write.js';
import { defineNotification } from '../../platform/notify/kinds.js';
import { notify } from '../notifications/public.js';
import type { UserRow } from './tables.js';

/** How long a new user's set-password link works: long enough for someone who reads mail weekly. */
export const WELCOME_LINK_DAYS = 7;

/** A new account's mail, with the link that sets its password (a required kind, email only). */
export const welcome = defineNotification<{ path: string }>({
  kind: 'users.welcome',
  channels: ['email'],
  message: {
    en: ({ path }, { recipient }) => ({
      subject: `Welcome to ${PRODUCT_NAME}: set your password`,
      paragraphs: [
        `Hello ${recipient.firstName},`,
        `An account has been created for you in ${PRODUCT_NAME}.`,
        `Choose your password to sign in. The link works once, for ${WELCOME_LINK_DAYS} days; after that, use "Forgot password" on the sign-in page.`,
      ],
      action: { label: 'Set your password', path },
    }),
    es: ({ path }, { recipient }) => ({
      subject: `Bienvenido a ${PRODUCT_NAME}: elija su contraseña`,
      paragraphs: [
        `Hola, ${recipient.firstName}:`,
        `Se creó una cuenta para usted en ${PRODUCT_NAME}.`,
        `Elija su contraseña para iniciar sesión. El enlace funciona una vez, durante ${WELCOME_LINK_DAYS} días; después, use "¿Olvidó su contraseña?" en la página de inicio de sesión.`,
      ],
      action: { label: 'Elegir su contraseña', path },
    }),
  },
});

/**
 * The new user's mail with a link to set their password (issue 13 point 3). The link is
 * better-auth's own reset token (identifier `reset-password:<token>`, value the user id), written in
 * the create's transaction, so /auth/set-password and POST /api/auth/reset-password take it as they
 * take a reset link; it works once. The mail is a notification sent in the same write.
 */
export async function sendWelcome(write: WriteDeps, user: Pick<UserRow, 'id'>) {
  const token = randomBytes(18).toString('base64url');
  await write.db.insert(verifications).values({
    id: newId(),
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(write.clock().getTime() + WELCOME_LINK_DAYS * 86_400_000),
  });
  await notify(write, welcome, {
    to: [user.id],
    data: { path: `/auth/set-password?token=${encodeURIComponent(token)}` },
  });
}
