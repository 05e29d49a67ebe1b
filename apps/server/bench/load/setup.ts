import sharp from 'sharp';
import type { Population, Walker } from './database.js';
import { Client, Recorder } from './http.js';
import { PairWalk } from './pair-walk.js';
import type { Instance } from './processes.js';
import { SETTINGS } from './settings.js';
import { type WalkerContext, WalkerSession } from './walker.js';

export interface Check {
  name: string;
  isOk: boolean;
  detail: string;
}

/** A small real JPEG, as a phone's picture would be after the app's resize. */
export function samplePicture(): Promise<Buffer> {
  return sharp({ create: { width: 160, height: 120, channels: 3, background: '#4a7f5c' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Sign-in rate limits across instances: failed sign-ins from one client address, alternating
 * between the two, are counted in one shared store, so exactly SIGN_IN_RATE_LIMIT pass and the
 * rest get 429.
 */
export async function checkSignInRateLimit(instances: readonly Instance[]): Promise<Check> {
  const recorder = new Recorder();
  const client = new Client(instances, '10.99.0.1', recorder, 0);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 2 * SETTINGS.signInRateLimit; attempt++) {
    const answer = await client.send({
      kind: 'sign-in',
      method: 'POST',
      path: '/api/auth/sign-in/email',
      // A new address each time: only the per-client limit may stop them, not the per-account lock.
      json: { email: `nobody${attempt}@load.schooldog.test`, password: 'not-the-password' },
      expect: [401, 429],
    });
    statuses.push(answer?.status ?? 0);
  }
  const limit = SETTINGS.signInRateLimit;
  const expected = [...Array<number>(limit).fill(401), ...Array<number>(limit).fill(429)];
  return {
    name: 'sign-in rate limit shared by both instances',
    isOk: statuses.join() === expected.join(),
    detail: `${2 * limit} failed sign-ins from one address, alternating A/B: ${statuses.filter((s) => s === 401).length} refused as wrong (401), then ${statuses.filter((s) => s === 429).length} limited (429)`,
  };
}

/** The walker's session in a context of its own (setup and the run each have theirs). */
export function sessionFor(
  walker: Walker,
  population: Population,
  shared: Pick<WalkerContext, 'instances' | 'recorder' | 'ledger' | 'jpeg'>,
  pair = new PairWalk(),
): WalkerSession {
  const partner = population.walkers[walker.index ^ 1] ?? walker;
  const reviewer = population.principals.get(walker.schoolId);
  if (!reviewer) throw new Error(`no principal at ${walker.schoolId}`);
  return new WalkerSession({ walker, partner, reviewer, pair, ...shared });
}

/**
 * Walks sent for review before the run, one per leader of the given sessions, each with an entry:
 * the walks the run then makes due for the sweepers. Answers their ids. The sessions are the
 * walkers' own (signed in), each with a pair walk of its own for this.
 */
export async function prepareDueWalks(sessions: WalkerSession[]): Promise<string[]> {
  const walkIds = await Promise.all(
    sessions.slice(0, SETTINGS.dueWalks).map(async (session) => {
      const walkId = await session.startWalk(false);
      if (!walkId) return null;
      await session.logEntry(true, walkId);
      return (await session.submit(walkId)) ? walkId : null;
    }),
  );
  return walkIds.filter((id): id is string => id !== null);
}
