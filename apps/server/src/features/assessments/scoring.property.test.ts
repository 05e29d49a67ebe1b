import {
  newId,
  scoreAssessment,
  type TAssessment,
  type TAssessmentSection,
  type TEntry,
  type TSyncMutation,
  type TSyncPushResponse,
  withManualAnswer,
} from '@schooldog/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { sectionsFromTemplate } from './service.js';
import { assessmentCast, assessmentClient, type Person, seedRubric, TEST_SECTIONS } from './test-helpers.js';

/*
 * The stored score always equals a recomputation (issue 14 point 4): over random sequences of entry
 * creates, edits and deletes (online one at a time, or offline pushed together), manual answers and
 * unanswers, and section skips made through the API of a real app, the stored assessment equals scoreAssessment over the walk's stored entries and
 * the manual answers and skips the test itself kept (a model apart from the server's).
 */

const TAGS = ['Lighting', 'sightlines', 'Graffiti'] as const;
const TYPES = ['praise', 'concern', 'other'] as const;
const QUESTIONS = TEST_SECTIONS.flatMap((section) => section.questions);

type EntryFields = { observationType: (typeof TYPES)[number]; quantity: number; manualTags: string[] };
const entryFields: fc.Arbitrary<EntryFields> = fc.record({
  observationType: fc.constantFrom(...TYPES),
  quantity: fc.integer({ min: 1, max: 3 }),
  manualTags: fc.subarray([...TAGS]),
});
type Step =
  | { kind: 'create'; fields: EntryFields }
  | { kind: 'edit'; pick: number; fields: EntryFields }
  | { kind: 'delete'; pick: number }
  | { kind: 'answer'; question: number; answer: number | null }
  | { kind: 'skip'; section: number; skip: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: entryFields.map((fields) => ({ kind: 'create' as const, fields })) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), fields: entryFields }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      question: fc.nat({ max: QUESTIONS.length - 1 }),
      answer: fc.option(fc.nat({ max: 3 }), { nil: null }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('skip' as const),
      section: fc.nat({ max: TEST_SECTIONS.length - 1 }),
      skip: fc.boolean(),
    }),
  },
);

/** Links as sets: entries logged in the same millisecond are ordered by id, which collations order differently. */
const linksSorted = (sections: TAssessmentSection[]) =>
  sections.map((s) => ({
    ...s,
    questions: s.questions.map((q) => ({ ...q, linkedObservations: [...q.linkedObservations].sort() })),
  }));

describeEachDatabase('auto-scoring: the stored assessment always equals a recomputation', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof assessmentClient>;
  let schoolA: string;
  let leader: Person;
  let collaborator: Person;
  let rubricId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = assessmentClient(t);
    ({ schoolA, leader, collaborator } = await assessmentCast(t));
    rubricId = await seedRubric(t, leader.id);
  });
  afterAll(() => t.close());

  const expectOk = (response: { statusCode: number; body: string }, status = 200) =>
    expect(response.statusCode, response.body).toBe(status);

  it('over random entry changes, manual answers and section skips', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        async (steps, offline) => {
          const walk = await api.startWalk(leader, schoolA, [collaborator.id]);
          const { assessment } = await api.begin(leader, { rubricId, schoolId: schoolA, walkId: walk.id });
          // The model: the template's sections with the manual answers and skips made so far.
          let model: TAssessmentSection[] = sectionsFromTemplate(TEST_SECTIONS);
          const entryIds: string[] = [];
          // Offline, the collaborator's device queues the entry changes and pushes them together
          // before the next answer or skip and at the end (one write, re-scoring once).
          const device = { clientId: newId(), seq: 0, queue: [] as TSyncMutation[] };
          const queue = (name: TSyncMutation['name'], args: object) =>
            device.queue.push({ seq: ++device.seq, name, args });
          const push = async () => {
            if (device.queue.length === 0) return;
            const response = await api.call(collaborator, 'POST', '/api/sync/push', {
              clientId: device.clientId,
              mutations: device.queue.splice(0),
            });
            expectOk(response);
            const { results } = response.json<TSyncPushResponse>();
            for (const result of results) expect(result.status, JSON.stringify(result)).toBe('applied');
            // The last mutation's record is what the API reads right after, assessment links and
            // scores included (an earlier one's scores may have moved with the mutations after it).
            const last = results.at(-1);
            const record = last?.status === 'applied' ? last.record : null;
            if (record?.kind === 'entry') {
              const read = await api.call(collaborator, 'GET', `/api/entries/${record.entry.id}`);
              expect(record.entry).toEqual(read.json<TEntry>());
            }
          };
          for (const change of steps) {
            if (change.kind === 'create') {
              if (offline) {
                const id = newId();
                queue('entry.create', {
                  id,
                  observationCategoryId: 'access',
                  observationItemId: 'access-1',
                  schoolId: schoolA,
                  walkId: walk.id,
                  ...change.fields,
                });
                entryIds.push(id);
              } else entryIds.push((await api.logEntry(collaborator, walk, change.fields)).id);
            } else if (change.kind === 'edit' && entryIds.length > 0) {
              const id = entryIds[change.pick % entryIds.length]!;
              if (offline) queue('entry.update', { id, changes: change.fields });
              else expectOk(await api.call(leader, 'PATCH', `/api/entries/${id}`, change.fields));
            } else if (change.kind === 'delete' && entryIds.length > 0) {
              const [id] = entryIds.splice(change.pick % entryIds.length, 1);
              if (offline) queue('entry.delete', { id });
              else expectOk(await api.call(leader, 'DELETE', `/api/entries/${id}`), 204);
            } else if (change.kind === 'answer') {
              await push();
              const question = QUESTIONS[change.question]!;
              const answer =
                change.answer === null ? null : question.answers[change.answer % question.answers.length]!;
              await api.answer(collaborator, assessment.id, question.id, answer?.answerId ?? null);
              model = withManualAnswer(model, question.id, answer?.answerId ?? null);
            } else if (change.kind === 'skip') {
              await push();
              const section = TEST_SECTIONS[change.section]!;
              await api.ok(leader, 'PATCH', `/api/assessments/${assessment.id}`, {
                sections: { [section.id]: { skip: change.skip } },
              });
              model = model.map((s) => (s.id === section.id ? { ...s, skip: change.skip } : s));
            }
          }
          await push();
          const stored: TAssessment = (await api.get(leader, assessment.id)).assessment;
          const entries = (await api.call(leader, 'GET', `/api/walks/${walk.id}/entries`)).json<{
            entries: TEntry[];
          }>().entries;
          expect(entries.map((entry) => entry.id).sort()).toEqual([...entryIds].sort());
          // The server scores oldest first; the walk's entries are listed newest first.
          const oldestFirst = [...entries].sort(
            (a, b) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id),
          );
          const expected = scoreAssessment(
            {
              sections: model,
              useScoreThresholds: true,
              scoreThresholds: { green: 80, yellow: 60, orange: 40 },
            },
            oldestFirst,
          );
          expect({
            sections: linksSorted(stored.sections),
            totalScore: stored.totalScore,
            maxScore: stored.maxScore,
            score: stored.score,
            band: stored.band,
          }).toEqual({ ...expected, sections: linksSorted(expected.sections) });
          expect([...stored.allEntries].sort()).toEqual([...entryIds].sort());
        },
      ),
      { numRuns: 25 },
    );
  });
});
