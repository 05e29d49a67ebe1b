import { SSO_ARCHIVED_CODE, SSO_PROVIDERS, type SsoProvider } from '@schooldog/domain';
import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { MicrosoftEntraIDProfile } from 'better-auth/social-providers';
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../config.js';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { recordSecurityEvent } from './security-events.js';

/**
 * Sign in with Google or Microsoft (issue 13 point 7). Only existing accounts: sign-up through a
 * provider is off, and an account is matched by an email address the provider says is verified
 * (docs/decisions.md, "Sign in with Google or Microsoft").
 */

/** The providers whose client id and secret are set; the others have no route and no button. */
export function ssoProviders(config: Config): SsoProvider[] {
  const on: SsoProvider[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) on.push('google');
  if (config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET) on.push('microsoft');
  return on;
}

/** The better-auth endpoints the configured providers need (added to routes.ts's list). */
export function ssoEndpoints(config: Config): Set<string> {
  const on = ssoProviders(config);
  if (on.length === 0) return new Set();
  return new Set(['POST /sign-in/social', ...on.map((provider) => `GET /callback/${provider}`)]);
}

/**
 * An account is linked to a provider's identity the first time only when the provider says the
 * address is verified (no provider is "trusted" without it). The local flag is not required: the
 * district typed the address when it made the account, and staff who only ever use Google or
 * Microsoft never verify it otherwise.
 */
export const SSO_ACCOUNT_LINKING = {
  enabled: true,
  trustedProviders: [],
  requireLocalEmailVerified: false,
  allowDifferentEmails: false,
  updateUserInfoOnLink: false,
} satisfies NonNullable<BetterAuthOptions['account']>['accountLinking'];

/** better-auth's own Microsoft provider, pointed at the configured tenant and authority. */
export function ssoSocialProviders(config: Config): BetterAuthOptions['socialProviders'] {
  if (!ssoProviders(config).includes('microsoft')) return {};
  const clientId = config.MICROSOFT_CLIENT_ID ?? '';
  return {
    microsoft: {
      clientId,
      clientSecret: config.MICROSOFT_CLIENT_SECRET ?? '',
      tenantId: config.MICROSOFT_TENANT,
      authority: authorityOf(config),
      disableSignUp: true,
      disableProfilePhoto: true,
      // Who signed in, nothing more: no Graph access (User.Read) and no refresh token (offline_access).
      disableDefaultScope: true,
      scope: ['openid', 'profile', 'email'],
      prompt: 'select_account',
      // better-auth reads the ID token unchecked (it came straight from the token endpoint); this
      // checks its signature and tenant as well.
      getUserInfo: async (tokens) => {
        if (!tokens.idToken) return null;
        const claims = await verifiedMicrosoftClaims(config, clientId, tokens.idToken);
        if (!claims) return null;
        const email = typeof claims.email === 'string' ? claims.email : undefined;
        return {
          user: {
            name: typeof claims.name === 'string' ? claims.name : '',
            email,
            emailVerified: email !== undefined && microsoftVouchesFor(claims, email),
          },
          // Checked above: a verified Entra ID token, with its oid.
          data: claims as unknown as MicrosoftEntraIDProfile,
        };
      },
    },
  };
}

/**
 * A provider's round trip that came back refused goes to the security log (ASVS 7.2.1), with the
 * provider and better-auth's reason; a success is logged as every sign-in is (session hook).
 */
export async function recordSsoRefusal(
  db: Db,
  endpoint: string,
  request: FastifyRequest,
  location: string | null,
): Promise<void> {
  const provider = /^GET \/callback\/(\w+)$/.exec(endpoint)?.[1];
  if (!provider || !location) return;
  const error = new URL(location, 'http://app.invalid').searchParams.get('error');
  if (!error) return;
  await recordSecurityEvent(db, {
    kind: 'sign_in_failed',
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    detail: { provider, error: error.slice(0, 100) },
  });
}

/** Google through OpenID Connect discovery (its address overridable), and the archived-account check. */
export function ssoPlugins(config: Config, db: Db): BetterAuthPlugin[] {
  const plugins: BetterAuthPlugin[] = [ssoRules(db)];
  if (ssoProviders(config).includes('google'))
    plugins.push(
      genericOAuth({
        config: [
          {
            providerId: 'google',
            name: 'Google',
            discoveryUrl: config.GOOGLE_DISCOVERY_URL,
            clientId: config.GOOGLE_CLIENT_ID ?? '',
            clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
            scopes: ['openid', 'email', 'profile'],
            prompt: 'select_account',
            pkce: true,
            // The ID token's signature, issuer, audience and nonce are checked against discovery.
            requireIdTokenVerification: true,
            disableSignUp: true,
          },
        ],
      }),
    );
  return plugins;
}

