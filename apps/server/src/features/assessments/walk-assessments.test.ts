import { MESSAGES, type TAssessment, type TWalk } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { completeDueWalks } from '../walks/public.js';
import { assessmentCast, assessmentClient, type Person, seedRubric } from './test-helpers.js';

const HOUR = 3600_000;

describeEachDatabase(
  "a walk's assessments: review refused while incomplete, saved or submitted on completion",
  (kind) => {
    let t: TestApp;
    let api: ReturnType<typeof assessmentClient>;
    let now = new Date('2025-09-08T14:00:00Z');
    let schoolA: string;
    let leader: Person;
    let collaborator: Person;
    let reviewer: Person;
    let managerHere: Person;
    let rubricId: string;

    beforeAll(async () => {
      t = await createTestApp(kind, {}, { clock: () => now });
      api = assessmentClient(t);
      ({ schoolA, leader, collaborator, reviewer, managerHere } = await assessmentCast(t));
      rubricId = await seedRubric(t, managerHere.id);
    });
    afterAll(() => t.close());

    /** A walk with two assessments and three entries: q1 scores 3 and q2 1 from their tags. */
    async function walkWithAssessments() {
      const walk = await api.startWalk(leader, schoolA, [collaborator.id]);
      const first = (await api.begin(leader, { rubricId, schoolId: schoolA, walkId: walk.id })).assessment;
      const second = (await api.begin(leader, { rubricId, schoolId: schoolA, walkId: walk.id })).assessment;
      const entries = [
        await api.logEntry(collaborator, walk, { observationType: 'praise', manualTags: ['Lighting'] }),
        await api.logEntry(leader, walk, {
          observationType: 'praise',
          manualTags: ['lighting'],
          quantity: 1,
        }),
        await api.logEntry(leader, walk, { observationType: 'concern', manualTags: ['Sightlines'] }),
      ];
      return { walk, first, second, entryIds: entries.map((entry) => entry.id) };
    }

    const submit = (walk: TWalk) =>
      api.call(leader, 'POST', `/api/walks/${walk.id}/submit`, { reviewerUserId: reviewer.id });
    const assessmentsOf = async (walk: TWalk) =>
      (await api.call(leader, 'GET', `/api/walks/${walk.id}/assessments`)).json<{
        assessments: TAssessment[];
      }>().assessments;

    it('submit for review: refused with the spec message until every unskipped assessment is complete', async () => {
      const { walk, first, second, entryIds } = await walkWithAssessments();
      const refused = await submit(walk);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(MESSAGES.completeAssessments);
      // The second skipped on the finish tab; the first's hand-answered question answered.
      const skipped = await api.ok(leader, 'PATCH', `/api/assessments/${second.id}`, { skip: true });
      expect(skipped.assessment).toMatchObject({
        skip: true,
        skippedByUserId: leader.id,
        timeSkipped: now.toISOString(),
      });
      expect((await submit(walk)).statusCode).toBe(409);
      await api.answer(collaborator, first.id, 'q3', 'a');
      expect((await submit(walk)).statusCode).toBe(200);

      // The reviewer approves: the walk completes with its assessments in the same transaction.
      now = new Date(now.getTime() + HOUR);
      const approved = await api.call(reviewer, 'POST', `/api/walks/${walk.id}/review`, {
        isApproved: true,
        comments: null,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const read = await assessmentsOf(walk);
      const submittedOne = read.find((a) => a.id === first.id);
      const savedOne = read.find((a) => a.id === second.id);
      expect(submittedOne).toMatchObject({
        id: first.id,
        status: 'submitted',
        submittedByUserId: reviewer.id,
        timeSubmitted: now.toISOString(),
        timeLastSubmitted: now.toISOString(),
        totalScore: 6,
        maxScore: 8,
        score: 75,
        band: 'yellow',
      });
      expect([...submittedOne!.allEntries].sort()).toEqual([...entryIds].sort());
      expect(savedOne).toMatchObject({
        id: second.id,
        status: 'created',
        skip: true,
        submittedByUserId: null,
      });
      expect([...savedOne!.allEntries].sort()).toEqual([...entryIds].sort());
      const done = approved.json<TWalk>();
      expect(done).toMatchObject({ status: 'complete', score: 75 });
      expect(done.assessments.map((a) => [a.id, a.status]).sort()).toEqual(
        [
          [first.id, 'submitted'],
          [second.id, 'created'],
        ].sort(),
      );
    });

    it('the leader completing is refused while an unskipped assessment is incomplete; nothing changes', async () => {
      const { walk, first } = await walkWithAssessments();
      const refused = await api.call(leader, 'POST', `/api/walks/${walk.id}/complete`, {
        acknowledgeNoEntries: false,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(MESSAGES.completeAssessments);
      const after = await api.call(leader, 'GET', `/api/walks/${walk.id}`);
      expect(after.json<TWalk>()).toMatchObject({ status: 'inprogress', score: null });
      expect((await api.get(leader, first.id)).assessment.status).toBe('created');
    });

    it('the automatic completion submits the unskipped ones by nobody', async () => {
      const { walk, first, second } = await walkWithAssessments();
      await api.answer(leader, first.id, 'q3', 'b');
      await api.answer(leader, second.id, 'q3', 'a');
      expect((await submit(walk)).statusCode).toBe(200);
      const due = new Date(now.getTime() + 72 * HOUR);
      expect(await completeDueWalks(t.deps, due)).toEqual([walk.id]);
      const read = await assessmentsOf(walk);
      const a = read.find((one) => one.id === first.id);
      const b = read.find((one) => one.id === second.id);
      expect(a).toMatchObject({ status: 'submitted', submittedByUserId: null, score: 50 });
      expect(b).toMatchObject({ status: 'submitted', submittedByUserId: null, score: 75 });
      const completed = (await api.call(leader, 'GET', `/api/walks/${walk.id}`)).json<TWalk>();
      expect(completed).toMatchObject({ status: 'complete', score: 63 });
    });

    it('a submitted walk assessment shows its score on the entries it links', async () => {
      const walks = await api.call(leader, 'GET', '/api/walks?currentTab=0&subTab=1');
      const walk = walks.json<{ walks: TWalk[] }>().walks[0]!;
      const entries = await api.call(leader, 'GET', `/api/walks/${walk.id}/entries`);
      const linked = entries.json<{
        entries: { assessments: { status: string; score: number | null }[] }[];
      }>().entries;
      expect(
        linked.some((entry) => entry.assessments.some((a) => a.status === 'submitted' && a.score !== null)),
      ).toBe(true);
    });
  },
);
