/** How much newer the server is than the running app (spec 000 §4 "Updates"). */
export type UpdateKind = 'major' | 'minor';

/** A dismissed minor-update banner comes back after this long (spec 000 §2 "Dialogs and updates"). */
export const UPDATE_BANNER_SNOOZE_MS = 2 * 60 * 60 * 1000;

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/** `major.minor.patch` (a leading v and a pre-release or build suffix allowed), or null. */
export function parseVersion(version: string): [number, number, number] | null {
  const match = SEMVER.exec(version.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Spec 000 §4 "Updates": a server with a higher major marks a major update (forced reload); a
 * higher minor or patch marks a minor update (banner). An equal or older server, or a version
 * that cannot be read, is no update.
 */
export function compareVersions(client: string, server: string): UpdateKind | null {
  const current = parseVersion(client);
  const next = parseVersion(server);
  if (!current || !next) return null;
  const [major, minor, patch] = current;
  const [nextMajor, nextMinor, nextPatch] = next;
  if (nextMajor !== major) return nextMajor > major ? 'major' : null;
  if (nextMinor !== minor) return nextMinor > minor ? 'minor' : null;
  return nextPatch > patch ? 'minor' : null;
}
