import {
  LEADERBOARD_PERMISSION,
  ZDashboardOrderRequest,
  ZMeResponse,
  ZSchoolLeaderboard,
  ZSchoolLeaderboardQuery,
  ZTopWalkers,
  ZTopWalkersQuery,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { districtTimeZone } from '../../core/settings.js';
import { inTransaction } from '../../core/write.js';
import { actorOf, forgetUser } from '../../http/access.js';
import { presentMe } from '../users/public.js';
import { saveDashboardOrder, schoolLeaderboard, topWalkersOf } from './service.js';

const tags = ['dashboard'];
/** canViewLeaderboards: view entry leaderboards at one school at least (spec 000 §2, §6). */
const LEADERBOARDS = { permission: LEADERBOARD_PERMISSION } as const;

/** The dashboard's leaderboards and the user's card order (spec 000 §2 "Dashboard"). */
export const dashboardRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/leaderboards/schools',
      {
        config: { access: LEADERBOARDS },
        schema: { tags, querystring: ZSchoolLeaderboardQuery, response: { 200: ZSchoolLeaderboard } },
      },
      async (request) =>
        schoolLeaderboard(deps.db, deps.clock(), await districtTimeZone(deps.settings), request.query.cycle),
    );

    app.get(
      '/api/leaderboards/top-walkers',
      {
        config: { access: LEADERBOARDS },
        schema: { tags, querystring: ZTopWalkersQuery, response: { 200: ZTopWalkers } },
      },
      async (request) =>
        topWalkersOf(deps.db, deps.clock(), await districtTimeZone(deps.settings), request.query.schoolYear),
    );

    app.put(
      '/api/me/dashboard-order',
      {
        config: { access: 'signedIn' },
        schema: { tags, body: ZDashboardOrderRequest, response: { 200: ZMeResponse } },
      },
      async (request) => {
        const actor = actorOf(request);
        return inTransaction(deps, 'online', async (write) => {
          const user = await saveDashboardOrder(write.db, actor.user, request.body);
          write.afterCommit(() => forgetUser(user.id));
          // The user's other devices refresh their account, and with it the dashboard's order.
          write.events.publish({ type: 'user', id: user.id });
          return presentMe({ ...actor, user }, write);
        });
      },
    );
  };
