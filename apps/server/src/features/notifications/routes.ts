import {
  ZNotificationMessage,
  ZNotificationParams,
  ZPushKey,
  ZPushSubscriptionRequest,
  ZPushUnsubscribeRequest,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { forgetDevice, forgetSessionDevices, notificationFor, subscribeDevice } from './service.js';
import { registerUnsubscribe } from './unsubscribe-routes.js';

const tags = ['notifications'];

/** Devices that take web push, the app's view of a notification, and the one-click unsubscribe. */
export const notificationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerUnsubscribe(app, deps);

    // Signing out (or any end of a session) removes the devices that session subscribed.
    const stop = deps.events.subscribe((event) => {
      if (event.type !== 'sessions') return;
      forgetSessionDevices(deps, event.sessionIds).catch((error: unknown) =>
        deps.log.error({ err: error }, 'removing the push subscriptions of ended sessions failed'),
      );
    });
    app.addHook('onClose', async () => stop());

    app.get(
      '/api/notifications/push-key',
      { config: { access: 'signedIn' }, schema: { tags, response: { 200: ZPushKey } } },
      async () => ({ publicKey: deps.push.publicKey }),
    );

    app.put(
      '/api/notifications/devices',
      { config: { access: 'signedIn' }, schema: { tags, body: ZPushSubscriptionRequest } },
      async (request, reply) => {
        const actor = actorOf(request);
        await inTransaction(deps, 'online', (write) => subscribeDevice(write, actor, request.body));
        return reply.status(204).send();
      },
    );

    app.delete(
      '/api/notifications/devices',
      { config: { access: 'signedIn' }, schema: { tags, body: ZPushUnsubscribeRequest } },
      async (request, reply) => {
        const actor = actorOf(request);
        await inTransaction(deps, 'online', (write) => forgetDevice(write, actor, request.body.endpoint));
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/notifications/:id',
      {
        config: { access: 'signedIn' },
        schema: { tags, params: ZNotificationParams, response: { 200: ZNotificationMessage } },
      },
      async (request) => notificationFor(deps, actorOf(request), request.params.id),
    );
  };
