import { PRODUCT_NAME } from '@schooldog/domain';
import { defineNotification } from '../platform/notify/kinds.js';

/*
 * The account's own mails (better-auth's callbacks send them through notifications, auth.ts): each a
 * required kind, email only, in the recipient's language. `path` is the app's page with the link's
 * single-use token.
 */

interface LinkMail {
  path: string;
  minutes: number;
}

const IGNORE = {
  en: 'If you did not ask for this, you can ignore this email.',
  es: 'Si usted no lo pidió, puede ignorar este correo.',
};

export const passwordReset = defineNotification<LinkMail>({
  kind: 'auth.passwordReset',
  channels: ['email'],
  message: {
    en: ({ path, minutes }) => ({
      subject: `Reset your ${PRODUCT_NAME} password`,
      paragraphs: [
        `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
        `The link works once, for ${minutes} minutes.`,
        IGNORE.en,
      ],
      action: { label: 'Set a new password', path },
    }),
    es: ({ path, minutes }) => ({
      subject: `Restablezca su contraseña de ${PRODUCT_NAME}`,
      paragraphs: [
        `Alguien pidió restablecer la contraseña de su cuenta de ${PRODUCT_NAME}.`,
        `El enlace funciona una vez, durante ${minutes} minutos.`,
        IGNORE.es,
      ],
      action: { label: 'Elegir una contraseña nueva', path },
    }),
  },
});

export const signInLink = defineNotification<LinkMail>({
  kind: 'auth.signInLink',
  channels: ['email'],
  message: {
    en: ({ path, minutes }) => ({
      subject: `Your ${PRODUCT_NAME} sign-in link`,
      paragraphs: [
        `Here is your link to sign in to ${PRODUCT_NAME}.`,
        `The link works once, for ${minutes} minutes.`,
        IGNORE.en,
      ],
      action: { label: 'Sign in', path },
    }),
    es: ({ path, minutes }) => ({
      subject: `Su enlace para iniciar sesión en ${PRODUCT_NAME}`,
      paragraphs: [
        `Este es su enlace para iniciar sesión en ${PRODUCT_NAME}.`,
        `El enlace funciona una vez, durante ${minutes} minutos.`,
        IGNORE.es,
      ],
      action: { label: 'Iniciar sesión', path },
    }),
  },
});

export const verifyEmail = defineNotification<{ path: string }>({
  kind: 'auth.verifyEmail',
  channels: ['email'],
  message: {
    en: ({ path }) => ({
      subject: `Verify your email for ${PRODUCT_NAME}`,
      paragraphs: [`Please confirm that this is your email address for ${PRODUCT_NAME}.`, IGNORE.en],
      action: { label: 'Verify my email', path },
    }),
    es: ({ path }) => ({
      subject: `Verifique su correo para ${PRODUCT_NAME}`,
      paragraphs: [`Confirme que esta es su dirección de correo para ${PRODUCT_NAME}.`, IGNORE.es],
      action: { label: 'Verificar mi correo', path },
    }),
  },
});

export const AUTH_NOTIFICATIONS = [passwordReset, signInLink, verifyEmail];