const SSO_PROVIDER_IDS = new Set<unknown>(SSO_PROVIDERS);

/** The provider's tokens are never used (only who signed in), so none is kept (ASVS 8.3). */
const NO_TOKENS = {
  accessToken: null,
  refreshToken: null,
  idToken: null,
  accessTokenExpiresAt: null,
  refreshTokenExpiresAt: null,
};

/** A path of this app ('/…', not '//host'): where a provider's round trip may come back to. */
const isAppPath = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/**
 * The round trip comes back only to a path of this app (better-auth checks its trusted origins
 * too, but not under NODE_ENV=test). An archived account is refused as at a password sign-in: no
 * session is made. A provider's account link keeps no tokens.
 */
function ssoRules(db: Db): BetterAuthPlugin {
  return {
    id: 'schooldog-sso',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/sign-in/social',
          handler: createAuthMiddleware(async (context) => {
            const body: Record<string, unknown> = context.body ?? {};
            for (const key of ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'])
              if (body[key] !== undefined && !isAppPath(body[key]))
                throw APIError.from('FORBIDDEN', {
                  code: 'INVALID_CALLBACK_URL',
                  message: 'The sign-in can only come back to this app.',
                });
          }),
        },
      ],
    },
    init: () => ({
      options: {
        databaseHooks: {
          account: {
            create: {
              before: async (account) =>
                SSO_PROVIDER_IDS.has(account.providerId) ? { data: { ...account, ...NO_TOKENS } } : undefined,
            },
            update: {
              before: async (account) =>
                SSO_PROVIDER_IDS.has(account.providerId) ? { data: { ...account, ...NO_TOKENS } } : undefined,
            },
          },
          session: {
            create: {
              before: async (session, context) => {
                if (!context?.path.startsWith('/callback/')) return;
                const [user] = await db
                  .select({ isArchived: users.isArchived })
                  .from(users)
                  .where(eq(users.id, session.userId));
                if (user?.isArchived)
                  throw APIError.from('FORBIDDEN', {
                    code: SSO_ARCHIVED_CODE,
                    message: 'This account is archived.',
                  });
              },
            },
          },
        },
      },
    }),
  };
}

const authorityOf = (config: Config) => config.MICROSOFT_AUTHORITY.replace(/\/+$/, '');

/** Personal Microsoft accounts all carry this tenant id; 'organizations' keeps them out. */
const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const microsoftKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function verifiedMicrosoftClaims(
  config: Config,
  clientId: string,
  idToken: string,
): Promise<JWTPayload | null> {
  const authority = authorityOf(config);
  const tenant = config.MICROSOFT_TENANT;
  const keysUrl = `${authority}/${tenant}/discovery/v2.0/keys`;
  let keys = microsoftKeySets.get(keysUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(keysUrl));
    microsoftKeySets.set(keysUrl, keys);
  }
  try {
    const { payload } = await jwtVerify(idToken, keys, {
      audience: clientId,
      algorithms: ['RS256'],
      maxTokenAge: '1h',
    });
    // The issuer names the token's own tenant (the multi-tenant endpoints cannot name one issuer).
    const tid = payload.tid;
    if (typeof tid !== 'string' || payload.iss !== `${authority}/${tid}/v2.0`) return null;
    if (tid === MICROSOFT_CONSUMER_TENANT) return null;
    if (TENANT_ID.test(tenant) && tid.toLowerCase() !== tenant.toLowerCase()) return null;
    if (typeof payload.oid !== 'string' || payload.oid.trim() === '') return null;
    return payload;
  } catch {
    return null;
  }
}

const isTrue = (value: unknown) => value === true || value === 1 || value === 'true' || value === '1';

/**
 * Entra ID's `email` claim is whatever the tenant typed, unless a claim vouches for it:
 * email_verified, the verified_primary_email / verified_secondary_email lists, or xms_edov
 * (the address's domain is verified by the tenant). README says which optional claims to add.
 */
function microsoftVouchesFor(claims: JWTPayload, email: string): boolean {
  if (isTrue(claims.email_verified) || isTrue(claims.xms_edov)) return true;
  const listed = (value: unknown) =>
    (Array.isArray(value) ? value : [value]).some(
      (item) => typeof item === 'string' && item.toLowerCase() === email.toLowerCase(),
    );
  return listed(claims.verified_primary_email) || listed(claims.verified_secondary_email);
}
