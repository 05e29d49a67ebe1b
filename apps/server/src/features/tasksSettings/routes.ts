import {
  TASKS_SETTINGS_READ_ACCESS,
  ZPeopleWithRoles,
  ZTasksSettings,
  ZTasksSettingsRequest,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { boardUserChoices, saveTasksSettings } from './service.js';

const tags = ['workOrders'];
const MANAGE = { permission: 'manage tasks settings' } as const;

/** Work Order Settings (spec 001 §2 /tasksSettings): the tasks settings record and a board's choices. */
export const tasksSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/tasks-settings',
      {
        config: { access: { permission: TASKS_SETTINGS_READ_ACCESS } },
        schema: { tags, response: { 200: ZTasksSettings } },
      },
      async () => deps.settings.get('tasks'),
    );

    app.put(
      '/api/tasks-settings',
      {
        config: { access: MANAGE },
        schema: { tags, body: ZTasksSettingsRequest, response: { 200: ZTasksSettings } },
      },
      async (request) => {
        const userId = actorOf(request).user.id;
        return inTransaction(deps, 'online', (write) => saveTasksSettings(write, userId, request.body));
      },
    );

    app.get(
      '/api/tasks-settings/board-users',
      { config: { access: MANAGE }, schema: { tags, response: { 200: ZPeopleWithRoles } } },
      async () => ({ users: await boardUserChoices(deps) }),
    );
  };
