import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OBSERVATION_TYPES } from '../entries/schemas.js';
import type { TRubricAnswer, TScoreThresholds } from '../rubrics/schemas.js';
import type { TAssessmentQuestion, TAssessmentSection } from './schemas.js';
import {
  type AssessmentScore,
  type ScorableAssessment,
  type ScoringEntry,
  scoreAssessment,
} from './scoring.js';
import { buildQuestion, buildSection } from './test-factories.js';

/** Tags as people type them: the same word in other cases and with spaces around it. */
const TAGS = [
  'doors',
  'Doors',
  ' DOORS ',
  'lights',
  'Lights',
  'fire exit',
  'FIRE EXIT',
  'ünïcode',
  'ÜNÏCODE',
];
const lower = (tag: string) => tag.trim().toLowerCase();

const expected = {
  praises: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
  concerns: fc.option(fc.integer({ min: -1, max: 4 }), { nil: null }),
};

const answers: fc.Arbitrary<TRubricAnswer[]> = fc
  .uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 1, maxLength: 5 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((answerId) =>
        fc.record({
          answerId: fc.constant(answerId),
          value: fc.integer({ min: 0, max: 10 }),
          text: fc.constant<string[]>([]),
          expectedPraises: expected.praises,
          expectedConcerns: expected.concerns,
        }),
      ),
    ),
  );

/** A question, sometimes answered by hand (with an answer of its own or one it does not have). */
const question = (id: string): fc.Arbitrary<TAssessmentQuestion> =>
  fc
    .record({
      answers,
      tags: fc.subarray(TAGS),
      manual: fc.boolean(),
      pick: fc.nat(),
      missing: fc.boolean(),
    })
    .map(({ answers: choices, tags, manual, pick, missing }) =>
      buildQuestion({
        id,
        tags,
        answers: choices,
        manuallyAnswered: manual,
        answerId: manual ? (missing ? 'not-an-answer' : choices[pick % choices.length]!.answerId) : null,
      }),
    );

const section = (id: string): fc.Arbitrary<TAssessmentSection> =>
  fc
    .record({ skip: fc.boolean(), count: fc.integer({ min: 1, max: 4 }) })
    .chain(({ skip, count }) =>
      fc
        .tuple(...Array.from({ length: count }, (_, i) => question(`${id}q${i}`)))
        .map((questions) => buildSection({ id, skip, questions })),
    );

const thresholds: fc.Arbitrary<TScoreThresholds> = fc
  .uniqueArray(fc.integer({ min: 0, max: 100 }), { minLength: 3, maxLength: 3 })
  .map((values) => {
    const [orange, yellow, green] = [...values].sort((a, b) => a - b) as [number, number, number];
    return { green, yellow, orange };
  });

const assessment: fc.Arbitrary<ScorableAssessment> = fc
  .record({
    count: fc.integer({ min: 1, max: 3 }),
    useScoreThresholds: fc.boolean(),
    scoreThresholds: fc.option(thresholds, { nil: null }),
  })
  .chain(({ count, ...rest }) =>
    fc
      .tuple(...Array.from({ length: count }, (_, i) => section(`s${i}`)))
      .map((sections) => ({ sections, ...rest })),
  );

const entries: fc.Arbitrary<ScoringEntry[]> = fc
  .array(
    fc.record({
      observationType: fc.constantFrom(...OBSERVATION_TYPES),
      quantity: fc.integer({ min: 0, max: 20 }),
      tags: fc.subarray(TAGS),
      isDeleted: fc.boolean(),
    }),
    { maxLength: 8 },
  )
  .map((list) => list.map((entry, i) => ({ id: `e${i}`, ...entry })));

const questionsOf = (result: { sections: TAssessmentSection[] }) =>
  result.sections.flatMap((s) => s.questions);

