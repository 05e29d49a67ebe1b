import { scoreAssessment, type TAssessmentSection } from '@schooldog/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observations } from '../entries/public.js';
import { walks } from '../walks/public.js';
import { assessments } from './tables.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedDemo } from '../../seed/demo.js';
import { seedFeatureDemos } from '../../seed/features.js';
import { demoObservationSettings, fitsDemoItem } from '../../seed/observation-settings.js';

/** Links as sets: entries logged at the same instant are ordered by id, which collations order differently. */
const linksSorted = (sections: TAssessmentSection[]) =>
  sections.map((s) => ({
    ...s,
    questions: s.questions.map((q) => ({ ...q, linkedObservations: [...q.linkedObservations].sort() })),
  }));

describe('seedDemoAssessments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { clock: () => new Date('2026-05-01T15:00:00Z') });
    await seedDemo(t.database.db, t.deps.settings, 'schooldog-demo');
    await seedFeatureDemos(t.deps);
  });
  afterAll(() => t.close());

  it('seeds every status at all four schools over the school year, a walk’s skipped one saved', async () => {
    const rows = await t.database.db.select().from(assessments);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['created', 'submitted', 'editing']));
    expect(new Set(rows.map((row) => row.schoolId)).size).toBe(4);
    const skipped = rows.filter((row) => row.skip);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ status: 'created' });
    expect(skipped[0]?.allEntries.length).toBeGreaterThan(0);
    const months = new Set(rows.map((row) => row.timeCreated.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);
  });

  it('its walks’ entries link by tag, and every stored score equals a recomputation', async () => {
    const rows = await t.database.db.select().from(assessments);
    const entries = await t.database.db.select().from(observations);
    const inWalks = rows.filter((row) => row.walkId);
    expect(inWalks.length).toBeGreaterThanOrEqual(3);
    const linked = inWalks.flatMap((row) =>
      row.sections.flatMap((s) => s.questions.flatMap((q) => q.linkedObservations)),
    );
    expect(linked.length).toBeGreaterThan(0);
    for (const row of rows) {
      const scope = entries
        .filter((entry) => row.walkId !== null && entry.walkId === row.walkId && !entry.isDeleted)
        .sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime() || a.id.localeCompare(b.id));
      const { sections, totalScore, maxScore, score, band } = scoreAssessment(row, scope);
      expect({
        sections: linksSorted(row.sections),
        totalScore: row.totalScore,
        maxScore: row.maxScore,
        score: row.score,
        band: row.band,
      }).toEqual({
        sections: linksSorted(sections),
        totalScore,
        maxScore,
        score,
        band,
      });
    }
    const scoredWalks = (await t.database.db.select().from(walks)).filter((walk) => walk.score !== null);
    expect(scoredWalks).toHaveLength(1);
  });

  it('demo entries pair praises and concerns with items that fit them (no "Light out: Looks good.")', async () => {
    const entries = (await t.database.db.select().from(observations)).filter((entry) => !entry.isDeleted);
    const labels = new Map(demoObservationSettings().items.map((item) => [item.id, item.label]));
    expect(new Set(entries.map((entry) => entry.observationType))).toEqual(new Set(['concern', 'praise']));
    const misfits = entries
      .filter((entry) => !fitsDemoItem(entry.observationItemId, entry.observationType))
      .map((entry) => `${entry.observationType}: ${labels.get(entry.observationItemId)}: ${entry.comment}`);
    expect(misfits).toEqual([]);
  });
});
