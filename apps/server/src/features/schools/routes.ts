import { can, ZSchoolInfo } from '@schooldog/domain';
import { and, asc, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import { actorOf } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { observations } from '../entries/tables.js';
import { schools } from './tables.js';

const ZLocations = z.object({
  locations: z.array(z.object({ name: z.string(), count: z.number(), lastUsed: z.string() })),
});

export const schoolRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** A school's contact information and links: the walk's resources dialog. */
    app.get(
      '/api/schools/:schoolId',
      {
        config: { access: { permission: 'log entries|view entries' } },
        schema: {
          tags: ['schools'],
          params: z.object({ schoolId: z.string().min(1).max(40) }),
          response: { 200: ZSchoolInfo },
        },
      },
      async (request) => {
        const { schoolId } = request.params;
        if (!can(actorOf(request).permissions, 'log entries|view entries', schoolId)) throw Forbidden();
        const [school] = await deps.db.select().from(schools).where(eq(schools.id, schoolId));
        if (!school) throw NotFound();
        return {
          id: school.id,
          name: school.name,
          address: school.address,
          principalName: school.principalName,
          principalEmail: school.principalEmail,
          principalOfficePhone: school.principalOfficePhone,
          schoolOfficeNumber: school.schoolOfficeNumber,
          phone: school.phone,
          officePhone: school.officePhone,
          contactPhone: school.contactPhone,
          fax: school.fax,
          email: school.email,
          website: school.website,
          links: school.links,
        };
      },
    );

    /** The school's location profile: names used in entries, with counts and last use, sorted by name. */
    app.get(
      '/api/schools/:schoolId/locations',
      {
        config: { access: { permission: 'log entries|view entries' } },
        schema: {
          tags: ['schools'],
          params: z.object({ schoolId: z.string().min(1).max(40) }),
          response: { 200: ZLocations },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { schoolId } = request.params;
        if (!can(actor.permissions, 'log entries|view entries', schoolId)) throw Forbidden();
        const rows = await deps.db
          .select({
            key: observations.searchableLocation,
            // The most recent spelling names the location.
            name: sql<string>`(array_agg(${observations.location} order by ${observations.timestamp} desc))[1]`,
            count: count(),
            lastUsed: max(observations.timestamp),
          })
          .from(observations)
          .where(
            and(
              eq(observations.schoolId, schoolId),
              eq(observations.isDeleted, false),
              ne(observations.searchableLocation, ''),
            ),
          )
          .groupBy(observations.searchableLocation)
          .orderBy(asc(observations.searchableLocation), desc(max(observations.timestamp)));
        return {
          locations: rows.map((row) => ({
            name: row.name,
            count: row.count,
            lastUsed: (row.lastUsed ?? new Date(0)).toISOString(),
          })),
        };
      },
    );
  };
