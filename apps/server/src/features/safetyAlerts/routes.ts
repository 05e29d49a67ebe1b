import {
  SAFETY_ALERTS_ACCESS,
  ZPeopleWithRoles,
  ZSafetyAlert,
  ZSafetyAlertParams,
  ZSafetyAlertRecipientsQuery,
  ZSafetyAlertsPage,
  ZSafetyAlertsQuery,
  ZSafetyAlertUnread,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { eligibleRecipients, getSafetyAlert, listSafetyAlerts, markRead, unreadCount } from './service.js';

// Route access is the any-school check ("send, manage or receive"); each alert's own rule
// (canSeeSafetyAlert) and each school's are checked in the service.
const SEE = { permission: SAFETY_ALERTS_ACCESS } as const;
const tags = ['safetyAlerts'];

/** The safety alerts' routes (spec 000 §2 /safetyAlerts, /safetyAlerts/{safetyAlertId}). */
export const safetyAlertRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/safety-alerts',
      {
        config: { access: SEE },
        schema: { tags, querystring: ZSafetyAlertsQuery, response: { 200: ZSafetyAlertsPage } },
      },
      async (request) => listSafetyAlerts(deps, actorOf(request), request.query),
    );

    app.get(
      '/api/safety-alerts/unread',
      { config: { access: 'signedIn' }, schema: { tags, response: { 200: ZSafetyAlertUnread } } },
      async (request) => unreadCount(deps.db, actorOf(request).user.id),
    );

    app.get(
      '/api/safety-alerts/recipients',
      {
        config: { access: { permission: 'send safety alerts' } },
        schema: { tags, querystring: ZSafetyAlertRecipientsQuery, response: { 200: ZPeopleWithRoles } },
      },
      async (request) => ({
        users: await eligibleRecipients(deps, actorOf(request), request.query.schoolId),
      }),
    );

    app.get(
      '/api/safety-alerts/:safetyAlertId',
      {
        config: { access: SEE },
        schema: { tags, params: ZSafetyAlertParams, response: { 200: ZSafetyAlert } },
      },
      async (request) => getSafetyAlert(deps, actorOf(request), request.params.safetyAlertId),
    );

    app.post(
      '/api/safety-alerts/:safetyAlertId/read',
      {
        config: { access: SEE },
        schema: { tags, params: ZSafetyAlertParams, response: { 200: ZSafetyAlertUnread } },
      },
      async (request) =>
        inTransaction(deps, 'online', (write) =>
          markRead(write, actorOf(request), request.params.safetyAlertId),
        ),
    );
  };
