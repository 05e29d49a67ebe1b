/** Test support: a GET /api/events stream read with fetch, collecting its `change` events. */

import type { EventBus } from '../platform/events.js';

export type Change = { type: string; id: string; action: string };

/** An open GET /api/events stream, collecting the `change` events it receives. */
export interface Stream {
  status: number;
  contentType: string | null;
  changes: Change[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Resolves with the first change matching, or rejects after the timeout. */
  next(match: (change: Change) => boolean, timeoutMs?: number): Promise<Change>;
  close(): void;
}

export async function openStream(baseUrl: string, cookie: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers: { cookie }, signal: controller.signal });
  const changes: Change[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const data = lines.find((line) => line.startsWith('data: '));
          if (lines.includes('event: change') && data) changes.push(JSON.parse(data.slice(6)) as Change);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Aborted at the end of the test.
    }
  })();
  void ended;
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    changes,
    ended,
    next(match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = changes.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching change within ${timeoutMs} ms; got ${JSON.stringify(changes)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}

/**
 * The app listening on a free port, with a way to open event streams as a user and to close them
 * all before the app closes (the server otherwise waits for every open stream).
 */
export async function liveStreams(app: {
  listen(options: { port: number; host: string }): Promise<string>;
}): Promise<{ baseUrl: string; open(who: { cookie: string }): Promise<Stream>; closeAll(): Promise<void> }> {
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const streams: Stream[] = [];
  return {
    baseUrl,
    async open(who) {
      const stream = await openStream(baseUrl, who.cookie);
      streams.push(stream);
      return stream;
    },
    async closeAll() {
      for (const stream of streams) stream.close();
      await Promise.all(streams.map((stream) => stream.ended));
    },
  };
}

let markers = 0;

/**
 * Resolves once `stream` has received every change published before the call: the bus delivers
 * in order, so when a marker only `who` hears (a walk they lead) arrives, nothing earlier is still
 * on its way. The marker is taken out of `stream.changes`. Lets a test say "heard nothing" without
 * a fixed sleep.
 */
export async function caughtUp(events: EventBus, stream: Stream, who: { id: string }): Promise<void> {
  markers += 1;
  const id = `marker-${markers}`;
  events.publish({
    type: 'walk',
    id,
    action: 'updated',
    schoolId: 'marker',
    walkType: 'school',
    status: 'inprogress',
    leaderUserId: who.id,
    collaborators: [],
    participantUserIds: [who.id],
    awaitingReviewBy: null,
  });
  await stream.next((change) => change.id === id);
  stream.changes.splice(
    stream.changes.findIndex((change) => change.id === id),
    1,
  );
}
