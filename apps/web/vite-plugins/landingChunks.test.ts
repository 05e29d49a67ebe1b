import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingChunks } from './landingChunks';

const root = '/app/apps/web';
const id = (module: string) => join(root, module);
const DOMAIN = '/app/packages/domain/src';

/** A module graph: each module's static and lazy imports, by path. */
function graphOf(modules: Record<string, { imports?: string[]; lazy?: string[] }>) {
  return {
    getModuleInfo: (moduleId: string) => {
      const module = modules[moduleId];
      return module ? { importedIds: module.imports ?? [], dynamicallyImportedIds: module.lazy ?? [] } : null;
    },
  };
}

const MODULES = {
  entry: 'src/main.tsx',
  routeTables: ['src/app/routes.tsx', 'src/features/auth/routes.tsx'],
  signInPage: 'src/SignIn.tsx',
  signedInShell: 'src/shell.ts',
};

describe('landingChunks', () => {
  const graph = graphOf({
    [id('src/main.tsx')]: { imports: [id('src/app/routes.tsx')], lazy: [id('src/toasts.tsx')] },
    [id('src/app/routes.tsx')]: { imports: [id('src/features/auth/routes.tsx')], lazy: [id('src/shell.ts')] },
    [id('src/features/auth/routes.tsx')]: { lazy: [id('src/SignIn.tsx'), id('src/Page.tsx')] },
    [id('src/SignIn.tsx')]: {
      imports: [id('src/TextField.tsx'), `${DOMAIN}/index.ts`],
      lazy: [id('src/Dialog.tsx')],
    },
    [id('src/Dialog.tsx')]: { imports: [id('src/useMe.ts')] },
    [id('src/toasts.tsx')]: {},
    [id('src/shell.ts')]: {
      imports: [
        id('src/Layout.tsx'),
        id('src/TextField.tsx'),
        id('src/useMe.ts'),
        `${DOMAIN}/index.ts`,
        id('src/toasts.tsx'),
      ],
    },
    [id('src/Layout.tsx')]: { imports: [`${DOMAIN}/rules.ts`] },
    [id('src/Page.tsx')]: { imports: [id('src/Layout.tsx')] },
    [`${DOMAIN}/index.ts`]: { imports: [`${DOMAIN}/rules.ts`, `${DOMAIN}/schemas.ts`] },
    [`${DOMAIN}/rules.ts`]: {},
    [`${DOMAIN}/schemas.ts`]: { imports: ['/app/node_modules/zod/index.js'] },
    ['/app/node_modules/zod/index.js']: {},
  });
  const chunkOf = landingChunks(root, MODULES);
  const chunks = (...modules: string[]) => modules.map((module) => chunkOf(module, graph));

  it("puts what the sign-in page's first screen shares with the signed-in shell in sharedFirst", () => {
    expect(chunks(id('src/TextField.tsx'))).toEqual(['sharedFirst']);
  });

  it('puts what the sign-in side loads later, and the domain package it reaches by its barrel, in sharedLater', () => {
    expect(
      chunks(id('src/useMe.ts'), id('src/toasts.tsx'), `${DOMAIN}/index.ts`, `${DOMAIN}/rules.ts`),
    ).toEqual(Array(4).fill('sharedLater'));
    expect(chunks(`${DOMAIN}/schemas.ts`, '/app/node_modules/zod/index.js')).toEqual([
      'sharedLater',
      'sharedLater',
    ]);
  });

  it('puts the rest of the signed-in shell in signedIn, and leaves modules outside it to automatic chunking', () => {
    expect(chunks(id('src/shell.ts'), id('src/Layout.tsx'))).toEqual(['signedIn', 'signedIn']);
    expect(
      chunks(id('src/SignIn.tsx'), id('src/Page.tsx'), id('src/Dialog.tsx'), id('src/main.tsx')),
    ).toEqual(Array(4).fill(null));
  });
});
