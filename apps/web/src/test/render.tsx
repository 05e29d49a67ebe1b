import type { TMeResponse } from '@schooldog/domain';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { CurrentUserProvider } from '../features/auth/currentUser';
import { initI18n } from '../i18n';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

interface RenderRouteOptions {
  /** The path the memory router starts at. */
  at: string;
  /** Extra routes next to the one under test, e.g. where a page navigates to. */
  routes: RouteObject[];
  queryClient?: QueryClient;
}

/** Renders routes inside the app's providers, in English. */
export function renderRoutes({ at, routes, queryClient = createTestQueryClient() }: RenderRouteOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    <AppProviders i18n={initI18n({ language: 'en' })} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

export function renderPage(element: ReactElement, at = '/'): ReturnType<typeof renderRoutes> {
  return renderRoutes({ at, routes: [{ path: at.split('?')[0], element }] });
}

interface RenderSignedInOptions extends Partial<RenderRouteOptions> {
  me: TMeResponse;
  /** The path the memory router starts at; `element` is routed at its path. */
  at: string;
}

/** Renders `element` for the signed-in `me`, next to the extra `routes` (e.g. where it navigates to). */
export function renderSignedIn(
  element: ReactElement,
  { me, at, routes = [], queryClient }: RenderSignedInOptions,
) {
  return renderRoutes({
    at,
    queryClient,
    routes: [
      { path: at.split('?')[0], element: <CurrentUserProvider me={me}>{element}</CurrentUserProvider> },
      ...routes,
    ],
  });
}
