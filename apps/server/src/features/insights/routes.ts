import {
  INSIGHTS_ACCESS,
  insightTable,
  ZFavoriteInsightParams,
  ZFavoriteInsightRename,
  ZFavoriteInsightRequest,
  ZFavoriteInsights,
  ZInsightChoices,
  ZInsightQuery,
  ZInsightResult,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { sendDownload } from '../../http/download.js';
import { csvLine, safeCell } from '../../platform/documents/index.js';
import { addFavorite, listFavorites, removeFavorite, renameFavorite } from './favorites.js';
import { insightChoices, readInsights } from './read.js';

const tags = ['insights'];
// Any-school check; the service limits the schools read to those where the person holds it.
const VIEW = { permission: INSIGHTS_ACCESS } as const;
const favorites = { 200: ZFavoriteInsights };

/** Insights (spec 000 §2 "Insights", §6): the counts by month and school, and one's favourites. */
export const insightRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/insights',
      {
        config: { access: VIEW },
        schema: { tags, querystring: ZInsightQuery, response: { 200: ZInsightResult } },
      },
      async (request) => readInsights(deps.db, actorOf(request), request.query),
    );

    /** The data explorer's table as a file: a row per month, a column per school, then the total. */
    app.get(
      '/api/insights.csv',
      { config: { access: VIEW }, schema: { tags, querystring: ZInsightQuery } },
      async (request, reply) => {
        const table = insightTable(await readInsights(deps.db, actorOf(request), request.query));
        const text = [table.header.map(safeCell), ...table.rows].map(csvLine).join('');
        const day = new Date().toISOString().slice(0, 10);
        return sendDownload(reply, `SchoolDog Insights ${day}.csv`, Buffer.from(text));
      },
    );

    app.get(
      '/api/insights/choices',
      { config: { access: VIEW }, schema: { tags, response: { 200: ZInsightChoices } } },
      async (request) => insightChoices(deps.db, actorOf(request)),
    );

    app.get(
      '/api/me/favorite-insights',
      { config: { access: VIEW }, schema: { tags, response: favorites } },
      async (request) => ({ favorites: await listFavorites(deps.db, actorOf(request).user.id) }),
    );

    app.post(
      '/api/me/favorite-insights',
      { config: { access: VIEW }, schema: { tags, body: ZFavoriteInsightRequest, response: favorites } },
      async (request) => {
        const userId = actorOf(request).user.id;
        return {
          favorites: await inTransaction(deps, 'online', (write) =>
            addFavorite(write.db, userId, request.body),
          ),
        };
      },
    );

    app.patch(
      '/api/me/favorite-insights/:favoriteId',
      {
        config: { access: VIEW },
        schema: { tags, params: ZFavoriteInsightParams, body: ZFavoriteInsightRename, response: favorites },
      },
      async (request) => {
        const userId = actorOf(request).user.id;
        const { favoriteId } = request.params;
        return {
          favorites: await inTransaction(deps, 'online', (write) =>
            renameFavorite(write.db, userId, favoriteId, request.body.insightName),
          ),
        };
      },
    );

    app.delete(
      '/api/me/favorite-insights/:favoriteId',
      { config: { access: VIEW }, schema: { tags, params: ZFavoriteInsightParams, response: favorites } },
      async (request) => {
        const userId = actorOf(request).user.id;
        return {
          favorites: await inTransaction(deps, 'online', (write) =>
            removeFavorite(write.db, userId, request.params.favoriteId),
          ),
        };
      },
    );
  };
