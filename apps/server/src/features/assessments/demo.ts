import { entryTags, type TAssessment, type TObservationSettings } from '@schooldog/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction, type WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { answerQuestion, reopenAssessment, submitAssessment, updateAssessment } from './change.js';
import { createEntry } from '../entries/public.js';
import { rubrics } from '../rubrics/public.js';
import { schools } from '../schools/public.js';
import { createWalk, submitForReview, submitReview } from '../walks/public.js';
import { assessmentDetail, createAssessment } from './service.js';
import { actorByEmail } from '../../seed/actor.js';
import { fitsDemoItem } from '../../seed/observation-settings.js';
import { DEMO_EMAIL_DOMAIN } from '../../seed/demo.js';

/*
 * Demo assessments across the four schools, made through the assessments' own services (so their
 * links and scores are real): a completed walk with a submitted assessment scored partly from its
 * entries and a skipped one saved, an in-progress walk's assessment being answered, and standalone
 * ones created, submitted and back in editing, spread over the school year. Seeds none when no
 * template is offered.
 */

const DAY = 86_400_000;
type RubricRow = typeof rubrics.$inferSelect;

/** The templates one may begin from (enabled, offered to the district), by name. */
async function offeredRubrics(deps: AppDeps): Promise<RubricRow[]> {
  const { activeRubricIds } = await deps.settings.get('organization');
  const rows = await deps.db
    .select()
    .from(rubrics)
    .where(and(eq(rubrics.isDeleted, false), eq(rubrics.enabled, true)))
    .orderBy(asc(rubrics.name));
  return rows.filter((row) => activeRubricIds.includes(row.id));
}

/**
 * An observation item whose entries carry the tag (so they link to a question with it) and that
 * reads right with the entry's type (no praise of 'Light out').
 */
function itemWithTag(settings: TObservationSettings, tag: string, type: 'concern' | 'praise') {
  for (const item of settings.items)
    for (const categoryId of item.categories)
      if (
        fitsDemoItem(item.id, type) &&
        entryTags(settings, categoryId, item.id, []).searchableTags.includes(tag.toLowerCase())
      )
        return { observationCategoryId: categoryId, observationItemId: item.id };
  return null;
}

/** A write at a given time (the seeded history spreads over the school year). */
const writeAt =
  (deps: AppDeps, at: Date) =>
  <T>(run: (write: WriteDeps) => Promise<T>) =>
    inTransaction({ ...deps, clock: () => at }, 'online', run);

/** Answers by hand each question not scored yet: mostly the best answer, now and then the next. */
async function answerRest(deps: AppDeps, at: Date, actor: Actor, assessment: TAssessment, everyOther = 4) {
  let index = 0;
  for (const section of assessment.sections) {
    if (section.skip) continue;
    for (const question of section.questions) {
      index += 1;
      if (question.score !== null) continue;
      const byValue = [...question.answers].sort((a, b) => b.value - a.value);
      const answer = (index % everyOther === 0 ? byValue[1] : undefined) ?? byValue[0];
      if (answer)
        await writeAt(
          deps,
          at,
        )((w) =>
          answerQuestion(w, actor, assessment.id, { questionId: question.id, answerId: answer.answerId }),
        );
    }
  }
}

/** Logs entries in a walk that link its assessment's first tagged questions (praise, one concern). */
async function logLinkedEntries(
  deps: AppDeps,
  at: Date,
  actor: Actor,
  walkId: string,
  schoolId: string,
  assessment: TAssessment,
  count: number,
) {
  const settings = await deps.settings.get('observation');
  const tagged = assessment.sections.flatMap((s) => s.questions).filter((q) => q.tags.length > 0);
  for (const [index, question] of tagged.slice(0, count).entries()) {
    const observationType = index === 1 ? 'concern' : 'praise';
    const item = itemWithTag(settings, question.tags[0] ?? '', observationType);
    if (!item) continue;
    await writeAt(
      deps,
      at,
    )((w) =>
      createEntry(w, actor, {
        ...item,
        observationType,
        quantity: index === 0 ? 2 : 1,
        schoolId,
        walkId,
        location: 'Main building',
        comment: index === 1 ? 'Needs attention before next week.' : 'Looks good.',
      }),
    );
  }
}

