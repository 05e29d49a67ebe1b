import { newId, type TSyncPushResponse } from '@schooldog/domain';

/*
 * A burst of writes as devices send them: entry creates with client-made ids (POST /api/entries)
 * and offline pushes (POST /api/sync/push) with rising seqs, from several workers at once; and its
 * replay, which a device does when it never heard the answer.
 */

export interface Session {
  url: string;
  cookie: string;
  schoolId: string;
}

export interface EntryArgs {
  id: string;
  schoolId: string;
  observationCategoryId: string;
  observationItemId: string;
  observationType: 'concern';
  quantity: number;
  location: string;
}

export type SyncMutation =
  | { seq: number; name: 'entry.create'; args: EntryArgs }
  | { seq: number; name: 'entry.update'; args: { id: string; changes: { location: string } } };

export type BurstRequest =
  | { kind: 'create'; worker: number; body: EntryArgs }
  | { kind: 'push'; worker: number; body: { clientId: string; mutations: SyncMutation[] } };

/** A request and whether its 2xx answer arrived (acknowledged) or the connection died first. */
export interface Sent {
  request: BurstRequest;
  isAcknowledged: boolean;
  push?: TSyncPushResponse;
}

function entryArgs(schoolId: string, location: string): EntryArgs {
  return {
    id: newId(),
    schoolId,
    observationCategoryId: 'cameras',
    observationItemId: 'cameras-1',
    observationType: 'concern',
    quantity: 1,
    location,
  };
}

/** The worker's requests, made lazily: a create, then a push (create, two edits, create), and so on. */
function* requestsOf(worker: number, schoolId: string): Generator<BurstRequest> {
  const clientId = newId();
  let seq = 0;
  for (let round = 0; ; round++) {
    yield { kind: 'create', worker, body: entryArgs(schoolId, `rest ${worker}-${round}`) };
    const first = entryArgs(schoolId, `push ${worker}-${round}`);
    const edit = (location: string): SyncMutation => ({
      seq: ++seq,
      name: 'entry.update',
      args: { id: first.id, changes: { location } },
    });
    const mutations: SyncMutation[] = [{ seq: ++seq, name: 'entry.create', args: first }];
    mutations.push(edit(`edit ${worker}-${round}-a`), edit(`edit ${worker}-${round}-b`));
    mutations.push({
      seq: ++seq,
      name: 'entry.create',
      args: entryArgs(schoolId, `push ${worker}-${round}-2`),
    });
    yield { kind: 'push', worker, body: { clientId, mutations } };
  }
}

/** Sends one request; answers the status and body, or null when the connection failed. */
export async function send(
  session: Session,
  request: BurstRequest,
): Promise<{ status: number; body: unknown } | null> {
  const path = request.kind === 'create' ? '/api/entries' : '/api/sync/push';
  try {
    const response = await fetch(`${session.url}${path}`, {
      method: 'POST',
      headers: { cookie: session.cookie, origin: session.url, 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
    });
    return { status: response.status, body: await response.json() };
  } catch {
    return null;
  }
}

/**
 * Runs `workers` workers that send their requests back to back; `onAcknowledged` hears the running
 * count (the test kills the server from it). A worker stops at its first failed connection; any
 * answer other than 2xx fails the burst.
 */
export async function runBurst(
  session: Session,
  workers: number,
  onAcknowledged: (count: number) => void,
): Promise<Sent[]> {
  const sent: Sent[] = [];
  let acknowledged = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (const request of requestsOf(worker, session.schoolId)) {
        const answer = await send(session, request);
        if (!answer) {
          sent.push({ request, isAcknowledged: false });
          return;
        }
        if (answer.status >= 300)
          throw new Error(`${request.kind} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        sent.push({
          request,
          isAcknowledged: true,
          ...(request.kind === 'push' ? { push: answer.body as TSyncPushResponse } : {}),
        });
        onAcknowledged(++acknowledged);
      }
    }),
  );
  return sent;
}

/** Sends every request of the burst again, each worker's in its order; answers the status and body of each. */
export async function replayBurst(session: Session, sent: Sent[]) {
  const byWorker = new Map<number, Sent[]>();
  for (const item of sent)
    byWorker.set(item.request.worker, [...(byWorker.get(item.request.worker) ?? []), item]);
  const answers = await Promise.all(
    [...byWorker.values()].map(async (items) => {
      const results: { request: BurstRequest; status: number; body: unknown }[] = [];
      for (const { request } of items) {
        const answer = await send(session, request);
        if (!answer) throw new Error(`${request.kind} failed on replay: no answer`);
        results.push({ request, ...answer });
      }
      return results;
    }),
  );
  return answers.flat();
}
