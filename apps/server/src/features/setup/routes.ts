import { ZSetupRequest, ZSetupResponse } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLIENT_IP_HEADER } from '../../auth/routes.js';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { toFetchHeaders } from '../../http/headers.js';
import { setUpDistrict } from './service.js';

export const setupRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/setup',
      {
        // Open to anyone, but only while no user exists (the service refuses afterwards).
        config: { access: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: { tags: ['setup'], body: ZSetupRequest, response: { 200: ZSetupResponse } },
      },
      async (request, reply) => {
        const created = await inTransaction(deps, 'online', (write) => setUpDistrict(write, request.body));
        // A real better-auth session: the same sign-in the sign-in page makes, with its cookie.
        const headers = toFetchHeaders(request.headers, CLIENT_IP_HEADER);
        headers.set(CLIENT_IP_HEADER, request.ip);
        const signedIn = await deps.auth.api.signInEmail({
          body: { email: created.user.email, password: request.body.admin.password },
          headers,
          returnHeaders: true,
        });
        const cookies = signedIn.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        // The address was only typed; MFA and account mail want it verified. A mail failure is no
        // reason to fail a setup that has committed: the administrator can ask again later.
        await deps.auth.api
          .sendVerificationEmail({ body: { email: created.user.email } })
          .catch((error: unknown) => request.log.warn({ err: error }, 'setup: verification mail not sent'));
        return {
          userId: created.user.id,
          districtName: request.body.districtName,
          schoolIds: created.schoolIds,
        };
      },
    );
  };
