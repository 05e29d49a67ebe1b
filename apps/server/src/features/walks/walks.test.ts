import { MESSAGES, newId, type TWalk } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { auditLog } from '../../core/audit-tables.js';
import { observations } from '../entries/public.js';
import { castOf } from '../../test/role-cast.js';
import { type Person, walkCast, walkClient } from './test-helpers.js';

describeEachDatabase('walks: validation, entries, access and the review lifecycle', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof walkClient>;
  let schoolA: string;
  let schoolB: string;
  let leader: Person;
  let collaborator: Person;
  let reviewer: Person;
  let managerHere: Person;
  let managerElsewhere: Person;
  let unrelated: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = walkClient(t);
    ({ schoolA, schoolB, leader, collaborator, reviewer, managerHere, managerElsewhere, unrelated } =
      await walkCast(t));
  });
  afterAll(() => t.close());

  // Who may make each call is in walks-access.test.ts; these are what the calls do.
  const fresh = () => api.startWalk(leader, schoolA, [collaborator.id]);
  const inReview = async () => api.submit(leader, await fresh(), reviewer);

  it('New walk: in progress, led by its creator, school-led, collaborators emailed with the link', async () => {
    const before = t.deps.mailer.recent.length;
    const walk = await fresh();
    expect(walk).toMatchObject({
      status: 'inprogress',
      walkType: 'school',
      leaderUserId: leader.id,
      collaborators: [collaborator.id],
      participantUserIds: [collaborator.id, leader.id],
      entryCount: 0,
      isAbandoned: false,
      submissionHistory: [],
    });
    expect(walk.people.map((p) => p.id).sort()).toEqual([leader.id, collaborator.id].sort());
    await t.drainJobs();
    const mail = t.deps.mailer.recent.slice(before);
    expect(mail.map((m) => m.to)).toEqual([collaborator.email]);
    expect(mail[0]?.text).toContain(`/walks/walk/${walk.id}`);
  });

  it('New walk: the same client id again answers the walk already made, applied once', async () => {
    const id = newId();
    const first = await api.call(leader, 'POST', '/api/walks', { id, schoolId: schoolA });
    const second = await api.call(leader, 'POST', '/api/walks', { id, schoolId: schoolA });
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json<TWalk>().id).toBe(id);
  });

  it('New walk: school required; collaborators at most 10, eligible, never oneself', async () => {
    const invalid = async (payload: object) => {
      const response = await api.call(leader, 'POST', '/api/walks', payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    };
    expect(await invalid({})).toEqual({ schoolId: MESSAGES.fieldRequired });
    const eleven = Array.from({ length: 11 }, () => newId());
    expect(await invalid({ schoolId: schoolA, collaboratorUserIds: eleven })).toEqual({
      collaboratorUserIds: 'Choose at most 10 collaborators.',
    });
    expect(await invalid({ schoolId: schoolA, collaboratorUserIds: [managerElsewhere.id] })).toEqual({
      collaboratorUserIds: 'Each collaborator must be able to log entries at this school.',
    });
    expect(await invalid({ schoolId: schoolA, collaboratorUserIds: [leader.id] })).toEqual({
      collaboratorUserIds: 'You cannot add yourself as a collaborator.',
    });
  });

  it('eligible collaborators can log entries at the school, without oneself', async () => {
    const response = await api.call(leader, 'GET', `/api/walks/eligible-collaborators?schoolId=${schoolA}`);
    const ids = response.json<{ users: { id: string }[] }>().users.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([collaborator.id, reviewer.id, unrelated.id]));
    expect(ids).not.toContain(leader.id);
    expect(ids).not.toContain(managerElsewhere.id);
  });

  it('a walk in review takes no entries and no context edits, even from its participants', async () => {
    const walk = await inReview();
    expect((await api.logEntry(leader, walk)).statusCode).toBe(403);
    expect((await api.call(collaborator, 'PATCH', `/api/walks/${walk.id}`, { context: {} })).statusCode).toBe(
      403,
    );
  });

  it('an entry logged in a walk takes its school and walk type, and is not floating', async () => {
    const walk = await fresh();
    const entry = await api.loggedEntry(collaborator, walk, { schoolId: schoolB });
    expect(entry).toMatchObject({
      walkId: walk.id,
      schoolId: schoolA,
      walkType: 'school',
      isFloating: false,
    });
    expect((await api.call(leader, 'GET', `/api/walks/${walk.id}`)).json<TWalk>().entryCount).toBe(1);
  });

  it('collaborators edit and delete only their own entries; the leader any', async () => {
    const walk = await fresh();
    const byLeader = await api.loggedEntry(leader, walk);
    const byCollaborator = await api.loggedEntry(collaborator, walk);
    const patch = (who: Person, id: string) => api.call(who, 'PATCH', `/api/entries/${id}`, { quantity: 3 });
    expect((await patch(collaborator, byLeader.id)).statusCode).toBe(403);
    expect((await patch(collaborator, byCollaborator.id)).statusCode).toBe(200);
    expect((await patch(leader, byCollaborator.id)).statusCode).toBe(200);
    expect((await api.call(collaborator, 'DELETE', `/api/entries/${byLeader.id}`)).statusCode).toBe(403);
    expect((await api.call(leader, 'DELETE', `/api/entries/${byCollaborator.id}`)).statusCode).toBe(204);
    // Soft-deleted in a walk.
    const [row] = await t.database.db
      .select()
      .from(observations)
      .where(eq(observations.id, byCollaborator.id));
    expect(row?.isDeleted).toBe(true);
    const entries = await api.call(collaborator, 'GET', `/api/walks/${walk.id}/entries`);
    expect(entries.json<{ entries: { id: string }[] }>().entries.map((e) => e.id)).toEqual([byLeader.id]);
  });

  it('managing access and handing leadership: the leader only; the old leader becomes a collaborator', async () => {
    const walk = await fresh();
    const add = { collaboratorUserIds: [collaborator.id, unrelated.id] };
    expect((await api.call(collaborator, 'PATCH', `/api/walks/${walk.id}`, add)).statusCode).toBe(403);
    const added = await api.call(leader, 'PATCH', `/api/walks/${walk.id}`, add);
    expect(added.statusCode, added.body).toBe(200);
    await t.drainJobs();
    expect(t.deps.mailer.recent.at(-1)).toMatchObject({ to: unrelated.email });
    const notCollaborator = await api.call(leader, 'PATCH', `/api/walks/${walk.id}`, {
      leaderUserId: reviewer.id,
    });
    expect(notCollaborator.json()).toMatchObject({ error: { fields: { leaderUserId: expect.any(String) } } });
    const handed = await api.call(leader, 'PATCH', `/api/walks/${walk.id}`, {
      leaderUserId: collaborator.id,
    });
    expect(handed.json<TWalk>()).toMatchObject({ leaderUserId: collaborator.id, walkType: 'school' });
    expect(handed.json<TWalk>().collaborators.sort()).toEqual([unrelated.id, leader.id].sort());
    // The old leader can no longer manage access.
    expect((await api.call(leader, 'PATCH', `/api/walks/${walk.id}`, add)).statusCode).toBe(403);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, walk.id));
    expect(audit.map((row) => row.field)).toEqual(expect.arrayContaining(['collaborators', 'leaderUserId']));
  });

  it('permanent delete takes the entries with it; archive records who and when', async () => {
    const walk = await fresh();
    await api.loggedEntry(leader, walk);
    expect((await api.call(leader, 'DELETE', `/api/walks/${walk.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(observations).where(eq(observations.walkId, walk.id))).toEqual(
      [],
    );
    const archived = await api.call(leader, 'POST', `/api/walks/${(await fresh()).id}/archive`, {
      archived: true,
    });
    expect(archived.json<TWalk>()).toMatchObject({
      archivedByUserId: leader.id,
      timeArchived: expect.any(String),
    });
  });

  it('reviewer picker: product staff are not offered, and each person shows their role', async () => {
    const { people } = await castOf(t, { staff: ['principal', 'A', { isSchoolDogStaff: true }] });
    const walk = await fresh();
    const response = await api.call(leader, 'GET', `/api/walks/${walk.id}/reviewers`);
    const offered = response.json<{ users: { id: string; role: string; friendlyRole: string }[] }>().users;
    expect(offered.map((person) => person.id)).not.toContain(people.staff.id);
    expect(offered.find((person) => person.id === reviewer.id)).toMatchObject({
      role: 'principal',
      friendlyRole: 'Principal',
    });
    const refused = await api.call(leader, 'POST', `/api/walks/${walk.id}/submit`, {
      reviewerUserId: people.staff.id,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('submit for review: to an eligible reviewer, who is emailed', async () => {
    const walk = await fresh();
    const ineligible = await api.call(leader, 'POST', `/api/walks/${walk.id}/submit`, {
      reviewerUserId: collaborator.id,
    });
    expect(ineligible.json()).toMatchObject({
      error: { fields: { reviewerUserId: 'This person cannot review this walk.' } },
    });
    const reviewers = await api.call(leader, 'GET', `/api/walks/${walk.id}/reviewers`);
    const reviewerIds = reviewers.json<{ users: { id: string }[] }>().users.map((u) => u.id);
    expect(reviewerIds).toEqual(expect.arrayContaining([reviewer.id, managerHere.id]));
    expect(reviewerIds).not.toContain(collaborator.id);
    const submitted = await api.submit(leader, walk, reviewer);
    expect(submitted).toMatchObject({
      status: 'review',
      currentStage: 'review',
      awaitingReviewBy: reviewer.id,
    });
    expect(Date.parse(submitted.autoCompleteAt ?? '') - Date.parse(submitted.timeSubmitted ?? '')).toBe(
      72 * 3600_000,
    );
    expect(submitted.submissionHistory).toEqual([
      expect.objectContaining({
        fromStatus: 'inprogress',
        toStatus: 'review',
        byUserId: leader.id,
        notifiedEmails: [reviewer.email],
      }),
    ]);
    // The mailer keeps only its last 50 messages: the newest is the reviewer's.
    await t.drainJobs();
    expect(t.deps.mailer.recent.at(-1)).toMatchObject({
      to: reviewer.email,
      text: expect.stringContaining(walk.id),
    });
  });

  it('review: No needs comments', async () => {
    const walk = await inReview();
    const noComments = await api.call(reviewer, 'POST', `/api/walks/${walk.id}/review`, {
      isApproved: false,
    });
    expect(noComments.statusCode).toBe(400);
    expect(noComments.json()).toMatchObject({
      error: { fields: { comments: MESSAGES.reviewCommentsRequired } },
    });
  });

  it('complete: others hear the only-leader message; zero entries need the acknowledgement; a manager completes a walk in review', async () => {
    const walk = await fresh();
    const refused = await api.call(collaborator, 'POST', `/api/walks/${walk.id}/complete`, {
      acknowledgeNoEntries: true,
    });
    expect(refused.json()).toMatchObject({ error: { message: MESSAGES.onlyLeaderCompletes } });
    const unacknowledged = await api.call(leader, 'POST', `/api/walks/${walk.id}/complete`, {});
    expect(unacknowledged.statusCode).toBe(400);
    expect(unacknowledged.json()).toMatchObject({ error: { fields: { acknowledgeNoEntries: 'Required' } } });
    await api.loggedEntry(leader, walk);
    const done = await api.call(leader, 'POST', `/api/walks/${walk.id}/complete`, {});
    expect(done.json<TWalk>()).toMatchObject({ status: 'complete', timeCompleted: expect.any(String) });
    // A manager at the school completes a walk in review.
    const reviewed = await inReview();
    const byManager = await api.call(managerHere, 'POST', `/api/walks/${reviewed.id}/complete`, {
      acknowledgeNoEntries: true,
    });
    expect(byManager.statusCode).toBe(200);
  });

  it('a complete walk cannot be changed, but can be placed back in progress', async () => {
    const complete = async () => {
      const walk = await fresh();
      await api.call(leader, 'POST', `/api/walks/${walk.id}/complete`, { acknowledgeNoEntries: true });
      return walk;
    };
    const walk = await complete();
    expect((await api.call(leader, 'PATCH', `/api/walks/${walk.id}`, { context: {} })).statusCode).toBe(409);
    expect((await api.logEntry(leader, walk)).statusCode).toBe(403);
    expect(
      (await api.call(leader, 'POST', `/api/walks/${walk.id}/submit`, { reviewerUserId: reviewer.id }))
        .statusCode,
    ).toBe(409);
    const back = await api.call(leader, 'POST', `/api/walks/${walk.id}/in-progress`);
    expect(back.json<TWalk>()).toMatchObject({
      status: 'inprogress',
      timeCompleted: null,
      autoCompleteAt: null,
    });
  });

  it('lifecycle: submit, revisions requested with the comment kept, resubmit, approve', async () => {
    const walk = await fresh();
    await api.loggedEntry(collaborator, walk);
    await api.submit(leader, walk, reviewer);
    const revisions = await api.call(reviewer, 'POST', `/api/walks/${walk.id}/review`, {
      isApproved: false,
      comments: 'Please add the gym.',
    });
    expect(revisions.json<TWalk>()).toMatchObject({
      status: 'inprogress',
      awaitingReviewBy: null,
      autoCompleteAt: null,
    });
    // The reviewer who asked for revisions is still named (the Revisions Requested dialog says who).
    expect(revisions.json<TWalk>().people.map((p) => p.id)).toContain(reviewer.id);
    // Context saved a field at a time keeps every field.
    await api.call(leader, 'PATCH', `/api/walks/${walk.id}`, { context: { weatherPrecipitation: 'rain' } });
    const noted = await api.call(collaborator, 'PATCH', `/api/walks/${walk.id}`, {
      context: { additionalNotes: 'Gym added.' },
    });
    expect(noted.json<TWalk>().context).toMatchObject({
      weatherPrecipitation: 'rain',
      additionalNotes: 'Gym added.',
    });
    await api.loggedEntry(leader, walk);
    await api.submit(leader, walk, managerHere);
    const approved = await api.call(managerHere, 'POST', `/api/walks/${walk.id}/review`, {
      isApproved: true,
    });
    const done = approved.json<TWalk>();
    expect(done.status).toBe('complete');
    expect(
      done.submissionHistory.map((s) => [s.fromStatus, s.toStatus, s.comments, s.revisionsRequested]),
    ).toEqual([
      ['inprogress', 'review', null, false],
      ['review', 'inprogress', 'Please add the gym.', true],
      ['inprogress', 'review', null, false],
      ['review', 'complete', null, false],
    ]);
    expect(done.entryCount).toBe(2);
    expect(done.tags.length).toBeGreaterThanOrEqual(0);
  });
});
