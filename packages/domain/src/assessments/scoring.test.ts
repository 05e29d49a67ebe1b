import { describe, expect, it } from 'vitest';
import {
  answerLetter,
  assessmentProgress,
  autoAnswer,
  entriesMatchingTags,
  firstUnscoredQuestion,
  isAssessmentComplete,
  scoreAssessment,
  scoreBand,
  tally,
  withManualAnswer,
} from './scoring.js';
import {
  buildAnswer,
  buildAssessment,
  buildEntry,
  buildQuestion,
  buildSection,
  STANDARD_ANSWERS,
  THRESHOLDS,
} from './test-factories.js';

/** The one question's result of scoring a one-question assessment with these entries. */
function scoreOne(entries: Parameters<typeof scoreAssessment>[1], question = buildQuestion()) {
  const result = scoreAssessment(
    buildAssessment({ sections: [buildSection({ questions: [question] })] }),
    entries,
  );
  return { result, question: result.sections[0]!.questions[0]! };
}

/** Answers with no answer matching a lone concern: a 3 (two praises), b 2 (one praise), d 0 the any-concern fallback. */
const NO_CONCERN_MATCH = [
  buildAnswer('a', 3, { praises: 2 }),
  buildAnswer('b', 2, { praises: 1 }),
  buildAnswer('d', 0, { concerns: -1 }),
];

describe('linking entries to questions (spec 000 §4 "Entry")', () => {
  it('links the entries whose tags match the question’s, case-insensitively and trimmed', () => {
    const entries = [
      buildEntry('e1', 'praise', ['DOORS']),
      buildEntry('e2', 'concern', [' Doors ']),
      buildEntry('e3', 'praise', ['windows']),
      buildEntry('e4', 'praise', ['lights', 'doors']),
    ];
    expect(entriesMatchingTags(['Doors'], entries).map((e) => e.id)).toEqual(['e1', 'e2', 'e4']);
    expect(scoreOne(entries).question.linkedObservations).toEqual(['e1', 'e2', 'e4']);
  });

  it('ignores deleted entries', () => {
    const entries = [
      buildEntry('e1', 'praise', ['doors'], { isDeleted: true }),
      buildEntry('e2', 'praise', ['doors']),
    ];
    const { question } = scoreOne(entries);
    expect(question.linkedObservations).toEqual(['e2']);
    expect(question.score).toBe(2); // one praise, not two
  });

  it('links nothing to a question without tags, and nothing matches a blank tag', () => {
    const entries = [buildEntry('e1', 'praise', ['doors']), buildEntry('e2', 'praise', [''])];
    expect(entriesMatchingTags([], entries)).toEqual([]);
    expect(entriesMatchingTags(['  '], entries)).toEqual([]);
    const { question } = scoreOne(entries, buildQuestion({ tags: [] }));
    expect(question).toMatchObject({ linkedObservations: [], score: null, answerId: null });
  });

  it('leaves a question unanswered when no entry links to it', () => {
    const { question, result } = scoreOne([buildEntry('e1', 'concern', ['windows'])]);
    expect(question).toMatchObject({
      score: null,
      answerId: null,
      autoLinkedScore: null,
      linkedObservations: [],
    });
    expect(result.totalScore).toBe(0);
  });
});

describe('tally: praises and concerns summed by quantity', () => {
  it('sums quantities by observation type, ignoring other entries', () => {
    expect(
      tally([
        buildEntry('e1', 'praise', [], { quantity: 3 }),
        buildEntry('e2', 'praise', []),
        buildEntry('e3', 'concern', [], { quantity: 2 }),
        buildEntry('e4', 'other', [], { quantity: 5 }),
      ]),
    ).toEqual({ praises: 4, concerns: 2 });
  });

  it('counts a missing quantity (0) as 1', () => {
    expect(tally([buildEntry('e1', 'concern', [], { quantity: 0 })])).toEqual({ praises: 0, concerns: 1 });
  });

  it('scores from the summed quantity: one praise entry of quantity 2 meets two expected praises', () => {
    expect(scoreOne([buildEntry('e1', 'praise', ['doors'], { quantity: 2 })]).question.score).toBe(3);
    expect(scoreOne([buildEntry('e1', 'praise', ['doors'])]).question.score).toBe(2);
  });
});

