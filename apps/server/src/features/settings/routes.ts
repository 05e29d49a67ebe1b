import { PRODUCT_NAME, ZAppSettings, ZAppSettingsPatch, ZPublicAppSettings } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { createSetupProbe } from '../setup/public.js';
import { ssoProviders } from '../../auth/sso.js';

export const settingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const isSetupNeeded = createSetupProbe(deps.db);
    app.get(
      '/api/app-settings/public',
      { config: { access: 'public' }, schema: { tags: ['settings'], response: { 200: ZPublicAppSettings } } },
      async () => {
        const [settings, needsSetup] = await Promise.all([deps.settings.get('app'), isSetupNeeded()]);
        return {
          maintenanceMode: settings.maintenanceMode,
          version: settings.version,
          productName: PRODUCT_NAME,
          supportEmail: deps.config.SUPPORT_EMAIL ?? null,
          supportPhone: deps.config.SUPPORT_PHONE ?? null,
          needsSetup,
          ssoProviders: ssoProviders(deps.config),
        };
      },
    );

    app.get(
      '/api/app-settings',
      { config: { access: 'staff' }, schema: { tags: ['settings'], response: { 200: ZAppSettings } } },
      async () => deps.settings.get('app'),
    );

    app.patch(
      '/api/app-settings',
      {
        config: { access: 'staff' },
        schema: {
          tags: ['settings'],
          body: ZAppSettingsPatch,
          response: { 200: ZAppSettings },
        },
      },
      async (request) =>
        inTransaction(deps, 'online', (write) =>
          write.settings.update('app', request.body, actorOf(request).user.id),
        ),
    );
  };
