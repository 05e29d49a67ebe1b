import { MESSAGES, newId, type TWalk } from '@schooldog/domain';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import {
  type As,
  type Person,
  requestsAs,
  type Requests,
  type Response,
  statusesOf,
} from '../../test/kit.js';
import { castOf, type RoleCast, roleCast, rolesAllowed } from '../../test/role-cast.js';
import { completeDueWalks } from './public.js';
import { walkClient } from './test-helpers.js';

/*
 * Neighborhood Watch (issue 25 point 4): ticked in Review and Complete by someone with send
 * neighborhood watch at the walk's school, sent when the walk completes (also automatically) to the
 * active people who opted in and view entries there, once.
 */

describeEachDatabase('neighborhood watch', (kind) => {
  let t: TestApp;
  let as: As;
  let client: ReturnType<typeof walkClient>;
  let schoolA: string;
  let p: Record<
    'leader' | 'reviewer' | 'neighbor' | 'optedOut' | 'educator' | 'principalB' | 'staff' | 'coordinator',
    Person
  >;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    client = walkClient(t);
    const made = await castOf(t, {
      leader: ['principal', 'A'],
      reviewer: ['assistant_principal', 'A'],
      neighbor: ['principal', 'A'],
      optedOut: ['principal', 'A'],
      educator: ['educator', 'A'],
      principalB: ['principal', 'B'],
      staff: ['principal', 'A', { isSchoolDogStaff: true }],
      coordinator: ['district_safety_coordinator'],
    });
    ({ schoolA, people: p } = made);
    await t.database.db
      .update(users)
      .set({
        communicationPreferences: sql`${users.communicationPreferences} || '{"neighborhoodWatch": false}'`,
      })
      .where(eq(users.id, p.optedOut.id));
  });
  afterAll(() => t.close());

  /** Who was sent this walk's Neighborhood Watch (a notification each), sorted. */
  const toldOf = async (walkId: string) =>
    (
      await t.database.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, 'walks.neighborhoodWatch'),
            sql`${notifications.data}->>'walkId' = ${walkId}`,
          ),
        )
    )
      .map((row) => row.userId)
      .sort();
  const opted = () => [p.leader.id, p.reviewer.id, p.neighbor.id, p.coordinator.id].sort();

  const startWalk = (leader: Person) => client.startWalk(leader, schoolA);
  /** A praise in Access unless `fields` say otherwise. */
  const logEntry = (leader: Person, walk: TWalk, fields: Record<string, unknown>) =>
    client.loggedEntry(leader, walk, { observationType: 'praise', ...fields });
  const sendTicked = (walk: TWalk) =>
    client.submit(p.leader, walk, p.reviewer, { shouldSendNeighborhoodWatch: true });
  const complete = (who: Person, walkId: string, body: Record<string, unknown> = {}) =>
    as(who).post(`/api/walks/${walkId}/complete`, { acknowledgeNoEntries: true, ...body });

  describe('ticked and completed', () => {
    it('is sent once, to the active people who opted in and view entries at the school, with the entries by category, concerns first, and their pictures', async () => {
      const walk = await startWalk(p.leader);
      const entryId = newId();
      const picture = `observations/${entryId}/door`;
      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777' } })
        .jpeg()
        .toBuffer();
      const upload = await t.app.inject({
        method: 'PUT',
        url: `/api/files/${picture}`,
        headers: { cookie: p.leader.cookie, 'content-type': 'image/jpeg' },
        payload: jpeg,
      });
      expect(upload.statusCode, upload.body).toBe(201);
      await logEntry(p.leader, walk, { comment: 'Friendly front office', location: 'Lobby' });
      await logEntry(p.leader, walk, {
        id: entryId,
        observationCategoryId: 'cameras',
        observationItemId: 'cameras-1',
        observationType: 'concern',
        comment: 'Camera points at the wall',
        location: 'Gym',
        imagePaths: [picture],
      });
      const mailsBefore = (await t.mails()).length;

      const completed = await complete(p.leader, walk.id, { shouldSendNeighborhoodWatch: true });
      expect(completed.statusCode, completed.body).toBe(200);
      expect(completed.json<TWalk>()).toMatchObject({
        shouldSendNeighborhoodWatch: true,
        hasSentNeighborhoodWatch: true,
      });
      expect(await toldOf(walk.id)).toEqual(opted());

      const mails = (await t.mails())
        .slice(mailsBefore)
        .filter((mail) => mail.subject.includes('Neighborhood Watch'));
      // The preference is honoured at delivery too; each opted-in person gets one email.
      expect(mails.map((mail) => mail.to).sort()).toEqual(
        [p.leader, p.reviewer, p.neighbor, p.coordinator].map((person) => person.email).sort(),
      );
      const text = mails[0]?.text ?? '';
      // The day as a reader writes it, and the count in words that agree with it.
      expect(mails[0]?.subject).toMatch(/ on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(text).toContain('is complete with 2 entries.');
      expect(text).toContain('Concern · Gym · Camera points at the wall');
      expect(text).toContain('Praise · Lobby · Friendly front office');
      expect(text.indexOf('Camera points at the wall')).toBeLessThan(text.indexOf('Friendly front office'));
      expect(text).toContain(`Picture 1: ${t.deps.config.publicUrl}/api/files/${picture}`);
      expect(mails[0]?.html).toContain(`href="${t.deps.config.publicUrl}/api/files/${picture}"`);

      // Placed back in progress and completed again (ticking it once more is refused): nothing more.
      expect((await as(p.leader).post(`/api/walks/${walk.id}/in-progress`)).statusCode).toBe(200);
      const again = await complete(p.leader, walk.id, { shouldSendNeighborhoodWatch: true });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(MESSAGES.neighborhoodWatchAlreadySent);
      expect((await complete(p.leader, walk.id)).statusCode).toBe(200);
      expect(await toldOf(walk.id)).toEqual(opted());
    });

    it('not ticked, a completion sends nothing', async () => {
      const walk = await startWalk(p.leader);
      const completed = await complete(p.leader, walk.id);
      expect(completed.statusCode, completed.body).toBe(200);
      expect(completed.json<TWalk>().hasSentNeighborhoodWatch).toBe(false);
      expect(await toldOf(walk.id)).toEqual([]);
    });

    it('ticked when sent for review, is sent when the reviewer approves', async () => {
      const walk = await startWalk(p.leader);
      expect(await sendTicked(walk)).toMatchObject({
        shouldSendNeighborhoodWatch: true,
        hasSentNeighborhoodWatch: false,
      });
      expect(await toldOf(walk.id)).toEqual([]);
      const approved = await as(p.reviewer).post(`/api/walks/${walk.id}/review`, { isApproved: true });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json<TWalk>().hasSentNeighborhoodWatch).toBe(true);
      expect(await toldOf(walk.id)).toEqual(opted());
    });

    it('ticked when sent for review, is sent when the walk completes by itself 72 hours later', async () => {
      const walk = await startWalk(p.leader);
      await sendTicked(walk);
      expect(await completeDueWalks(t.deps, new Date(Date.now() + 73 * 3_600_000))).toContain(walk.id);
      expect(await toldOf(walk.id)).toEqual(opted());
      const after = (await as(p.leader).get(`/api/walks/${walk.id}`)).json<TWalk>();
      expect(after.hasSentNeighborhoodWatch).toBe(true);
    });

    it('is not sent to someone who turned the preference off', async () => {
      const walk = await startWalk(p.leader);
      expect((await complete(p.leader, walk.id, { shouldSendNeighborhoodWatch: true })).statusCode).toBe(200);
      expect(await toldOf(walk.id)).not.toContain(p.optedOut.id);
      expect(await toldOf(walk.id)).toContain(p.neighbor.id);
    });
  });

  it('refuses the flag from someone without send neighborhood watch at the school (403), and stores nothing', async () => {
    const walk = await startWalk(p.educator);
    const refused = await complete(p.educator, walk.id, { shouldSendNeighborhoodWatch: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.neighborhoodWatchMayNotSend);
    const fetched = (await as(p.educator).get(`/api/walks/${walk.id}`)).json<TWalk>();
    expect(fetched).toMatchObject({ status: 'inprogress', shouldSendNeighborhoodWatch: false });
    // Without the flag the same person completes their walk, and nothing is sent.
    expect((await complete(p.educator, walk.id)).statusCode).toBe(200);
    expect(await toldOf(walk.id)).toEqual([]);
  });
});