describe('autoAnswer: which answer the counts choose', () => {
  it('chooses nothing without praises or concerns (only "other" entries linked)', () => {
    expect(autoAnswer(STANDARD_ANSWERS, { praises: 0, concerns: 0 })).toBeNull();
    const { question } = scoreOne([buildEntry('e1', 'other', ['doors'])]);
    expect(question).toMatchObject({ score: null, answerId: null, linkedObservations: ['e1'] });
  });

  it('prefers the highest matching answer for praise-only entries', () => {
    // Two praises meet a (2 praises, no concern) and b (1 praise): a, the higher.
    expect(autoAnswer(STANDARD_ANSWERS, { praises: 2, concerns: 0 })?.answerId).toBe('a');
    expect(autoAnswer(STANDARD_ANSWERS, { praises: 1, concerns: 0 })?.answerId).toBe('b');
  });

  it('prefers the lowest matching answer once there is a concern', () => {
    // One praise and one concern meet b (1 praise) and c (1 concern): c, the lower.
    expect(autoAnswer(STANDARD_ANSWERS, { praises: 1, concerns: 1 })?.answerId).toBe('c');
    // Two praises and a concern: a needs no concern, so b and c match; c.
    expect(autoAnswer(STANDARD_ANSWERS, { praises: 2, concerns: 1 })?.answerId).toBe('c');
  });

  it('reads expected counts as floors, and 0 expected concerns as none', () => {
    const answers = [buildAnswer('a', 5, { concerns: 3 }), buildAnswer('b', 9, { praises: 0, concerns: 0 })];
    expect(autoAnswer(answers, { praises: 0, concerns: 2 })).toBeNull();
    expect(autoAnswer(answers, { praises: 0, concerns: 4 })?.answerId).toBe('a');
    expect(autoAnswer(answers, { praises: 1, concerns: 0 })?.answerId).toBe('b');
  });

  it('never matches an answer expecting nothing', () => {
    expect(autoAnswer([buildAnswer('a', 1)], { praises: 3, concerns: 3 })).toBeNull();
  });

  it('falls back to the -1 answer when a concern exists and nothing else matches', () => {
    expect(autoAnswer(NO_CONCERN_MATCH, { praises: 0, concerns: 1 })?.answerId).toBe('d');
    // With a match, the fallback is not used.
    expect(autoAnswer(NO_CONCERN_MATCH, { praises: 1, concerns: 1 })?.answerId).toBe('b');
  });

  it('does not use the -1 fallback for praise-only entries', () => {
    const answers = [buildAnswer('a', 3, { praises: 5 }), buildAnswer('d', 0, { concerns: -1 })];
    expect(autoAnswer(answers, { praises: 1, concerns: 0 })).toBeNull();
  });

  it('takes the lowest of several -1 fallbacks', () => {
    const answers = [buildAnswer('x', 2, { concerns: -1 }), buildAnswer('y', 1, { concerns: -1 })];
    expect(autoAnswer(answers, { praises: 0, concerns: 1 })?.answerId).toBe('y');
  });

  it('records the automatic answer as the question’s score and auto-linked score', () => {
    const { question } = scoreOne(
      [buildEntry('e1', 'concern', ['doors'])],
      buildQuestion({ answers: NO_CONCERN_MATCH }),
    );
    expect(question).toMatchObject({ answerId: 'd', score: 0, autoLinkedScore: 0, manuallyAnswered: false });
  });
});

describe('manual answers', () => {
  const entries = [buildEntry('e1', 'praise', ['doors']), buildEntry('e2', 'praise', ['doors'])];

  it('keeps the chosen answer and turns auto-linking off', () => {
    const { question } = scoreOne(entries, buildQuestion({ manuallyAnswered: true, answerId: 'c' }));
    expect(question).toMatchObject({
      answerId: 'c',
      score: 1,
      autoLinkedScore: null,
      linkedObservations: [],
      manuallyAnswered: true,
    });
  });

  it('counts a manual answer naming no answer of the question as unanswered', () => {
    const { question, result } = scoreOne(entries, buildQuestion({ manuallyAnswered: true, answerId: 'zz' }));
    expect(question).toMatchObject({ answerId: null, score: null, linkedObservations: [] });
    expect(result.totalScore).toBe(0);
    expect(isAssessmentComplete(result)).toBe(false);
  });

  it('withManualAnswer sets an answer, and null gives the question back to auto-linking', () => {
    const sections = [buildSection({ questions: [buildQuestion(), buildQuestion({ id: 'q2' })] })];
    const answered = withManualAnswer(sections, 'q2', 'b');
    expect(answered[0]!.questions[1]).toMatchObject({ manuallyAnswered: true, answerId: 'b' });
    expect(answered[0]!.questions[0]).toEqual(sections[0]!.questions[0]);
    const cleared = withManualAnswer(answered, 'q2', null);
    expect(cleared[0]!.questions[1]).toMatchObject({ manuallyAnswered: false, answerId: null });
    const rescored = scoreAssessment(buildAssessment({ sections: cleared }), entries);
    expect(rescored.sections[0]!.questions[1]).toMatchObject({
      answerId: 'a',
      linkedObservations: ['e1', 'e2'],
    });
  });
});

