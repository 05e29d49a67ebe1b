import { defineFeature } from '../../core/feature.js';
import { mfaChanged, mfaReset } from './mails.js';
import { mfaRoutes } from './routes.js';

/** Multi-factor authentication: second factors, revert links, the administrator's reset. */
export const mfaFeature = defineFeature({
  name: 'mfa',
  plugin: mfaRoutes,
  notifications: [mfaChanged, mfaReset],
});
