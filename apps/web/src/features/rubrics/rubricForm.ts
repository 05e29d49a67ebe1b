import { newId, type TRubric, type TRubricInput, zodIssueRef, ZRubricInput } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TranslationKey } from '../../i18n';

/*
 * The template editor's values: the domain's ZRubricInput with what a person types kept as typed
 * (numbers as text, an answer's text and a context's values one per line), turned into the input
 * on save and checked with the domain's own schema.
 */

export interface AnswerFormValues {
  answerId: string;
  value: string;
  /** One paragraph or bullet per line. */
  text: string;
  expectedPraises: string;
  expectedConcerns: string;
  /** Expected concerns -1: the 'any concern' fallback. */
  anyConcern: boolean;
}

export interface QuestionFormValues {
  id: string;
  title: string;
  body: string;
  description: string;
  contextLabel: string;
  /** One value per line. */
  contextValues: string;
  tags: string[];
  answers: AnswerFormValues[];
}

export interface SectionFormValues {
  id: string;
  title: string;
  description: string;
  showNotes: boolean;
  skip: boolean;
  questions: QuestionFormValues[];
}

export interface RubricFormValues {
  name: string;
  enabled: boolean;
  showScores: boolean;
  active: boolean;
  useScoreThresholds: boolean;
  green: string;
  yellow: string;
  orange: string;
  disclaimer: string;
  sections: SectionFormValues[];
}

export const newAnswer = (value = 0): AnswerFormValues => ({
  answerId: newId(),
  value: String(value),
  text: '',
  expectedPraises: '',
  expectedConcerns: '',
  anyConcern: false,
});

export const newQuestion = (): QuestionFormValues => ({
  id: newId(),
  title: '',
  body: '',
  description: '',
  contextLabel: '',
  contextValues: '',
  tags: [],
  answers: [newAnswer(1), newAnswer(0)],
});

export const newSection = (): SectionFormValues => ({
  id: newId(),
  title: '',
  description: '',
  showNotes: false,
  skip: false,
  questions: [newQuestion()],
});

/** A new template: one section of one question, enabled, scores shown, thresholds 85/70/50 when used. */
export function emptyRubricForm(canChooseActive: boolean): RubricFormValues {
  return {
    name: '',
    enabled: true,
    showScores: true,
    active: canChooseActive,
    useScoreThresholds: false,
    green: '85',
    yellow: '70',
    orange: '50',
    disclaimer: '',
    sections: [newSection()],
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function rubricFormValues(rubric: TRubric): RubricFormValues {
  return {
    name: rubric.name,
    enabled: rubric.enabled,
    showScores: rubric.showScores,
    active: rubric.active,
    useScoreThresholds: rubric.useScoreThresholds,
    green: String(rubric.scoreThresholds?.green ?? 85),
    yellow: String(rubric.scoreThresholds?.yellow ?? 70),
    orange: String(rubric.scoreThresholds?.orange ?? 50),
    disclaimer: rubric.disclaimer,
    sections: rubric.sections.map((section) => ({
      id: section.id,
      title: section.title,
      description: section.description,
      showNotes: section.showNotes,
      skip: section.skip,
      questions: section.questions.map((question) => ({
        id: question.id,
        title: question.title,
        body: question.body,
        description: question.description,
        contextLabel: question.context?.label ?? '',
        contextValues: (question.context?.values ?? []).join('\n'),
        tags: [...question.tags],
        answers: question.answers.map((answer) => ({
          answerId: answer.answerId,
          value: String(answer.value),
          text: answer.text.join('\n'),
          expectedPraises: numberText(answer.expectedPraises),
          expectedConcerns: answer.expectedConcerns === -1 ? '' : numberText(answer.expectedConcerns),
          anyConcern: answer.expectedConcerns === -1,
        })),
      })),
    })),
  };
}

/** A typed number: blank is missing (undefined, so the schema says it is required); else its value. */
const requiredNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** The form as the API's ZRubricInput (numbers and lines read; a blank context is none). */
export function toRubricInput(values: RubricFormValues): TRubricInput {
  return {
    name: values.name,
    enabled: values.enabled,
    showScores: values.showScores,
    active: values.active,
    useScoreThresholds: values.useScoreThresholds,
    scoreThresholds: values.useScoreThresholds
      ? {
          green: requiredNumber(values.green) as number,
          yellow: requiredNumber(values.yellow) as number,
          orange: requiredNumber(values.orange) as number,
        }
      : null,
    disclaimer: values.disclaimer,
    sections: values.sections.map((section) => ({
      id: section.id,
      title: section.title,
      description: section.description,
      showNotes: section.showNotes,
      skip: section.skip,
      questions: section.questions.map((question) => {
        const contextValues = lines(question.contextValues);
        return {
          id: question.id,
          title: question.title,
          body: question.body,
          description: question.description,
          context:
            question.contextLabel.trim() || contextValues.length > 0
              ? { label: question.contextLabel, values: contextValues }
              : null,
          tags: question.tags,
          answers: question.answers.map((answer) => ({
            answerId: answer.answerId,
            value: requiredNumber(answer.value) as number,
            text: lines(answer.text),
            expectedPraises: optionalNumber(answer.expectedPraises),
            expectedConcerns: answer.anyConcern ? -1 : optionalNumber(answer.expectedConcerns),
          })),
        };
      }),
    })),
  };
}

/**
 * Where a message of the input belongs in the form: an item of a list typed as lines or chips
 * (answer text, context values, tags) belongs to the whole field; thresholds to their fields.
 */
export function formPathOf(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  const last = parts.length - 1;
  if (
    last > 0 &&
    /^\d+$/.test(parts[last] ?? '') &&
    ['text', 'tags', 'values'].includes(parts[last - 1] ?? '')
  )
    parts.pop();
  if (parts[0] === 'scoreThresholds') return parts[1] ?? 'green';
  if (parts.at(-2) === 'context')
    return parts
      .slice(0, -2)
      .concat(parts.at(-1) === 'label' ? 'contextLabel' : 'contextValues')
      .join('.');
  return parts.join('.');
}

/** Sets a message at a dotted path of nested errors (arrays by index), keeping the first one. */
function setAt(errors: Record<string, unknown>, path: string, message: string) {
  const keys = path.split('.');
  let node: Record<string, unknown> = errors;
  keys.slice(0, -1).forEach((key, index) => {
    const next = keys[index + 1] ?? '';
    node[key] ??= /^\d+$/.test(next) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  const leaf = keys.at(-1) ?? '';
  const existing = node[leaf] as { message?: string } | undefined;
  if (existing?.message) return;
  // A list's own message (at least one section…) sits beside its items' errors.
  if (existing && typeof existing === 'object')
    Object.assign(existing, { root: { type: 'domain', message } });
  else node[leaf] = { type: 'domain', message };
}

/** A domain message as FormTextField shows it: a translation key, or the text when it has values. */
export function formMessage(t: TFunction, issue: Parameters<typeof zodIssueRef>[0]): string {
  const ref = zodIssueRef(issue);
  return ref.params ? t(`messages.${ref.key}` as TranslationKey, { ...ref.params }) : `messages.${ref.key}`;
}

/** Validates with the domain's ZRubricInput: the editor shows what the server would answer. */
export function rubricFormResolver(t: TFunction): Resolver<RubricFormValues> {
  return (values) => {
    const parsed = ZRubricInput.safeParse(toRubricInput(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) setAt(errors, formPathOf(issue.path), formMessage(t, issue));
    return { values: {}, errors: errors as FieldErrors<RubricFormValues> };
  };
}
