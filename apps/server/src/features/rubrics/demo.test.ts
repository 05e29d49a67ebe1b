import { autoAnswer, entryTags, type TRubric, ZRubricInput } from '@schooldog/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { CPTED_RUBRIC } from './demo-cpted.js';
import { DAILY_RUBRIC } from './demo-daily.js';
import { DEMO_EMAIL_DOMAIN, seedDemo } from '../../seed/demo.js';
import { DEMO_RUBRICS, seedDemoRubrics } from './demo.js';
import { demoObservationSettings } from '../../seed/observation-settings.js';

const TEMPLATES = [CPTED_RUBRIC, DAILY_RUBRIC];
const questionsOf = (rubric: typeof CPTED_RUBRIC) => rubric.sections.flatMap((s) => s.questions);

describe('demo rubric templates', () => {
  it('are valid templates, CPTED with its four principles and thresholds 85/70/50', () => {
    for (const rubric of TEMPLATES) expect(ZRubricInput.safeParse(rubric).success).toBe(true);
    expect(CPTED_RUBRIC.sections.map((s) => s.title)).toEqual([
      'Natural Surveillance',
      'Access Control',
      'Territorial Reinforcement',
      'Maintenance',
    ]);
    expect(CPTED_RUBRIC.scoreThresholds).toEqual({ green: 85, yellow: 70, orange: 50 });
    expect(DAILY_RUBRIC.sections.some((s) => s.skip)).toBe(true);
    expect(DAILY_RUBRIC.sections.some((s) => s.showNotes)).toBe(true);
  });

  it('every question’s tags are tags the demo’s entries carry, so a walk’s entries link', () => {
    const settings = demoObservationSettings();
    const entryTagSet = new Set(
      settings.items.flatMap((item) =>
        item.categories.flatMap((categoryId) => entryTags(settings, categoryId, item.id, []).searchableTags),
      ),
    );
    for (const rubric of TEMPLATES) {
      for (const question of questionsOf(rubric)) {
        expect(question.tags?.length, question.id).toBeGreaterThan(0);
        for (const tag of question.tags ?? [])
          expect(entryTagSet.has(tag.toLowerCase()), `${question.id}: ${tag}`).toBe(true);
      }
    }
  });

  it('praise only answers at the top, concerns lower, any other concern the -1 fallback', () => {
    for (const question of questionsOf(CPTED_RUBRIC)) {
      const answers = ZRubricInput.parse(CPTED_RUBRIC)
        .sections.flatMap((s) => s.questions)
        .find((q) => q.id === question.id)!.answers;
      const top = Math.max(...answers.map((a) => a.value));
      expect(autoAnswer(answers, { praises: 2, concerns: 0 })?.value).toBe(top);
      expect(autoAnswer(answers, { praises: 1, concerns: 1 })?.value).toBe(top - 1);
      expect(autoAnswer(answers, { praises: 0, concerns: 1 })?.value).toBe(0);
      expect(answers.filter((a) => a.expectedConcerns === -1)).toHaveLength(1);
      if (answers.length === 4) expect(autoAnswer(answers, { praises: 0, concerns: 3 })?.value).toBe(1);
    }
  });
});

describe('seedDemoRubrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDemo(t.database.db, t.deps.settings, 'schooldog-demo');
    await seedDemoRubrics(t.deps);
  });
  afterAll(() => t.close());

  it('offers both templates to the district, made by the safety coordinator', async () => {
    const cookie = await t.signIn(`principal@${DEMO_EMAIL_DOMAIN}`, 'schooldog-demo');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/rubrics?offered=true',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const rubrics = response.json<{ rubrics: TRubric[] }>().rubrics;
    expect(rubrics.map((r) => r.name).sort()).toEqual([DEMO_RUBRICS.cpted, DEMO_RUBRICS.daily].sort());
    expect(rubrics.every((r) => r.enabled && r.active && r.useScoreThresholds)).toBe(true);
  });
});
