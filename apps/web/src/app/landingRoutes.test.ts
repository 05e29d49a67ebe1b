import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANDING_ROUTES, SIGN_IN_LANDING } from './landingRoutes';
import { routes } from './routes';
import routeTable from './routes.tsx?raw';

// Each feature's routes file, as text, by its path from apps/web ('/src/features/x/routes.tsx').
const featureRouteFiles = import.meta.glob<string>('/src/features/*/routes.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

// Every source file of the web app, by its path from apps/web ('/src/...'); none is loaded.
const sourceFiles = new Set(Object.keys(import.meta.glob('/src/**/*.{ts,tsx}')));

/** A concrete path for a pattern: each `:name` and a final `*` filled in. */
const concrete = (pattern: string) => pattern.replace(/:\w+/g, 'x1').replace(/\/\*$/, '');

describe('landing routes', () => {
  it('name paths of the route table, served by a page and not by the not-found route', () => {
    for (const landing of LANDING_ROUTES) {
      for (const pattern of landing.paths) {
        const matches = matchRoutes(routes, concrete(pattern)) ?? [];
        const page = matches.at(-1)?.route;
        expect(page, pattern).toBeDefined();
        expect(page?.path, pattern).not.toBe('*');
      }
    }
  });

  it('name modules that exist and that the route table loads', () => {
    for (const landing of [SIGN_IN_LANDING, ...LANDING_ROUTES]) {
      for (const module of landing.modules) {
        expect(sourceFiles.has(`/${module}`), module).toBe(true);
        // The route table imports './y' for src/app/y.ts; a feature's routes file './Page' for
        // src/features/x/Page.tsx.
        const feature = /^src\/features\/([^/]+)\/(.+)\.tsx?$/.exec(module);
        const [table, specifier] = feature
          ? [featureRouteFiles[`/src/features/${feature[1]}/routes.tsx`], `./${feature[2]}`]
          : [routeTable, module.replace(/^src\/app\//, './').replace(/\.tsx?$/, '')];
        expect(table, module).toContain(`import('${specifier}')`);
      }
    }
  });

  it('lead a signed-in route without a session to the sign-in page', () => {
    expect(SIGN_IN_LANDING.signedIn).toBe(false);
    expect(LANDING_ROUTES).toContain(SIGN_IN_LANDING);
  });
});
