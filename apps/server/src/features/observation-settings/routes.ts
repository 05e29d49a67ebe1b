import { anyPermissionOf, ZObservationSettings } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';

/** Observation settings load for users who log entries, view insights, propose or manage tasks (spec 000 §6). */
export const observationSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/observation-settings',
      {
        config: {
          access: {
            permission: anyPermissionOf('log entries', 'view data insights', 'propose tasks', 'manage tasks'),
          },
        },
        schema: { tags: ['settings'], response: { 200: ZObservationSettings } },
      },
      async () => deps.settings.get('observation'),
    );
  };