export async function seedDemoAssessments(deps: AppDeps, now = new Date()): Promise<void> {
  const offered = await offeredRubrics(deps);
  const [main, other = main] = offered;
  if (!main || !other) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const principal = await actorByEmail(deps, `principal@${DEMO_EMAIL_DOMAIN}`);
  const assistant = await actorByEmail(deps, `assistant_principal@${DEMO_EMAIL_DOMAIN}`);
  const educator = await actorByEmail(deps, `educator@${DEMO_EMAIL_DOMAIN}`);
  const principal2 = await actorByEmail(deps, `principal2@${DEMO_EMAIL_DOMAIN}`);
  const coordinator = await actorByEmail(deps, `district_safety_coordinator@${DEMO_EMAIL_DOMAIN}`);
  const first = principal.user.roleSchoolIds[0];
  const second = principal2.user.roleSchoolIds[0];
  if (!first || !second) throw new Error('demo principals have no school');
  const rest = (await deps.db.select({ id: schools.id }).from(schools).orderBy(asc(schools.name)))
    .map((school) => school.id)
    .filter((id) => id !== first && id !== second);
  const begin = async (
    at: Date,
    actor: Actor,
    rubric: RubricRow,
    schoolId: string,
    walkId: string | null = null,
  ) =>
    (
      await writeAt(
        deps,
        at,
      )((w) =>
        createAssessment(w, actor, {
          rubricId: rubric.id,
          schoolId,
          walkId,
          location: walkId ? '' : 'Whole campus',
        }),
      )
    ).detail.assessment;
  const reread = async (actor: Actor, id: string) => (await assessmentDetail(deps.db, actor, id)).assessment;

  // A completed walk (two months ago): its main assessment scored from its entries and by hand, submitted; the other skipped.
  const walkDay = ago(60);
  const { walk: done } = await writeAt(
    deps,
    walkDay,
  )((w) => createWalk(w, principal, { schoolId: first, collaboratorUserIds: [educator.user.id] }));
  const scored = await begin(walkDay, principal, main, first, done.id);
  const skipped = await begin(walkDay, principal, other, first, done.id);
  await logLinkedEntries(deps, walkDay, educator, done.id, first, scored, 3);
  await answerRest(deps, walkDay, principal, await reread(principal, scored.id));
  await writeAt(deps, walkDay)((w) => updateAssessment(w, principal, skipped.id, { skip: true }));
  await writeAt(deps, walkDay)((w) => submitForReview(w, principal, done.id, coordinator.user.id));
  await writeAt(
    deps,
    ago(59),
  )((w) => submitReview(w, coordinator, done.id, { isApproved: true, comments: null }));

  // A walk in progress today: its assessment partly answered by its entries.
  const { walk: current } = await writeAt(
    deps,
    ago(0),
  )((w) => createWalk(w, principal, { schoolId: first, collaboratorUserIds: [educator.user.id] }));
  const live = await begin(ago(0), principal, main, first, current.id);
  await logLinkedEntries(deps, ago(0), educator, current.id, first, live, 2);

  // Standalone assessments over the school year, at every school.
  const submitted = async (days: number, actor: Actor, rubric: RubricRow, schoolId: string) => {
    const assessment = await begin(ago(days), actor, rubric, schoolId);
    await answerRest(deps, ago(days), actor, assessment, 3 + (days % 3));
    await writeAt(deps, ago(days))((w) => submitAssessment(w, actor, assessment.id));
    return assessment;
  };
  await submitted(150, principal, main, first);
  await submitted(120, principal2, main, second);
  await submitted(95, principal2, other, second);
  for (const [index, schoolId] of rest.entries())
    await submitted(80 - index * 30, coordinator, index % 2 ? other : main, schoolId);
  const reopened = await submitted(40, principal, other, first);
  await writeAt(deps, ago(10))((w) => reopenAssessment(w, principal, reopened.id));
  const started = await begin(ago(2), assistant, other, first);
  const firstQuestion = started.sections.find((s) => !s.skip)?.questions[0];
  const firstAnswer = firstQuestion?.answers[0];
  if (firstQuestion && firstAnswer)
    await writeAt(
      deps,
      ago(2),
    )((w) =>
      answerQuestion(w, assistant, started.id, {
        questionId: firstQuestion.id,
        answerId: firstAnswer.answerId,
      }),
    );
}
