import { changeEventData } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { actorOf } from '../../http/access.js';
import type { BusEvent } from '../../platform/events.js';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: a server-sent event stream of changes the signed-in user may see; who may hear of
 * each record type is its feature's (the manifest's `live`).
 */
export const eventRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Shutting down ends the open streams; otherwise app.close() waits for every connected browser,
    // and an EventSource never hangs up by itself.
    const open = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of open) end();
    });

    app.get(
      '/api/events',
      { config: { access: 'signedIn' }, schema: { tags: ['events'], hide: true } },
      async (request, reply) => {
        const actor = actorOf(request);
        reply.hijack();
        const response = reply.raw;
        response.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        response.write('retry: 3000\n\n');
        const send = (event: BusEvent) => {
          // A session ended elsewhere (signed out, password changed or reset) closes its stream.
          if (event.type === 'sessions') {
            if (
              event.userId === actor.user.id &&
              actor.sessionId !== null &&
              event.sessionIds.includes(actor.sessionId)
            )
              end();
            return;
          }
          if (event.type === 'user' || !deps.features.mayHear(actor, event)) return;
          response.write(`event: change\ndata: ${JSON.stringify(changeEventData(event))}\n\n`);
        };
        const unsubscribe = deps.events.subscribe(send);
        const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
        const close = () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(end);
        };
        const end = () => {
          close();
          response.end();
        };
        open.add(end);
        request.raw.on('close', close);
        response.on('error', close);
      },
    );
  };
