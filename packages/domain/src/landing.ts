/*
 * Which landing route a page's path belongs to: the server's `Link` preload header for a page
 * fetched from the network and the web app's start script for a page the service worker answers
 * both ask this. No imports: vite.config.ts reads this file with Node and writes the function's
 * text into the start script.
 */

/** `:name` matches one segment, a final `*` any rest (or none); the rest must match exactly. */
export function matchesLandingPath(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  for (let index = 0; index < wanted.length; index += 1) {
    const segment = wanted[index] as string;
    if (segment === '*' && index === wanted.length - 1) return true;
    const part = given[index];
    if (part === undefined || (!segment.startsWith(':') && segment !== part)) return false;
  }
  return wanted.length === given.length;
}
