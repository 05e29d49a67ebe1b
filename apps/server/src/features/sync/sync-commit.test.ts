import { newId, type TSyncMutation } from '@schooldog/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../test/harness.js';
import { observations } from '../entries/public.js';
import { deltaTypesOf, entryArgs, mutation, type Person, type SyncCast, syncCast } from './test-helpers.js';

/*
 * A push inside the database's transactions: nothing is announced, mailed or deleted before the
 * commit, nothing inside waits on the database outside it, and a failed push leaves a clean retry.
 */

describeEachDatabase('offline push around the commit', (kind) => {
  let t: TestApp;
  let schoolA: string;
  let schoolB: string;
  let leader: Person;
  let collaborator: Person;
  let send: SyncCast['send'];
  let push: SyncCast['push'];

  beforeAll(async () => {
    ({ t, schoolA, schoolB, leader, collaborator, send, push } = await syncCast(kind));
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t.close());

  const entryExists = async (id: string) =>
    (await t.database.db.select().from(observations).where(eq(observations.id, id))).length > 0;

  /** Counts the transactions open on the app's database (their end is after COMMIT or ROLLBACK). */
  function watchTransactions(failAtCalls: number[] = []) {
    const db = t.deps.db;
    const original = db.transaction.bind(db);
    const state = { open: 0, calls: 0 };
    vi.spyOn(db, 'transaction').mockImplementation(async (run, config) => {
      state.calls += 1;
      if (failAtCalls.includes(state.calls)) throw new Error('connection terminated unexpectedly');
      state.open += 1;
      try {
        return await original(run, config);
      } finally {
        state.open -= 1;
      }
    });
    return state;
  }

  it('a settings cache gone cold during the push does not make it wait on itself', async () => {
    // Each transaction starts 6 s later than the last (the cache keeps settings 5 s): a settings
    // read inside the transaction would wait for PGlite's only connection, which it holds.
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = t.deps.db;
    const original = db.transaction.bind(db);
    vi.spyOn(db, 'transaction').mockImplementation(async (run, config) => {
      vi.setSystemTime(Date.now() + 6_000);
      return original(run, config);
    });
    try {
      const walkId = newId();
      const body = await push(leader, newId(), [
        mutation(1, 'walk.create', {
          id: walkId,
          schoolId: schoolA,
          collaboratorUserIds: [collaborator.id],
        }),
        mutation(2, 'entry.create', entryArgs(schoolA, { walkId })),
      ]);
      expect(body.results.map((result) => result.status)).toEqual(['applied', 'applied']);
    } finally {
      // The spy first: a transaction through it would fake the date again.
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
    // PGlite reads its clock from the faked Date: the walk's mail job was dated 12 s ahead. It runs
    // now, so a later test does not see it arrive in the middle of its own count.
    await t.database.db.execute(sql`update pgboss.job set start_after = now() where start_after > now()`);
    await t.drainJobs();
  });

  it('a push whose one write fails is applied one mutation per write; an unexpected failure then stops it with 503, what was applied stays and the retry replays it', async () => {
    const clientId = newId();
    const [a, b] = [entryArgs(schoolA), entryArgs(schoolA)];
    const mutations: TSyncMutation[] = [mutation(1, 'entry.create', a), mutation(2, 'entry.create', b)];
    // The push's one write fails; then, one at a time, the registration, the first mutation, and
    // the second mutation's write fails.
    watchTransactions([1, 4]);

    const failed = await send(leader, clientId, mutations);

    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      error: {
        code: 'sync_unavailable',
        message: 'Your changes could not be saved right now. They will be sent again.',
        messageKey: 'syncUnavailable',
        requestId: failed.headers['x-request-id'],
      },
    });
    expect(await entryExists(a.id)).toBe(true);
    expect(await entryExists(b.id)).toBe(false);

    vi.restoreAllMocks();
    const retry = await push(leader, clientId, mutations);
    expect(retry.results[0]).toEqual({ seq: 1, status: 'applied', record: null });
    expect(retry.results[1]).toMatchObject({ seq: 2, status: 'applied', record: { kind: 'entry' } });
    expect(await deltaTypesOf(t, a.id)).toEqual(['create']);
  });

  it('events, mail and file deletions happen only after the commit, and not at all for a refusal', async () => {
    // Mails the earlier tests' walks queued go out first: only this push's are counted.
    await t.drainJobs();
    const transactions = watchTransactions();
    const heard: { id: string; open: number }[] = [];
    const stop = t.deps.events.subscribe((event) => {
      if (event.type === 'entry' || event.type === 'walk')
        heard.push({ id: event.id, open: transactions.open });
    });
    const mailedWhileOpen: number[] = [];
    const send = t.deps.mailer.send.bind(t.deps.mailer);
    const mailedTo: string[] = [];
    vi.spyOn(t.deps.mailer, 'send').mockImplementation(async (message) => {
      mailedWhileOpen.push(transactions.open);
      mailedTo.push(message.to);
      return send(message);
    });
    const deletedWhileOpen: number[] = [];
    const remove = t.deps.storage.delete.bind(t.deps.storage);
    vi.spyOn(t.deps.storage, 'delete').mockImplementation(async (path) => {
      deletedWhileOpen.push(transactions.open);
      return remove(path);
    });

    const entryId = newId();
    const picture = `observations/${entryId}/p1`;
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${picture}`,
      headers: { cookie: leader.cookie, 'content-type': 'image/gif' },
      payload: GIF,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const walkId = newId();
    const refused = entryArgs(schoolB);
    try {
      const body = await push(leader, newId(), [
        mutation(1, 'walk.create', {
          id: walkId,
          schoolId: schoolA,
          collaboratorUserIds: [collaborator.id],
        }),
        mutation(2, 'entry.create', entryArgs(schoolA, { id: entryId, imagePaths: [picture] })),
        mutation(3, 'entry.update', { id: entryId, changes: { imagePaths: [] } }),
        mutation(4, 'entry.create', refused),
      ]);
      expect(body.results.map((result) => result.status)).toEqual([
        'applied',
        'applied',
        'applied',
        'refused',
      ]);
      // The collaborator's mail is a job the walk's commit queued: it runs outside any transaction
      // (queued after the answer, so it is waited for).
      await vi.waitFor(
        async () => {
          await t.drainJobs();
          expect(mailedTo).not.toEqual([]);
        },
        { timeout: 30_000, interval: 50 },
      );
    } finally {
      stop();
    }

    expect(heard.map((event) => event.id)).toEqual([walkId, entryId, entryId]);
    expect(heard.every((event) => event.open === 0)).toBe(true);
    expect(mailedWhileOpen).toEqual([0]);
    expect(mailedTo).toEqual([collaborator.email]);
    expect(deletedWhileOpen).toEqual([0]);
    expect(await t.deps.storage.exists(picture)).toBe(false);
  });
});

/** A 1x1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
