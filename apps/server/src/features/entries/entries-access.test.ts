import type { TEntry, WalkStatus } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { type Person, walkClient } from '../walks/test-helpers.js';

/*
 * Who may edit and delete an entry (spec 000 §6), one rule (canChangeEntry) for the server and the
 * web's Edit and Delete: entries of walks in each status, by each participant, for each person.
 * 403 where the entry is seen but not changeable, 404 where it is not seen at all.
 */

const WHO = [
  'leader',
  'collaborator',
  'collaboratorManager',
  'formerCollaborator',
  'reviewer',
  'managerHere',
  'managerElsewhere',
  'unrelated',
] as const;
type Who = (typeof WHO)[number];
type Codes = Record<Who, number>;

/** `ok` for those allowed, 404 for those who do not see the entry, 403 for everyone else. */
const codes = (ok: number, allowed: readonly Who[], unseen: readonly Who[]): Codes =>
  Object.fromEntries(
    WHO.map((who) => [who, allowed.includes(who) ? ok : unseen.includes(who) ? 404 : 403]),
  ) as Codes;

type Reporter = 'leader' | 'collaborator' | 'formerCollaborator';
// Who may change an entry of a walk in progress, by its reporter; in review or complete, nobody.
const IN_PROGRESS: Record<Reporter, Who[]> = {
  leader: ['leader', 'reviewer', 'managerHere'],
  collaborator: ['leader', 'collaborator', 'reviewer', 'managerHere'],
  formerCollaborator: ['leader', 'formerCollaborator', 'reviewer', 'managerHere'],
};
// Those who see an entry of the walk: its participants and people who view entries at the school;
// a reporter removed from the walk still sees their own.
const unseenOf = (reporter: Reporter): Who[] =>
  reporter === 'formerCollaborator'
    ? ['managerElsewhere', 'unrelated']
    : ['formerCollaborator', 'managerElsewhere', 'unrelated'];

describeEachDatabase('entries: who may edit and delete an entry, by the walk rule (spec 000 §6)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof walkClient>;
  let schoolA: string;
  let people: Record<Who, Person>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = walkClient(t);
    const [a, b] = (await withDistrict(t)).map((school) => school.id) as [string, string];
    schoolA = a;
    people = {
      leader: await t.userWithRole('educator', [a]),
      collaborator: await t.userWithRole('educator', [a]),
      // A principal at the school on the walk as a collaborator: manage rights, yet a collaborator.
      collaboratorManager: await t.userWithRole('principal', [a]),
      // Logged entries as a collaborator, then was taken off the walk.
      formerCollaborator: await t.userWithRole('educator', [a]),
      reviewer: await t.userWithRole('principal', [a]),
      managerHere: await t.userWithRole('principal', [a]),
      managerElsewhere: await t.userWithRole('principal', [b]),
      unrelated: await t.userWithRole('educator', [a]),
    };
  });
  afterAll(() => t.close());

  /** A walk in `status` whose `reporter` logged one entry to edit and one per person to delete. */
  async function walkWithEntries(status: WalkStatus, reporter: Reporter) {
    const { leader, collaborator, collaboratorManager, formerCollaborator } = people;
    const walk = await api.startWalk(leader, schoolA, [
      collaborator.id,
      collaboratorManager.id,
      formerCollaborator.id,
    ]);
    const toEdit = await api.loggedEntry(people[reporter], walk);
    const toDelete = new Map<Who, TEntry>();
    for (const who of WHO) toDelete.set(who, await api.loggedEntry(people[reporter], walk));
    const removal = await api.call(leader, 'PATCH', `/api/walks/${walk.id}`, {
      collaboratorUserIds: [collaborator.id, collaboratorManager.id],
    });
    expect(removal.statusCode, removal.body).toBe(200);
    if (status === 'review') await api.submit(leader, walk, people.reviewer);
    if (status === 'complete') {
      const done = await api.call(leader, 'POST', `/api/walks/${walk.id}/complete`, {
        acknowledgeNoEntries: true,
      });
      expect(done.statusCode, done.body).toBe(200);
    }
    return { walk, toEdit, toDelete };
  }

  /** Each person's answer to editing `toEdit` and to deleting their own copy in `toDelete`. */
  async function answers(toEdit: TEntry, toDelete: Map<Who, TEntry>) {
    const edit = {} as Codes;
    const remove = {} as Codes;
    for (const who of WHO) {
      const url = `/api/entries/${toEdit.id}`;
      edit[who] = (await api.call(people[who], 'PATCH', url, { comment: `Edited by ${who}` })).statusCode;
      const own = toDelete.get(who) as TEntry;
      remove[who] = (await api.call(people[who], 'DELETE', `/api/entries/${own.id}`)).statusCode;
    }
    return { edit, remove };
  }

  const statuses: WalkStatus[] = ['inprogress', 'review', 'complete'];
  const reporters: Reporter[] = ['leader', 'collaborator', 'formerCollaborator'];
  it.each(statuses.flatMap((status) => reporters.map((reporter) => [reporter, status] as const)))(
    'an entry by the %s of a walk %s',
    async (reporter, status) => {
      const { toEdit, toDelete } = await walkWithEntries(status, reporter);
      const allowed = status === 'inprogress' ? IN_PROGRESS[reporter] : [];
      expect(await answers(toEdit, toDelete)).toEqual({
        edit: codes(200, allowed, unseenOf(reporter)),
        remove: codes(204, allowed, unseenOf(reporter)),
      });
    },
  );

  it('the entry answer carries what the rule reads of its walk, so the web decides as the server', async () => {
    const { walk, toEdit } = await walkWithEntries('review', 'collaborator');
    const answer = await api.call(people.leader, 'GET', `/api/entries/${toEdit.id}`);
    expect(answer.json<TEntry>().walk).toEqual({
      status: 'review',
      leaderUserId: people.leader.id,
      collaborators: [people.collaborator.id, people.collaboratorManager.id],
    });
    const listed = await api.call(people.leader, 'GET', `/api/walks/${walk.id}/entries`);
    expect(listed.json<{ entries: TEntry[] }>().entries.map((entry) => entry.walk?.status)).toContain(
      'review',
    );
    expect(
      listed.json<{ entries: TEntry[] }>().entries.every((entry) => entry.walk?.status === 'review'),
    ).toBe(true);
    const explorer = await api.call(people.managerHere, 'GET', `/api/entries?schoolIds=${schoolA}`);
    const found = explorer.json<{ entries: TEntry[] }>().entries.find((entry) => entry.id === toEdit.id);
    expect(found?.walk?.status).toBe('review');
  });

  it('a floating entry: its reporter, and manage rights at its school', async () => {
    const toEdit = await t.logEntry(people.leader, { schoolId: schoolA });
    expect(toEdit.walk).toBeNull();
    const toDelete = new Map<Who, TEntry>();
    for (const who of WHO) toDelete.set(who, await t.logEntry(people.leader, { schoolId: schoolA }));
    const allowed: Who[] = ['leader', 'collaboratorManager', 'reviewer', 'managerHere'];
    const unseen: Who[] = ['collaborator', 'formerCollaborator', 'managerElsewhere', 'unrelated'];
    expect(await answers(toEdit, toDelete)).toEqual({
      edit: codes(200, allowed, unseen),
      remove: codes(204, allowed, unseen),
    });
  });
});
