import { ZSchoolInfo, ZSchoolLocations, ZSchoolParams } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { actorOf } from '../../http/access.js';
import { schoolLocations } from '../entries/public.js';
import { schoolInfo } from './service.js';

// The any-school check; the service checks the school asked for.
const SEE = { permission: 'log entries|view entries' } as const;

export const schoolRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** A school's contact information and links: the walk's resources dialog. */
    app.get(
      '/api/schools/:schoolId',
      {
        config: { access: SEE },
        schema: { tags: ['schools'], params: ZSchoolParams, response: { 200: ZSchoolInfo } },
      },
      async (request) => schoolInfo(deps.db, actorOf(request), request.params.schoolId),
    );

    /** The school's location profile: names used in entries, with counts and last use, sorted by name. */
    app.get(
      '/api/schools/:schoolId/locations',
      {
        config: { access: SEE },
        schema: { tags: ['schools'], params: ZSchoolParams, response: { 200: ZSchoolLocations } },
      },
      async (request) => ({
        locations: await schoolLocations(deps.db, actorOf(request), request.params.schoolId),
      }),
    );
  };
