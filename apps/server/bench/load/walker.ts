import { setTimeout as sleep } from 'node:timers/promises';
import { newId, type TSyncPushResponse, type TWalk } from '@schooldog/domain';
import type { Person, Walker } from './database.js';
import { type Call, Client, type Recorder } from './http.js';
import { type Ledger, uniqueLocation } from './ledger.js';
import type { PairWalk } from './pair-walk.js';
import type { Instance } from './processes.js';
import { SETTINGS } from './settings.js';

/** Category and item pairs of the demo observation settings. */
const CHOICES = [
  ['cameras', 'cameras-1'],
  ['access', 'access-1'],
  ['lighting', 'lighting-1'],
  ['other', 'other-1'],
] as const;
const TYPES = ['concern', 'praise', 'other'] as const;
const TAGS = [[], [], ['Night'], ['Lockdown', 'Roof']] as const;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

type Mutation = { seq: number; name: 'entry.create' | 'entry.update'; args: Record<string, unknown> };

export interface WalkerContext {
  walker: Walker;
  partner: Walker;
  reviewer: Person;
  pair: PairWalk;
  instances: readonly Instance[];
  recorder: Recorder;
  ledger: Ledger;
  jpeg: Buffer;
}

/** One simulated person on walks: signs in, walks, logs, edits, reads the explorer, syncs. */
export class WalkerSession {
  readonly client: Client;
  private readonly floating: string[] = [];
  private readonly walkEntries = new Map<string, string[]>();
  private readonly clientId = newId();
  private seq = 0;
  private lastPush: Mutation[] = [];
  private joinedWalkId: string | null = null;

  get walker() {
    return this.context.walker;
  }

  constructor(private readonly context: WalkerContext) {
    this.client = new Client(context.instances, context.walker.ip, context.recorder, context.walker.index);
  }

  private send(call: Call) {
    return this.client.send(call);
  }

  async signIn(): Promise<boolean> {
    const { email } = this.context.walker;
    const answer = await this.send({
      kind: 'sign-in',
      method: 'POST',
      path: '/api/auth/sign-in/email',
      json: { email, password: SETTINGS.password },
      expect: [200],
    });
    return answer !== null;
  }

  /** Starts a walk at the walker's school (with the partner as collaborator unless alone). */
  async startWalk(withPartner = true): Promise<string | null> {
    const { walker, partner, ledger } = this.context;
    const id = newId();
    const answer = await this.send({
      kind: 'walk start',
      method: 'POST',
      path: '/api/walks',
      json: { id, schoolId: walker.schoolId, collaboratorUserIds: withPartner ? [partner.id] : [] },
      expect: [201],
    });
    if (!answer) return null;
    ledger.walksStarted.add(id);
    return id;
  }

  /** The collaborator finds the walk the leader started among its current walks. */
  private async join() {
    const { pair, walker } = this.context;
    if (!pair.walkId || pair.walkId === this.joinedWalkId) return;
    const wanted = pair.walkId;
    const answer = await this.send({
      kind: 'walk join',
      method: 'GET',
      path: `/api/walks/current?schoolId=${walker.schoolId}`,
      expect: [200],
    });
    if ((answer?.body as { walks: TWalk[] } | undefined)?.walks.some((walk) => walk.id === wanted))
      this.joinedWalkId = wanted;
  }

  private async uploadPicture(entryId: string): Promise<string | null> {
    const path = `observations/${entryId}/${newId()}`;
    const answer = await this.send({
      kind: 'picture upload',
      method: 'PUT',
      path: `/api/files/${path}`,
      bytes: this.context.jpeg,
      expect: [201],
    });
    if (!answer) return null;
    this.context.ledger.pictures.add(path);
    return path;
  }

  private entryFields() {
    const [categoryId, itemId] = pick(CHOICES);
    return {
      schoolId: this.context.walker.schoolId,
      observationCategoryId: categoryId,
      observationItemId: itemId,
      observationType: pick(TYPES),
      quantity: 1 + Math.floor(Math.random() * 5),
      location: uniqueLocation(this.context.walker.index),
      manualTags: [...pick(TAGS)],
    };
  }

  /**
   * Logs an entry with a picture: the picture first, then the entry naming it; in the pair's open
   * walk (or `soloWalkId`, a walk of the walker's own) or floating.
   */
  async logEntry(intoWalk: boolean, soloWalkId?: string) {
    const { pair, ledger, walker } = this.context;
    const pairWalkId = intoWalk && !soloWalkId ? pair.enter() : null;
    const walkId = soloWalkId ?? pairWalkId;
    try {
      const id = newId();
      const path = await this.uploadPicture(id);
      if (!path) return;
      const answer = await this.send({
        kind: 'entry create',
        method: 'POST',
        path: '/api/entries',
        json: { id, ...this.entryFields(), walkId, imagePaths: [path] },
        expect: [201],
      });
      if (!answer) return;
      ledger.created(id, {
        reportedByUserId: walker.id,
        walkId,
        imagePaths: [path],
        instance: answer.instance.name,
        via: 'rest',
      });
      if (pairWalkId) {
        pair.entries += 1;
        this.walkEntries.set(pairWalkId, [...(this.walkEntries.get(pairWalkId) ?? []), id]);
      } else if (!walkId) this.floating.push(id);
    } finally {
      if (pairWalkId) pair.leave();
    }
  }

