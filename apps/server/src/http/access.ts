import {
  can,
  isDistrictUser,
  type PermissionCheck,
  type ResolvedPermissions,
  resolvePermissions,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Auth } from '../auth/auth.js';
import { applyAutoSignOut, readSessionActivity, type SessionActivity } from '../auth/inactivity.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { SettingsService } from '../core/settings.js';
import type { UserRow } from '../features/users/public.js';
import type { BusEvent, EventBus } from '../platform/events.js';
import { TtlCache } from '../platform/ttl-cache.js';
import { Forbidden, Unauthorized } from './errors.js';
import { toFetchHeaders } from './headers.js';

/**
 * What a route needs. Every /api route declares one (a route without it stops start-up):
 * - 'public': anyone, signed in or not;
 * - 'signedIn': any signed-in user (their own records; the service checks the rest);
 * - 'staff': product staff only (spec: staff-only pages);
 * - { permission }: a signed-in user holding the permission at one school at least
 *   ('a|b' accepts alternatives; a misspelled name does not compile); school-specific checks
 *   happen in the service.
 */
export type Access = 'public' | 'signedIn' | 'staff' | { permission: PermissionCheck };

export interface Actor {
  user: UserRow;
  /** The sign-in session the request came with (its event stream closes when it ends); null for the server's own work (seed). */
  sessionId: string | null;
  permissions: ResolvedPermissions;
  isDistrictUser: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  /** Answers writes from other sites (the one-click unsubscribe a mail client posts). */
  crossSite: boolean;
}

// The user row is read on every request; a few seconds of caching saves a query per call. Own
// profile saves clear it at once (forgetUser); an administrator's change applies within USER_CACHE_MS.
const USER_CACHE_MS = 5_000;
const userCache = new TtlCache<string, UserRow>(USER_CACHE_MS);

// A verified session token maps to its user and session for a few seconds, sparing better-auth's
// work per request. Every ended session (sign-out, password change or reset, archive) is dropped at
// once on every instance through the event bus (endCachedSessions), so none outlives its end; a
// cached one is still checked for inactivity on every request.
const sessionCache = new TtlCache<string, SessionActivity>(USER_CACHE_MS);
const SESSION_COOKIE = 'schooldog.session_token=';

/** The session token from a Cookie header (either cookie prefix better-auth may use). */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const cookie = part.trim();
    const at = cookie.indexOf(SESSION_COOKIE);
    if (at === 0 || (at > 0 && cookie.startsWith('__Secure-')))
      return cookie.slice(at + SESSION_COOKIE.length) || null;
  }
  return null;
}

/** Drops a cached user so the next request reads their record afresh. */
export function forgetUser(userId: string): void {
  userCache.delete(userId);
}

/** Keeps this instance's caches in step with what ended or changed on any instance. */
function followBus(events: EventBus) {
  events.subscribe((event: BusEvent) => {
    if (event.type === 'user') forgetUser(event.id);
    if (event.type !== 'sessions') return;
    const ended = new Set(event.sessionIds);
    sessionCache.deleteWhere((entry) => entry.userId === event.userId && ended.has(entry.sessionId));
  });
}

type ActorDeps = {
  auth: Auth;
  db: Db;
  settings: SettingsService;
  events: EventBus;
  config: Config;
  clock: () => Date;
};

/**
 * Loads the signed-in user (if any) and resolves their permissions with the app settings. A
 * session unused past the auto sign-out limit, or older than the user's marker, ends here (401).
 */
export async function loadActor(request: FastifyRequest, deps: ActorDeps) {
  const token = sessionTokenOf(request.headers.cookie);
  if (!token) return null;
  let session = sessionCache.get(token);
  if (!session) {
    const verified = await deps.auth.api.getSession({ headers: toFetchHeaders(request.headers) });
    session = verified ? ((await readSessionActivity(deps.db, verified.session.id)) ?? undefined) : undefined;
    if (!session) return null;
    sessionCache.set(token, session);
  }
  const { userId, sessionId } = session;
  let user = userCache.get(userId);
  if (!user) {
    [user] = await deps.db.select().from(users).where(eq(users.id, userId));
    if (user) userCache.set(user.id, user);
  }
  if (!user || user.isArchived) return null;
  try {
    await applyAutoSignOut(deps, session, user);
  } catch (error) {
    sessionCache.delete(token);
    throw error;
  }
  const app = await deps.settings.get('app');
  return {
    user,
    sessionId,
    permissions: resolvePermissions(user, { enableWorkOrders: app.enableWorkOrders }),
    isDistrictUser: isDistrictUser(user),
  } satisfies Actor;
}

/** Requires a signed-in actor in a handler of a 'signedIn' or permission route. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw Unauthorized();
  return request.actor;
}

/**
 * Enforces each route's declared access before its handler and records every route so a test can
 * prove that none is left undeclared.
 */
export function registerAccessControl(app: FastifyInstance, deps: ActorDeps): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  followBus(deps.events);
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url;
    if (!url.startsWith('/api')) return;
    // The OpenAPI document and its viewer are public by design.
    if (url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${url} declares no access (config.access).`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url, access, crossSite: route.config?.crossSite === true });
    }
  });
  // Before the body is parsed or validated: no work for a caller who may not call the route.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    request.actor = await loadActor(request, deps);
    if (!request.actor) throw Unauthorized();
    if (access === 'signedIn') return;
    if (access === 'staff') {
      if (!request.actor.user.isSchoolDogStaff) throw Forbidden();
      return;
    }
    if (!can(request.actor.permissions, access.permission)) throw Forbidden();
  });
  return routes;
}