describeEachDatabase('neighborhood watch: who may tick it (spec 000 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: RoleCast;
  let people: Awaited<ReturnType<typeof roleCast>>['people'];
  let schoolA: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ cast, people, schoolA } = await roleCast(t));
  });
  afterAll(() => t.close());

  /** A walk at A led by the educator and in review with the principal there: completable by managers. */
  const walkInReview = async () => {
    const client = walkClient(t);
    const walk = await client.startWalk(people.educator, schoolA);
    return client.submit(people.educator, walk, people.principalHere);
  };

  it.each<[string, (api: Requests, walk: TWalk) => Promise<Response>, Record<string, number>]>([
    [
      // Completing needs manage entries at A (or being the leader) ...
      'completing a walk in review at A, not ticked',
      (api, walk) => api.post(`/api/walks/${walk.id}/complete`, { acknowledgeNoEntries: true }),
      rolesAllowed(200, 'staff', 'masterAdmin', 'coordinator', 'principalHere', 'educator'),
    ],
    [
      // ... and ticking Neighborhood Watch send neighborhood watch at A: not the educator who leads it.
      'completing a walk in review at A with Neighborhood Watch ticked',
      (api, walk) =>
        api.post(`/api/walks/${walk.id}/complete`, {
          acknowledgeNoEntries: true,
          shouldSendNeighborhoodWatch: true,
        }),
      rolesAllowed(200, 'staff', 'masterAdmin', 'coordinator', 'principalHere'),
    ],
  ])('%s', async (_name, request, expected) => {
    expect(await statusesOf(cast, async (who) => request(as(who), await walkInReview()))).toEqual(expected);
  });
});