  /** Edits one of the walker's entries: a new location, sometimes another type. */
  async editEntry() {
    const { pair, ledger } = this.context;
    const walkId = Math.random() < 0.3 ? pair.enter() : null;
    try {
      const id = pick(walkId ? (this.walkEntries.get(walkId) ?? []) : this.floating);
      if (!id) return;
      const location = uniqueLocation(this.context.walker.index);
      const changes = Math.random() < 0.3 ? { location, observationType: pick(TYPES) } : { location };
      const answer = await this.send({
        kind: 'entry edit',
        method: 'PATCH',
        path: `/api/entries/${id}`,
        json: changes,
        expect: [200],
      });
      if (answer) ledger.edited(id, location);
    } finally {
      if (walkId) pair.leave();
    }
  }

  /** The entries explorer: the school's entries of the last month by type, then the next page. */
  async explore() {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const query = new URLSearchParams({
      schoolIds: this.context.walker.schoolId,
      entryTypes: pick(['concern', 'concern,praise', 'praise,other']),
      dateRange: `${day(-30)},${day(1)}`,
      limit: '20',
    });
    const first = await this.send({
      kind: 'explorer page',
      method: 'GET',
      path: `/api/entries?${query}`,
      expect: [200],
    });
    const cursor = (first?.body as { nextCursor: string | null } | undefined)?.nextCursor;
    if (!cursor) return;
    query.set('cursor', cursor);
    await this.send({
      kind: 'explorer next page',
      method: 'GET',
      path: `/api/entries?${query}`,
      expect: [200],
    });
  }

  /**
   * An offline batch: two entries (one with a picture) and edits, pushed at once; now and then with
   * the previous push sent again in front, as a device does when it never heard the answer.
   */
  async syncPush() {
    const { ledger, walker } = this.context;
    const first = newId();
    const path = await this.uploadPicture(first);
    if (!path) return;
    const second = newId();
    const created = new Map<string, string[]>([
      [first, [path]],
      [second, []],
    ]);
    const mutation = (name: Mutation['name'], args: Record<string, unknown>): Mutation => ({
      seq: ++this.seq,
      name,
      args,
    });
    const edits: { entryId: string; location: string }[] = [];
    const edit = (entryId: string) => {
      const location = uniqueLocation(walker.index);
      edits.push({ entryId, location });
      return mutation('entry.update', { id: entryId, changes: { location } });
    };
    const fresh = [
      mutation('entry.create', { id: first, ...this.entryFields(), imagePaths: [path] }),
      mutation('entry.create', { id: second, ...this.entryFields() }),
      edit(first),
      edit(first),
      ...(this.floating.length > 0 ? [edit(pick(this.floating))] : []),
    ];
    const replayed = this.lastPush.length > 0 && Math.random() < 0.35 ? this.lastPush : [];
    const kind = replayed.length > 0 ? 'sync push + replay' : 'sync push';
    const answer = await this.send({
      kind,
      method: 'POST',
      path: '/api/sync/push',
      json: { clientId: this.clientId, mutations: [...replayed, ...fresh] },
      expect: [200],
    });
    if (!answer) return;
    this.lastPush = fresh;
    const { results, lastAppliedSeq } = answer.body as TSyncPushResponse;
    // A replayed mutation answers applied without a record; a fresh one applied with its record.
    const isRight = results.every((result, index) =>
      index < replayed.length
        ? result.status === 'applied' && result.record === null
        : result.status === 'applied' && result.record !== null,
    );
    if (!isRight || results.length !== replayed.length + fresh.length) {
      this.client.recorder.fail(kind, `unexpected results ${JSON.stringify(results).slice(0, 300)}`);
      return;
    }
    ledger.replayedMutations += replayed.length;
    ledger.pushed(this.clientId, walker.id, lastAppliedSeq);
    for (const [id, imagePaths] of created) {
      ledger.created(id, {
        reportedByUserId: walker.id,
        walkId: null,
        imagePaths,
        instance: answer.instance.name,
        via: 'sync',
      });
      this.floating.push(id);
    }
    for (const { entryId, location } of edits) ledger.edited(entryId, location);
  }

  /** The leader sends the shared walk for review (after a few entries) and starts the next one. */
  async submitWalk() {
    const { pair } = this.context;
    if (!pair.walkId || pair.entries < 3) return;
    const walkId = pair.walkId;
    await pair.close();
    await this.submit(walkId);
    const next = await this.startWalk();
    if (next) pair.open(next);
  }

  /** Sends a walk for review to the school's principal. */
  async submit(walkId: string): Promise<boolean> {
    const answer = await this.send({
      kind: 'walk submit',
      method: 'POST',
      path: `/api/walks/${walkId}/submit`,
      json: { reviewerUserId: this.context.reviewer.id },
      expect: [200],
    });
    if (answer) this.context.ledger.walksSubmitted.add(walkId);
    return answer !== null;
  }

  /** Signs in after a random delay within the ramp-up: a school's staff do not all sign in at once. */
  async arrive(): Promise<boolean> {
    await sleep(Math.random() * SETTINGS.rampSeconds * 1000);
    return this.signIn();
  }

  /** Until the deadline: one action after another, with a pause to think between them. */
  async walk(deadline: number) {
    const { walker, pair } = this.context;
    if (!this.client.cookie) return;
    if (walker.isLeader) {
      const walkId = await this.startWalk();
      if (walkId) pair.open(walkId);
    }
    while (Date.now() < deadline) {
      if (!walker.isLeader) await this.join();
      const roll = Math.random() * 100;
      if (roll < 30) await this.logEntry(Math.random() < 0.6);
      else if (roll < 50) await this.editEntry();
      else if (roll < 75) await this.explore();
      else if (roll < 92) await this.syncPush();
      else if (roll < 99) await (walker.isLeader ? this.submitWalk() : this.logEntry(true));
      else await this.signIn();
      await sleep(Math.random() * 2 * SETTINGS.thinkMs);
    }
  }
}