describe('totals: max score over non-skipped sections, percent rounded', () => {
  /** A section of questions answered by hand with these answer ids (max 3 each). */
  const answered = (id: string, answerIds: string[], skip = false) =>
    buildSection({
      id,
      skip,
      questions: answerIds.map((answerId, i) =>
        buildQuestion({ id: `${id}-q${i}`, manuallyAnswered: true, answerId }),
      ),
    });

  it('sums the highest answer value of each question and the question scores', () => {
    const result = scoreAssessment(buildAssessment({ sections: [answered('s1', ['a', 'c'])] }), []);
    expect(result).toMatchObject({ totalScore: 4, maxScore: 6, score: 67 });
  });

  it('leaves skipped sections out of both the max and the total', () => {
    const result = scoreAssessment(
      buildAssessment({ sections: [answered('s1', ['b']), answered('s2', ['a', 'a'], true)] }),
      [],
    );
    expect(result).toMatchObject({ totalScore: 2, maxScore: 3, score: 67 });
    // A skipped section's questions are still scored (shown if it is included again).
    expect(result.sections[1]!.questions[0]!.score).toBe(3);
  });

  it('counts unanswered questions as 0 toward the total but fully toward the max', () => {
    const sections = [
      buildSection({
        questions: [buildQuestion({ manuallyAnswered: true, answerId: 'a' }), buildQuestion({ id: 'q2' })],
      }),
    ];
    expect(scoreAssessment(buildAssessment({ sections }), [])).toMatchObject({
      totalScore: 3,
      maxScore: 6,
      score: 50,
    });
  });

  it('rounds the percent to the nearest whole number (halves up)', () => {
    const eighths = [buildAnswer('a', 8), buildAnswer('b', 1), buildAnswer('c', 3)];
    const one = (answerId: string) =>
      scoreAssessment(
        buildAssessment({
          sections: [
            buildSection({
              questions: [buildQuestion({ answers: eighths, manuallyAnswered: true, answerId })],
            }),
          ],
        }),
        [],
      ).score;
    expect(one('b')).toBe(13); // 12.5
    expect(one('c')).toBe(38); // 37.5
    expect(scoreAssessment(buildAssessment({ sections: [answered('s1', ['c', 'd', 'd'])] }), []).score).toBe(
      11,
    ); // 1/9
  });

  it('gives a null percent and the primary colour when the max score is 0', () => {
    const zero = buildQuestion({ answers: [buildAnswer('a', 0)], manuallyAnswered: true, answerId: 'a' });
    const all = scoreAssessment(
      buildAssessment({
        sections: [buildSection({ questions: [zero] })],
        useScoreThresholds: true,
        scoreThresholds: THRESHOLDS,
      }),
      [],
    );
    expect(all).toMatchObject({ totalScore: 0, maxScore: 0, score: null, band: 'primary' });
    const skipped = scoreAssessment(buildAssessment({ sections: [answered('s1', ['a'], true)] }), []);
    expect(skipped).toMatchObject({ maxScore: 0, score: null });
  });
});

