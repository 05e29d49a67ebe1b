import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchesLandingPath } from '@schooldog/domain';
import { sessionTokenOf } from './access.js';

interface PreloadsFile {
  routes: { paths: string[]; signedIn: boolean; files: string[] }[];
  signedOut: string[];
}

/** The `Link` header for a page of the web app, or undefined when it has nothing to preload. */
export type LandingPreloads = (path: string, cookieHeader: string | undefined) => string | undefined;

const linkHeader = (links: string[]) => (links.length > 0 ? links.join(', ') : undefined);
const modulePreloads = (files: string[]) => files.map((file) => `<${file}>; rel=modulepreload`);
/**
 * Every signed-in screen starts by asking who is signed in; fetched with the page, the answer is
 * there when the scripts have run instead of a round trip later. `crossorigin` matches the app's
 * `fetch` (cors mode, same-origin credentials), so the browser hands it this response.
 */
const SIGNED_IN_USER = '</api/me>; rel=preload; as=fetch; crossorigin';

/**
 * Reads the build's landing routes (apps/web vite-plugins/landingPreloads.ts). A page opened
 * directly names its route's scripts in a `Link: rel=modulepreload` header, so the browser fetches
 * them with the app's first script instead of a round trip later; a signed-in route also
 * preloads the signed-in user. A signed-in route asked for without a session cookie preloads the
 * sign-in page, where the app will send it.
 */
export function readLandingPreloads(webDist: string): LandingPreloads {
  const file = join(webDist, 'preloads.json');
  if (!existsSync(file)) return () => undefined;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as PreloadsFile;
  const signedOut = linkHeader(modulePreloads(preloads.signedOut));
  const routes = preloads.routes.map((route) => ({
    ...route,
    header: linkHeader(
      route.signedIn ? [...modulePreloads(route.files), SIGNED_IN_USER] : modulePreloads(route.files),
    ),
  }));
  return (url, cookieHeader) => {
    const path = url.split(/[?#]/, 1)[0] ?? '/';
    const route = routes.find((each) => each.paths.some((pattern) => matchesLandingPath(pattern, path)));
    if (!route) return undefined;
    return route.signedIn && !sessionTokenOf(cookieHeader) ? signedOut : route.header;
  };
}
