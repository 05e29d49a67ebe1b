import { AUTH_NOTIFICATIONS } from '../../auth/mails.js';
import { defineFeature } from '../../core/feature.js';
import { userRoutes } from './routes.js';
import { welcome } from './welcome.js';

/**
 * Users: the signed-in person's profile, the people lists, and user administration; the account's
 * mails (welcome, and better-auth's reset, sign-in link and verification) go out as its notifications.
 */
export const usersFeature = defineFeature({
  name: 'users',
  plugin: userRoutes,
  notifications: [welcome, ...AUTH_NOTIFICATIONS],
});