describe('score colours (spec 000 §5)', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'orange'],
    [40, 'orange'],
    [39, 'red'],
    [0, 'red'],
  ] as const)('%i%% with thresholds 80/60/40 is %s', (percent, band) => {
    expect(scoreBand(percent, true, THRESHOLDS)).toBe(band);
  });

  it('uses the primary colour without thresholds', () => {
    expect(scoreBand(10, false, THRESHOLDS)).toBe('primary');
    expect(scoreBand(10, true, null)).toBe('primary');
    expect(scoreBand(null, true, THRESHOLDS)).toBe('primary');
  });

  it('colours equal thresholds by the highest band reached', () => {
    expect(scoreBand(50, true, { green: 50, yellow: 50, orange: 50 })).toBe('green');
    expect(scoreBand(49, true, { green: 50, yellow: 50, orange: 50 })).toBe('red');
  });

  it('scoreAssessment reports the band of its percent', () => {
    const sections = [
      buildSection({ questions: [buildQuestion({ manuallyAnswered: true, answerId: 'b' })] }),
    ]; // 2/3: 67
    expect(
      scoreAssessment(
        buildAssessment({ sections, useScoreThresholds: true, scoreThresholds: THRESHOLDS }),
        [],
      ).band,
    ).toBe('yellow');
    expect(scoreAssessment(buildAssessment({ sections }), []).band).toBe('primary');
  });
});

describe('assessments answer in one tap and do not alarm', () => {
  const threshold = (sections: ReturnType<typeof buildSection>[]) =>
    buildAssessment({ sections, useScoreThresholds: true, scoreThresholds: THRESHOLDS });
  const answered = (id: string) => buildQuestion({ id, manuallyAnswered: true, answerId: 'b' });

  it('colours a barely started assessment by no threshold: its percent counts the unanswered as 0', () => {
    const sections = [buildSection({ questions: [answered('q1'), buildQuestion({ id: 'q2' })] })];
    const scored = scoreAssessment(threshold(sections), []);
    expect(scored.score).toBe(33);
    expect(scored.band).toBe('primary');
  });

  it('colours it by its thresholds once every question of the sections not skipped is answered', () => {
    const sections = [
      buildSection({ questions: [answered('q1'), answered('q2')] }),
      buildSection({ id: 's2', skip: true, questions: [buildQuestion({ id: 'q3' })] }),
    ];
    expect(scoreAssessment(threshold(sections), []).band).toBe('yellow');
  });

  it('counts progress as the questions answered of those to answer, and finds the first unscored', () => {
    const scored = scoreAssessment(
      buildAssessment({
        sections: [
          buildSection({ questions: [answered('q1'), buildQuestion({ id: 'q2' })] }),
          buildSection({ id: 's2', skip: true, questions: [buildQuestion({ id: 'q3' })] }),
          buildSection({ id: 's3', questions: [buildQuestion({ id: 'q4' })] }),
        ],
      }),
      [],
    );
    expect(assessmentProgress(scored)).toEqual({ answered: 1, total: 3 });
    expect(firstUnscoredQuestion(scored)).toBe('q2');
    const done = scoreAssessment(
      buildAssessment({ sections: [buildSection({ questions: [answered('q1')] })] }),
      [],
    );
    expect(firstUnscoredQuestion(done)).toBeNull();
  });
});

describe('isAssessmentComplete (submitting for review, spec 000 §5)', () => {
  const done = buildQuestion({ manuallyAnswered: true, answerId: 'a', score: 3 });
  const open = buildQuestion({ id: 'q2' });

  it('needs a score on every question of every non-skipped section', () => {
    expect(isAssessmentComplete({ sections: [buildSection({ questions: [done] })] })).toBe(true);
    expect(isAssessmentComplete({ sections: [buildSection({ questions: [done, open] })] })).toBe(false);
    expect(
      isAssessmentComplete({
        sections: [
          buildSection({ questions: [done] }),
          buildSection({ id: 's2', skip: true, questions: [open] }),
        ],
      }),
    ).toBe(true);
  });

  it('counts a score of 0 as answered and a skipped assessment as complete', () => {
    expect(
      isAssessmentComplete({ sections: [buildSection({ questions: [buildQuestion({ score: 0 })] })] }),
    ).toBe(true);
    expect(isAssessmentComplete({ skip: true, sections: [buildSection({ questions: [open] })] })).toBe(true);
  });
});

describe('answerLetter', () => {
  it('letters answers a, b, c… then aa, ab…', () => {
    expect([0, 1, 2, 25, 26, 27, 51, 52].map(answerLetter)).toEqual([
      'a',
      'b',
      'c',
      'z',
      'aa',
      'ab',
      'az',
      'ba',
    ]);
  });
});
