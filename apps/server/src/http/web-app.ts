import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.js';
import { readLandingPreloads } from './landing-preloads.js';

/*
 * The built web app. Files under /assets/ carry a hash of their content in their name, so a
 * browser keeps them for a year without asking again; everything else (index.html, the service
 * worker, the manifest, icons) is checked with the server on every use, so an update is never
 * hidden behind a stale copy. Each text file is sent in the compressed form written at build time
 * (brotli or gzip, whichever the browser accepts).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const hashedAssets = `${sep}assets${sep}`;

/** Serves the built web app with an SPA fallback; unknown /api paths get the JSON 404. */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are chosen by Accept-Encoding, never asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(hashedAssets) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  const preloadsFor = readLandingPreloads(webDist);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(errorBody('not_found', 'Not found'));
    }
    // A missing hashed file is a stale page asking for a build that is gone: a 404 lets it
    // notice, where the app shell would fail as a script of the wrong type.
    if (!hasWeb || request.url.startsWith('/assets/')) {
      return reply
        .status(404)
        .type('text/plain')
        .send(
          hasWeb
            ? 'Not found'
            : 'The web app is not built. Run `npm run build` (or use `npm start`, which builds it).',
        );
    }
    const preloads = preloadsFor(request.url, request.headers.cookie);
    if (preloads) reply.header('link', preloads);
    return reply.sendFile('index.html');
  });
}
