import { PRODUCT_NAME } from '@schooldog/domain';
import { defineNotification } from '../../platform/notify/kinds.js';

/*
 * What MFA tells its user (required kinds, email only): a change they made, with the link that undoes
 * it, and an administrator's reset.
 */

const HELP = {
  en: 'If you did not do this, someone may know your password: reset it after undoing the change.',
  es: 'Si no fue usted, alguien puede conocer su contraseña: restablézcala después de deshacer el cambio.',
};

export const mfaChanged = defineNotification<{ change: 'enabled' | 'disabled'; path: string; days: number }>({
  kind: 'mfa.changed',
  channels: ['email'],
  message: {
    en: ({ change, path, days }) => {
      const what = change === 'enabled' ? 'turned on' : 'turned off';
      return {
        subject: `Multi-Factor Authentication was ${what}`,
        paragraphs: [
          `Multi-Factor Authentication was ${what} for your ${PRODUCT_NAME} account.`,
          `If this was not you, undo the change with the link below (it works once, for ${days} days). ${HELP.en}`,
        ],
        action: {
          label:
            change === 'enabled'
              ? 'Turn Multi-Factor Authentication off'
              : 'Turn Multi-Factor Authentication back on',
          path,
        },
      };
    },
    es: ({ change, path, days }) => {
      const what = change === 'enabled' ? 'activó' : 'desactivó';
      return {
        subject: `Se ${what} la autenticación multifactor`,
        paragraphs: [
          `Se ${what} la autenticación multifactor de su cuenta de ${PRODUCT_NAME}.`,
          `Si no fue usted, deshaga el cambio con el enlace de abajo (funciona una vez, durante ${days} días). ${HELP.es}`,
        ],
        action: {
          label:
            change === 'enabled'
              ? 'Desactivar la autenticación multifactor'
              : 'Volver a activar la autenticación multifactor',
          path,
        },
      };
    },
  },
});

export const mfaReset = defineNotification<Record<string, never>>({
  kind: 'mfa.reset',
  channels: ['email'],
  message: {
    en: () => ({
      subject: 'Multi-Factor Authentication was reset',
      paragraphs: [
        `An administrator turned off Multi-Factor Authentication for your ${PRODUCT_NAME} account.`,
        'You can turn it on again from your profile. If you did not ask for this, contact your administrator.',
      ],
    }),
    es: () => ({
      subject: 'Se restableció la autenticación multifactor',
      paragraphs: [
        `Un administrador desactivó la autenticación multifactor de su cuenta de ${PRODUCT_NAME}.`,
        'Puede volver a activarla desde su perfil. Si usted no lo pidió, comuníquese con su administrador.',
      ],
    }),
  },
});
