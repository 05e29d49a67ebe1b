/*
 * The screens people open the app on (a link, a bookmark, the installed icon): for these the
 * server names the route's scripts in a `Link: rel=modulepreload` header with the page itself, so
 * the browser fetches them alongside the app's first script instead of after it has run (one
 * round trip less on a slow network; vite-plugins/landingPreloads.ts, apps/server
 * src/http/landing-preloads.ts).
 *
 * No imports: vite.config.ts reads this file with Node. Each module is the one routes.tsx loads
 * for the path (app/landingRoutes.test.ts checks the paths against the route table).
 */

export interface LandingRoute {
  /** Path patterns as in the route table (`:name` matches one segment, a final `*` the rest). */
  paths: readonly string[];
  /** Source modules (from apps/web) the route loads, the signed-in shell first where it is used. */
  modules: readonly string[];
  /** Whether the route needs a session: without a session cookie the sign-in page is preloaded. */
  signedIn: boolean;
}

const SIGNED_IN_SHELL = 'src/app/signedInShell.ts';

/**
 * Where the device keeps the last signed-in user (offline/cachedUser.ts). The start script reads
 * it as "probably signed in": a page the service worker answers has no session cookie to go by.
 */
export const CACHED_USER_KEY = 'schooldog.cachedUser';

/** Where a visitor without a session lands (the signed-in routes redirect there). */
export const SIGN_IN_LANDING: LandingRoute = {
  paths: ['/auth/signin'],
  modules: ['src/features/auth/SignInPage.tsx'],
  signedIn: false,
};

export const LANDING_ROUTES: readonly LandingRoute[] = [
  SIGN_IN_LANDING,
  {
    paths: ['/', '/dashboard'],
    modules: [SIGNED_IN_SHELL, 'src/features/dashboard/DashboardPage.tsx'],
    signedIn: true,
  },
  {
    paths: ['/entries', '/entries/:entryId'],
    modules: [SIGNED_IN_SHELL, 'src/features/entries/pages.ts'],
    signedIn: true,
  },
  { paths: ['/tasks'], modules: [SIGNED_IN_SHELL, 'src/features/workOrders/list/pages.ts'], signedIn: true },
  { paths: ['/walks'], modules: [SIGNED_IN_SHELL, 'src/features/walks/list/pages.ts'], signedIn: true },
  {
    paths: ['/walks/walk/:walkId/*'],
    modules: [SIGNED_IN_SHELL, 'src/features/walks/walk/pages.ts'],
    signedIn: true,
  },
];
