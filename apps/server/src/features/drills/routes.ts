import {
  ZDrill,
  ZDrillParams,
  ZDrillRequest,
  ZDrillsPage,
  ZDrillsQuery,
  ZRecordDrillRequest,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { sendDownload } from '../../http/download.js';
import { drillsCsv } from './csv.js';
import { drillsForExport, getDrill, listDrills } from './query.js';
import { deleteDrill, recordDrill, updateDrill } from './service.js';

const tags = ['drills'];
const params = ZDrillParams;
/** "Pages need record drills" at any school; the service checks the drill's school. */
const RECORD = { permission: 'record drills' } as const;

/** Drills (spec 000 §2 "Drills"; packages/domain drills). */
export const drillRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/drills',
      {
        config: { access: RECORD },
        schema: { tags, querystring: ZDrillsQuery, response: { 200: ZDrillsPage } },
      },
      async (request) => listDrills(deps.db, actorOf(request), request.query),
    );

    app.get(
      '/api/drills.csv',
      { config: { access: RECORD }, schema: { tags, querystring: ZDrillsQuery } },
      async (request, reply) => {
        const list = await drillsForExport(deps.db, actorOf(request), request.query);
        return sendDownload(reply, 'Drills.csv', drillsCsv(list));
      },
    );

    app.get(
      '/api/drills/:drillId',
      { config: { access: RECORD }, schema: { tags, params, response: { 200: ZDrill } } },
      async (request) => getDrill(deps.db, actorOf(request), request.params.drillId),
    );

    app.post(
      '/api/drills',
      { config: { access: RECORD }, schema: { tags, body: ZRecordDrillRequest, response: { 201: ZDrill } } },
      async (request, reply) => {
        const actor = actorOf(request);
        const made = await inTransaction(deps, 'online', (write) => recordDrill(write, actor, request.body));
        return reply.status(201).send(made);
      },
    );

    app.put(
      '/api/drills/:drillId',
      {
        config: { access: RECORD },
        schema: { tags, params, body: ZDrillRequest, response: { 200: ZDrill } },
      },
      async (request) => {
        const actor = actorOf(request);
        return inTransaction(deps, 'online', (write) =>
          updateDrill(write, actor, request.params.drillId, request.body),
        );
      },
    );

    app.delete(
      '/api/drills/:drillId',
      { config: { access: RECORD }, schema: { tags, params } },
      async (request, reply) => {
        const actor = actorOf(request);
        await inTransaction(deps, 'online', (write) => deleteDrill(write, actor, request.params.drillId));
        return reply.status(204).send();
      },
    );
  };
