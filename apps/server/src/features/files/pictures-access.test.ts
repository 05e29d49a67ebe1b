import { newId, type TWalk, type WalkStatus } from '@schooldog/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { type Person, walkClient } from '../walks/test-helpers.js';

const PEOPLE = ['reporter', 'leader', 'collaborator', 'reviewer', 'viewer', 'otherSchool'] as const;
type Name = (typeof PEOPLE)[number];

/** Each person's status for one call, as a table row reads best. */
const statuses = (row: Record<Name, number>) => row;

describeEachDatabase('picture access follows the walk rules of its entry (spec 000 §6)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof walkClient>;
  let people: Record<Name, Person>;
  let schoolA: string;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = walkClient(t);
    const [a, b] = (await withDistrict(t)).map((school) => school.id) as [string, string];
    schoolA = a;
    people = {
      // Two collaborators of an educator's walk: the one who logged the entry, and another.
      reporter: await t.userWithRole('educator', [a]),
      leader: await t.userWithRole('educator', [a]),
      collaborator: await t.userWithRole('educator', [a]),
      // A principal (view and manage entries at school A), chosen as the reviewer.
      reviewer: await t.userWithRole('principal', [a]),
      // View entries at school A without manage entries.
      viewer: await t.userWithRole('sro', [a]),
      otherSchool: await t.userWithRole('principal', [b]),
    };
    photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#4a8' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const put = (who: Person, path: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/files/${path}`,
      headers: { cookie: who.cookie, 'content-type': 'image/jpeg' },
      payload: photo,
    });
  const get = (who: Person, path: string) =>
    t.app.inject({ method: 'GET', url: `/api/files/${path}`, headers: { cookie: who.cookie } });

  /** A walk in `status` with one entry logged by the reporter, with a picture. */
  async function walkEntryWithPicture(status: WalkStatus) {
    const walk: TWalk = await api.startWalk(people.leader, schoolA, [
      people.reporter.id,
      people.collaborator.id,
    ]);
    const entryId = newId();
    const picture = `observations/${entryId}/first`;
    expect((await put(people.reporter, picture)).statusCode).toBe(201);
    await api.loggedEntry(people.reporter, walk, { id: entryId, imagePaths: [picture] });
    if (status === 'review') await api.submit(people.leader, walk, people.reviewer);
    if (status === 'complete') {
      const done = await api.call(people.leader, 'POST', `/api/walks/${walk.id}/complete`, {});
      expect(done.statusCode, done.body).toBe(200);
    }
    return { entryId, picture };
  }

  /** Each person's answers: reading the picture and the entry, adding a picture and changing the entry. */
  async function answers(status: WalkStatus) {
    const { entryId, picture } = await walkEntryWithPicture(status);
    const read: Record<string, number> = {};
    const change: Record<string, number> = {};
    for (const name of PEOPLE) {
      const who = people[name];
      const entryRead = (await api.call(who, 'GET', `/api/entries/${entryId}`)).statusCode;
      read[name] = (await get(who, picture)).statusCode;
      // The same rule as the entry: readable exactly when the entry is.
      expect(read[name] === 200, `${name} reads the picture as the entry (${entryRead})`).toBe(
        entryRead === 200,
      );
      // A no-op edit asks the entry's change rule without changing anything.
      const entryChange = (await api.call(who, 'PATCH', `/api/entries/${entryId}`, { quantity: 1 }))
        .statusCode;
      change[name] = (await put(who, `observations/${entryId}/by-${name}`)).statusCode;
      expect(change[name] === 201, `${name} adds a picture as they change the entry (${entryChange})`).toBe(
        entryChange === 200,
      );
    }
    return { read, change };
  }

  it('in an in-progress walk: participants read and the leader, the reporter and managers add pictures', async () => {
    expect(await answers('inprogress')).toEqual({
      read: statuses({
        reporter: 200,
        leader: 200,
        collaborator: 200,
        reviewer: 200,
        viewer: 200,
        otherSchool: 404,
      }),
      change: statuses({
        reporter: 201,
        leader: 201,
        collaborator: 403,
        reviewer: 201,
        viewer: 403,
        otherSchool: 404,
      }),
    });
  });

  it.each<WalkStatus>(['review', 'complete'])(
    'in a walk in %s: those who see the entry read its pictures, and nobody adds one',
    async (status) => {
      expect(await answers(status)).toEqual({
        read: statuses({
          reporter: 200,
          leader: 200,
          collaborator: 200,
          reviewer: 200,
          viewer: 200,
          otherSchool: 404,
        }),
        change: statuses({
          reporter: 403,
          leader: 403,
          collaborator: 403,
          reviewer: 403,
          viewer: 403,
          otherSchool: 404,
        }),
      });
    },
  );
});
