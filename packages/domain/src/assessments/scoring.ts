import type { ObservationType } from '../entries/schemas.js';
import type { TRubricAnswer, TScoreThresholds } from '../rubrics/schemas.js';
import type { ScoreBand, TAssessmentSection } from './schemas.js';

/*
 * Auto-scoring (spec 000 §4 "Assessment", §5 score colours and max score): one pure function, run
 * by the server on every change that can move a score and by the web to show it offline.
 */

/** What scoring reads of an entry. */
export interface ScoringEntry {
  id: string;
  observationType: ObservationType;
  quantity: number;
  tags: readonly string[];
  isDeleted: boolean;
}

/** What scoring reads and writes of an assessment. */
export interface ScorableAssessment {
  sections: TAssessmentSection[];
  useScoreThresholds: boolean;
  scoreThresholds: TScoreThresholds | null;
}

export interface AssessmentScore {
  sections: TAssessmentSection[];
  totalScore: number;
  maxScore: number;
  /** Percent, rounded; null when the max score is 0. */
  score: number | null;
  band: ScoreBand;
}

const lower = (tag: string) => tag.trim().toLowerCase();

/** The entries whose tags match the question's (case-insensitively), in the order given. */
export function entriesMatchingTags<E extends ScoringEntry>(
  questionTags: readonly string[],
  entries: readonly E[],
): E[] {
  const wanted = new Set(questionTags.map(lower).filter(Boolean));
  if (wanted.size === 0) return [];
  return entries.filter((entry) => !entry.isDeleted && entry.tags.some((tag) => wanted.has(lower(tag))));
}

/** Praises and concerns of the entries, summed by quantity (default 1). */
export function tally(entries: readonly ScoringEntry[]): { praises: number; concerns: number } {
  let praises = 0;
  let concerns = 0;
  for (const entry of entries) {
    const quantity = entry.quantity > 0 ? entry.quantity : 1;
    if (entry.observationType === 'praise') praises += quantity;
    else if (entry.observationType === 'concern') concerns += quantity;
  }
  return { praises, concerns };
}

/**
 * Whether an answer matches the counts. Each expected count is a floor ('at least'); an expected
 * 0 concerns means none. An answer expecting nothing, or only the -1 fallback, never matches here.
 */
function meets(answer: TRubricAnswer, praises: number, concerns: number): boolean {
  const { expectedPraises: p, expectedConcerns: c } = answer;
  if (p === null && (c === null || c === -1)) return false;
  if (c === -1) return false;
  const praisesMet = p === null || praises >= p;
  const concernsMet = c === null || (c === 0 ? concerns === 0 : concerns >= c);
  return praisesMet && concernsMet;
}

/**
 * The answer the counts choose. Among matches, the highest value when the entries are praise-only,
 * the lowest otherwise; with no match and any concern, the -1 fallback (the lowest, if several).
 */
export function autoAnswer(
  answers: readonly TRubricAnswer[],
  counts: { praises: number; concerns: number },
): TRubricAnswer | null {
  const { praises, concerns } = counts;
  if (praises === 0 && concerns === 0) return null;
  const byValue = [...answers].sort((a, b) => a.value - b.value);
  const matches = byValue.filter((answer) => meets(answer, praises, concerns));
  const praiseOnly = concerns === 0;
  if (matches.length > 0) return praiseOnly ? matches[matches.length - 1]! : matches[0]!;
  if (concerns > 0) return byValue.find((answer) => answer.expectedConcerns === -1) ?? null;
  return null;
}

/** The highest answer value of a question: its share of the max score. */
const bestValue = (answers: readonly TRubricAnswer[]) =>
  answers.reduce((max, a) => Math.max(max, a.value), 0);

