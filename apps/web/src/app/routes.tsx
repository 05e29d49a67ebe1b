import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { FEATURE_ROUTES } from '../features/routes';
import { LoadingScreen } from '../ui/LoadingScreen';
import type { FeatureRoutes } from './feature';
import { AuthLayout } from './layouts/AuthLayout';
import { ErrorLayout } from './layouts/ErrorLayout';
import { RootLayout } from './layouts/RootLayout';
import { SimpleLayout } from './layouts/SimpleLayout';

// Pages load on demand (each feature's routes.tsx) so a phone downloads only the screens it opens.
// The signed-in shell (session guard, offline sync, menus) is one chunk of its own: the sign-in
// page never loads it.
const signedInShell = () => import('./signedInShell');
const defaultLayout = async () => ({ Component: (await signedInShell()).DefaultLayout });

/** Every feature's routes for one place in the table. */
const routesAt = (place: keyof Omit<FeatureRoutes, 'isOfflineEssential'>): RouteObject[] =>
  FEATURE_ROUTES.flatMap((feature) => feature[place] ?? []);

/** The route table of spec 000 §2: the layouts, and in each the routes the features declare. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      ...routesAt('root'),
      { path: 'auth', element: <AuthLayout />, children: routesAt('auth') },
      {
        lazy: async () => ({ Component: (await signedInShell()).RequireAuth }),
        children: [
          // `/` opens where the user starts (the domain's landingOf): the dashboard, or the links.
          { index: true, lazy: async () => ({ Component: (await signedInShell()).LandingRedirect }) },
          { lazy: defaultLayout, children: routesAt('signedIn') },
          ...routesAt('signedInBare'),
        ],
      },
      { lazy: defaultLayout, children: routesAt('open') },
      { element: <SimpleLayout />, children: routesAt('simple') },
      { element: <ErrorLayout />, children: routesAt('errors') },
    ],
  },
];
