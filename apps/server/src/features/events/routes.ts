import { canSeeEntry, canViewAssessment, canViewWalk, changeEventData } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { type Actor, actorOf } from '../../http/access.js';
import type { BusEvent, ChangeEvent } from '../../platform/events.js';

const HEARTBEAT_MS = 25_000;

/** Walk changes reach those who may view the walk; entry changes those who may see the entry. */
function mayHear(actor: Actor, event: ChangeEvent): boolean {
  const viewer = { userId: actor.user.id, permissions: actor.permissions };
  if (event.type === 'walk') return canViewWalk(viewer, event);
  if (event.type === 'assessment') return canViewAssessment(viewer, { ...event, isDeleted: false });
  if (event.walkParticipantUserIds?.includes(actor.user.id)) return true;
  return canSeeEntry(actor.permissions, actor.user.id, event);
}

/** GET /api/events: a server-sent event stream of changes the signed-in user may see. */
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
          if (event.type === 'user' || !mayHear(actor, event)) return;
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