/** Score colour of a percent (spec 000 §5). */
export function scoreBand(
  percent: number | null,
  useScoreThresholds: boolean,
  thresholds: TScoreThresholds | null,
): ScoreBand {
  if (!useScoreThresholds || !thresholds || percent === null) return 'primary';
  if (percent >= thresholds.green) return 'green';
  if (percent >= thresholds.yellow) return 'yellow';
  if (percent >= thresholds.orange) return 'orange';
  return 'red';
}

/**
 * Links and scores every question from the entries in scope (a walk's entries; none outside a
 * walk) and the manual answers, then the totals. Questions answered by hand keep their answer
 * and link nothing; a manual answer naming no answer of the question counts as unanswered.
 */
export function scoreAssessment(
  assessment: ScorableAssessment,
  entries: readonly ScoringEntry[],
): AssessmentScore {
  let totalScore = 0;
  let maxScore = 0;
  const sections = assessment.sections.map((section) => {
    const questions = section.questions.map((question) => {
      if (question.manuallyAnswered) {
        const chosen = question.answers.find((a) => a.answerId === question.answerId) ?? null;
        return {
          ...question,
          answerId: chosen?.answerId ?? null,
          score: chosen?.value ?? null,
          autoLinkedScore: null,
          linkedObservations: [],
        };
      }
      const linked = entriesMatchingTags(question.tags, entries);
      const chosen = autoAnswer(question.answers, tally(linked));
      return {
        ...question,
        answerId: chosen?.answerId ?? null,
        score: chosen?.value ?? null,
        autoLinkedScore: chosen?.value ?? null,
        linkedObservations: linked.map((entry) => entry.id),
      };
    });
    if (!section.skip) {
      for (const question of questions) {
        maxScore += bestValue(question.answers);
        totalScore += question.score ?? 0;
      }
    }
    return { ...section, questions };
  });
  const score = maxScore > 0 ? Math.round((totalScore / maxScore) * 100) : null;
  // A part-answered assessment's percent counts its unanswered questions as 0: coloured by the
  // thresholds it would alarm (a red 12% at the first answer), so it takes a colour once complete.
  const isComplete = isAssessmentComplete({ sections });
  return {
    sections,
    totalScore,
    maxScore,
    score,
    band: isComplete
      ? scoreBand(score, assessment.useScoreThresholds, assessment.scoreThresholds)
      : 'primary',
  };
}

/** Sets or clears a manual answer (answerId null gives the question back to auto-linking). */
export function withManualAnswer(
  sections: readonly TAssessmentSection[],
  questionId: string,
  answerId: string | null,
): TAssessmentSection[] {
  return sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) =>
      question.id === questionId ? { ...question, manuallyAnswered: answerId !== null, answerId } : question,
    ),
  }));
}

/** Whether every question of every section not skipped has a score (submitting; spec 000 §5). */
export function isAssessmentComplete(assessment: {
  skip?: boolean;
  sections: readonly TAssessmentSection[];
}): boolean {
  if (assessment.skip) return true;
  return assessment.sections.every(
    (section) => section.skip || section.questions.every((question) => question.score !== null),
  );
}

/** The questions to answer (those of the sections not skipped), and how many have a score. */
export function assessmentProgress(assessment: { sections: readonly TAssessmentSection[] }): {
  answered: number;
  total: number;
} {
  const questions = assessment.sections.flatMap((section) => (section.skip ? [] : section.questions));
  return { answered: questions.filter((q) => q.score !== null).length, total: questions.length };
}

/** The first question without a score in a section not skipped, where a refused submission takes the user. */
export function firstUnscoredQuestion(assessment: {
  sections: readonly TAssessmentSection[];
}): string | null {
  for (const section of assessment.sections) {
    if (section.skip) continue;
    const question = section.questions.find((q) => q.score === null);
    if (question) return question.id;
  }
  return null;
}

/** A question's letter: a, b, c… by position. */
export const answerLetter = (index: number): string =>
  index < 26
    ? String.fromCharCode(97 + index)
    : `${answerLetter(Math.floor(index / 26) - 1)}${answerLetter(index % 26)}`;
