import type { TSyncPushResponse } from '@schooldog/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../test/harness.js';
import { type ServerProcess, startServer } from '../test/server-process.js';
import { replayBurst, runBurst, type Sent, type Session } from './burst.js';
import {
  entryIdsOf,
  readState,
  type StoredState,
  violationsAfterCrash,
  violationsAfterReplay,
} from './state.js';
import { createTarget, signInAsPrincipal, type Target } from './target.js';

const WORKERS = 12;
/** Killed once this many requests were answered: the other workers have theirs in flight. */
const KILL_AFTER_ACKNOWLEDGED = 60;

async function storedState(target: Target): Promise<StoredState> {
  const database = await target.open();
  try {
    return await readState(database);
  } finally {
    await database.close();
  }
}

/** The burst, with the server killed (SIGKILL) as soon as enough of it was acknowledged. */
async function burstKilledMidway(server: ServerProcess, session: Session): Promise<Sent[]> {
  const sent = await runBurst(session, WORKERS, (count) => {
    if (count === KILL_AFTER_ACKNOWLEDGED) server.child.kill('SIGKILL');
  });
  await server.exited;
  return sent;
}

describe.each(DATABASE_KINDS)('a server killed mid-burst [%s]', (kind) => {
  const targets: Target[] = [];
  afterAll(async () => {
    for (const target of targets) await target.dispose();
  });

  it('keeps every acknowledged write, applies no push by halves, and a replay of the burst changes nothing', async () => {
    const target = await createTarget(kind);
    targets.push(target);

    const first = await startServer(target.env);
    const session = await signInAsPrincipal(first.url);
    const sent = await burstKilledMidway(first, session);
    const acknowledged = sent.filter((item) => item.isAcknowledged);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    // Requests were in flight when it died: the crash fell mid-burst.
    expect(sent.length - acknowledged.length).toBeGreaterThan(0);

    // What the killed server left, read straight from its data (PGlite recovers on opening).
    const afterCrash = await storedState(target);
    expect(violationsAfterCrash(sent, afterCrash)).toEqual([]);

    // A restart on the same data comes up (the killed server's lock does not refuse it: a lock the
    // restart could not take fails the start, platform/lock.test.ts) and answers every
    // acknowledged entry; the session stored before the crash still holds.
    const restarted = await startServer(target.env);
    const again = { ...session, url: restarted.url };
    for (const item of acknowledged) {
      if (item.request.kind !== 'create') continue;
      const response = await fetch(`${again.url}/api/entries/${item.request.body.id}`, {
        headers: { cookie: again.cookie },
      });
      expect(response.status, item.request.body.id).toBe(200);
    }

    // The devices send the whole burst again (they never heard some answers), then once more.
    for (const answer of await replayBurst(again, sent))
      expect(answer.status, answer.request.kind).toBeLessThan(300);
    for (const answer of await replayBurst(again, sent)) {
      // Now everything is stored: a create answers the stored entry, a push only replays.
      if (answer.request.kind === 'create') expect(answer.status).toBe(200);
      else
        expect(
          (answer.body as TSyncPushResponse).results.map((result) => [
            result.status,
            'record' in result ? result.record : null,
          ]),
        ).toEqual(answer.request.body.mutations.map(() => ['applied', null]));
    }
    expect(await restarted.stop()).toBe(0);

    const afterReplay = await storedState(target);
    expect(violationsAfterReplay(sent, afterCrash, afterReplay)).toEqual([]);
    const burstEntries = entryIdsOf(sent);
    const writes = acknowledged.reduce(
      (sum, { request }) => sum + (request.kind === 'create' ? 1 : request.body.mutations.length),
      0,
    );
    console.log(
      `[${kind}] ${sent.length} requests (${acknowledged.length} acknowledged: ${writes} writes) before SIGKILL; ` +
        `burst entries present after restart ${burstEntries.filter((id) => afterCrash.entries.has(id)).length}` +
        ` of ${burstEntries.length} sent, after replay ${burstEntries.filter((id) => afterReplay.entries.has(id)).length}`,
    );
  }, 300_000);
});
