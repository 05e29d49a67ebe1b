import type { TRubricAnswer, TRubricQuestion, TRubricSection } from '@schooldog/domain';

/*
 * Small builders for the demo templates: answers scored 3/2/1/0 (or 2/1/0) that auto-answer from
 * a walk's entries (scoring.ts): praise only gives the top answer, praise with a concern the next,
 * several concerns the one below, and any other concern the -1 fallback at the bottom.
 */

type Texts = [best: string, mixed: string, poor: string, failing?: string];

/** Lettered answers for the wording given, best first. */
export function answers(id: string, texts: Texts): TRubricAnswer[] {
  const [best, mixed, poor, failing] = texts;
  if (failing === undefined) {
    return [
      { answerId: `${id}-a`, value: 2, text: [best], expectedPraises: 1, expectedConcerns: 0 },
      { answerId: `${id}-b`, value: 1, text: [mixed], expectedPraises: 1, expectedConcerns: 1 },
      { answerId: `${id}-c`, value: 0, text: [poor], expectedPraises: null, expectedConcerns: -1 },
    ];
  }
  return [
    { answerId: `${id}-a`, value: 3, text: [best], expectedPraises: 1, expectedConcerns: 0 },
    { answerId: `${id}-b`, value: 2, text: [mixed], expectedPraises: 1, expectedConcerns: 1 },
    { answerId: `${id}-c`, value: 1, text: [poor], expectedPraises: null, expectedConcerns: 2 },
    { answerId: `${id}-d`, value: 0, text: [failing], expectedPraises: null, expectedConcerns: -1 },
  ];
}

export function question(
  id: string,
  title: string,
  body: string,
  tags: string[],
  texts: Texts,
  more: Partial<Pick<TRubricQuestion, 'description' | 'context'>> = {},
): TRubricQuestion {
  return {
    id,
    title,
    body,
    description: more.description ?? '',
    context: more.context ?? null,
    tags,
    answers: answers(id, texts),
  };
}

export function section(
  id: string,
  title: string,
  description: string,
  questions: TRubricQuestion[],
  options: Partial<Pick<TRubricSection, 'showNotes' | 'skip'>> = {},
): TRubricSection {
  return {
    id,
    title,
    description,
    showNotes: options.showNotes ?? false,
    skip: options.skip ?? false,
    questions,
  };
}