/** What a score says, with each question's links as a set (their order follows the entries'). */
const scoresOf = (result: AssessmentScore) => ({
  totalScore: result.totalScore,
  maxScore: result.maxScore,
  score: result.score,
  band: result.band,
  questions: questionsOf(result).map((q) => ({
    answerId: q.answerId,
    score: q.score,
    autoLinkedScore: q.autoLinkedScore,
    linked: [...q.linkedObservations].sort(),
  })),
});

// Bounded by numRuns (fast-check's 100); each test takes well under a second.
describe('scoreAssessment invariants', { timeout: 60_000 }, () => {
  it('keeps the total within the max, and the percent within 0..100 (null only for a max of 0)', () => {
    fc.assert(
      fc.property(assessment, entries, (a, list) => {
        const result = scoreAssessment(a, list);
        expect(result.totalScore).toBeGreaterThanOrEqual(0);
        expect(result.totalScore).toBeLessThanOrEqual(result.maxScore);
        if (result.maxScore === 0) expect(result.score).toBeNull();
        else {
          expect(Number.isInteger(result.score)).toBe(true);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('adds up the questions of non-skipped sections', () => {
    fc.assert(
      fc.property(assessment, entries, (a, list) => {
        const result = scoreAssessment(a, list);
        const counted = result.sections.filter((s) => !s.skip).flatMap((s) => s.questions);
        expect(result.totalScore).toBe(counted.reduce((sum, q) => sum + (q.score ?? 0), 0));
        expect(result.maxScore).toBe(
          counted.reduce((sum, q) => sum + Math.max(0, ...q.answers.map((x) => x.value)), 0),
        );
      }),
    );
  });

  it('gives a question a score only from one of its answers', () => {
    fc.assert(
      fc.property(assessment, entries, (a, list) => {
        for (const q of questionsOf(scoreAssessment(a, list))) {
          const chosen = q.answers.find((x) => x.answerId === q.answerId);
          expect(q.score).toBe(chosen ? chosen.value : null);
        }
      }),
    );
  });

  it('is idempotent: scoring its own result again changes nothing', () => {
    fc.assert(
      fc.property(assessment, entries, (a, list) => {
        const once = scoreAssessment(a, list);
        const twice = scoreAssessment({ ...a, sections: once.sections }, list);
        expect(twice).toEqual(once);
      }),
    );
  });

  it('never links entries to a question answered by hand', () => {
    fc.assert(
      fc.property(assessment, entries, (a, list) => {
        const manual = questionsOf(scoreAssessment(a, list)).filter((q) => q.manuallyAnswered);
        for (const q of manual) {
          expect(q.linkedObservations).toEqual([]);
          expect(q.autoLinkedScore).toBeNull();
        }
      }),
    );
  });

  it('links to every other question exactly the non-deleted entries sharing a tag, case-insensitively', () => {
    fc.assert(
      fc.property(assessment, entries, (a, list) => {
        const auto = questionsOf(scoreAssessment(a, list)).filter((q) => !q.manuallyAnswered);
        for (const q of auto) {
          const wanted = new Set(q.tags.map(lower));
          const sharing = list
            .filter((e) => !e.isDeleted && e.tags.some((tag) => wanted.has(lower(tag))))
            .map((e) => e.id);
          expect(q.linkedObservations).toEqual(sharing);
          if (sharing.length === 0) expect(q.score).toBeNull();
        }
      }),
    );
  });

  it('does not depend on the order of the entries', () => {
    fc.assert(
      fc.property(
        assessment,
        entries.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        (a, [list, shuffled]) => {
          expect(scoresOf(scoreAssessment(a, shuffled))).toEqual(scoresOf(scoreAssessment(a, list)));
        },
      ),
    );
  });

  it('ignores deleted entries: dropping them changes nothing', () => {
    fc.assert(
      fc.property(assessment, entries, (a, list) => {
        const kept = list.filter((e) => !e.isDeleted);
        expect(scoreAssessment(a, kept)).toEqual(scoreAssessment(a, list));
      }),
    );
  });
});
