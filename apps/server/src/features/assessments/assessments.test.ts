import { MESSAGES, newId, type TAssessment, type TEntry, type TWalk } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import type { BusEvent } from '../../platform/events.js';
import { walks } from '../walks/public.js';
import { assessmentCast, assessmentClient, type Person, seedRubric } from './test-helpers.js';

const question = (a: TAssessment, id: string) =>
  a.sections.flatMap((section) => section.questions).find((q) => q.id === id)!;

describeEachDatabase('assessments: begin, answer, submit, edit, delete', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof assessmentClient>;
  let schoolA: string;
  let schoolB: string;
  let leader: Person;
  let collaborator: Person;
  let submitterHere: Person;
  let managerHere: Person;
  let rubricId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = assessmentClient(t);
    ({ schoolA, schoolB, leader, collaborator, submitterHere, managerHere } = await assessmentCast(t));
    rubricId = await seedRubric(t, managerHere.id);
  });
  afterAll(() => t.close());

  it('Begin Assessment: a copy of the template, unanswered, scored, status created', async () => {
    const { assessment, entries } = await api.begin(submitterHere, {
      rubricId,
      schoolId: schoolA,
      location: 'Front entrance',
      notes: 'Morning',
    });
    expect(entries).toEqual([]);
    expect(assessment).toMatchObject({
      rubricId,
      schoolId: schoolA,
      walkId: null,
      status: 'created',
      name: 'Test template',
      disclaimer: 'For testing.',
      location: 'Front entrance',
      notes: 'Morning',
      skip: false,
      allEntries: [],
      createdByUserId: submitterHere.id,
      totalScore: 0,
      // s1 (3 + 3) and s2 (2); s3 starts skipped.
      maxScore: 8,
      score: 0,
      // Unanswered: no threshold colour until every question is answered (issue 24).
      band: 'primary',
    });
    expect(assessment.sections.map((s) => [s.id, s.skip, s.notes])).toEqual([
      ['s1', false, ''],
      ['s2', false, ''],
      ['s3', true, ''],
    ]);
    expect(question(assessment, 'q1')).toMatchObject({
      score: null,
      answerId: null,
      autoLinkedScore: null,
      manuallyAnswered: false,
      linkedObservations: [],
    });
  });

  it('Begin Assessment: template offered, school known, permission held; note fields of at most 200', async () => {
    const fields = async (who: Person, payload: object, status = 400) => {
      const response = await api.call(who, 'POST', '/api/assessments', payload);
      expect(response.statusCode, response.body).toBe(status);
      return response.json<{ error: { message: string; fields?: Record<string, string> } }>().error;
    };
    const disabled = await seedRubric(t, managerHere.id, { enabled: false });
    const inactive = await seedRubric(t, managerHere.id, { active: false });
    const deleted = await seedRubric(t, managerHere.id, { isDeleted: true });
    for (const id of [disabled, inactive, deleted, newId()])
      expect((await fields(submitterHere, { rubricId: id, schoolId: schoolA })).fields).toEqual({
        rubricId: 'This assessment template is not available.',
      });
    expect((await fields(submitterHere, {})).fields).toMatchObject({
      rubricId: MESSAGES.fieldRequired,
      schoolId: MESSAGES.fieldRequired,
    });
    expect((await fields(submitterHere, { rubricId, schoolId: newId() })).fields).toEqual({
      schoolId: 'This school does not exist.',
    });
    expect(
      (await fields(submitterHere, { rubricId, schoolId: schoolA, notes: 'x'.repeat(201) })).fields,
    ).toEqual({ notes: 'Max 200 characters.' });
    expect((await fields(submitterHere, { rubricId, schoolId: schoolB }, 403)).message).toBe(
      'You may not begin assessments at this school.',
    );
  });

  it('Begin Assessment: the same client id again answers the assessment already made', async () => {
    const id = newId();
    const first = await api.call(submitterHere, 'POST', '/api/assessments', {
      id,
      rubricId,
      schoolId: schoolA,
    });
    const second = await api.call(submitterHere, 'POST', '/api/assessments', {
      id,
      rubricId,
      schoolId: schoolA,
    });
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    const other = await api.call(managerHere, 'POST', '/api/assessments', {
      id,
      rubricId,
      schoolId: schoolA,
    });
    expect(other.statusCode).toBe(409);
  });

  it('answers by hand: the score follows; a wrong question or answer is a field error; null gives it back', async () => {
    const { assessment } = await api.begin(submitterHere, { rubricId, schoolId: schoolA });
    let detail = await api.answer(submitterHere, assessment.id, 'q1', 'b');
    expect(question(detail.assessment, 'q1')).toMatchObject({
      score: 2,
      answerId: 'b',
      manuallyAnswered: true,
    });
    // Part answered: 25% would be red by the thresholds, so no threshold colour yet.
    expect(detail.assessment).toMatchObject({ totalScore: 2, maxScore: 8, score: 25, band: 'primary' });
    const bad = await api.call(submitterHere, 'POST', `/api/assessments/${assessment.id}/answers`, {
      questionId: 'nope',
      answerId: 'a',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ questionId: 'This question is not in the assessment.' });
    const badAnswer = await api.call(submitterHere, 'POST', `/api/assessments/${assessment.id}/answers`, {
      questionId: 'q1',
      answerId: 'z',
    });
    expect(badAnswer.json().error.fields).toEqual({
      answerId: 'This answer is not one of the question’s answers.',
    });
    detail = await api.answer(submitterHere, assessment.id, 'q1', null);
    expect(question(detail.assessment, 'q1')).toMatchObject({ score: null, manuallyAnswered: false });
    // Reloaded, the answers are as saved.
    expect((await api.get(submitterHere, assessment.id)).assessment).toEqual(detail.assessment);
  });

  it('submit refuses while a question is unscored (the spec message); then submitted, edited, submitted', async () => {
    const { assessment } = await api.begin(submitterHere, { rubricId, schoolId: schoolA });
    await api.answer(submitterHere, assessment.id, 'q1', 'a');
    const refused = await api.call(submitterHere, 'POST', `/api/assessments/${assessment.id}/submit`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MESSAGES.completeAssessments);
    await api.answer(submitterHere, assessment.id, 'q2', 'c');
    // A skipped section needs no answers; the skipped s3 stays out of the max score.
    await api.ok(submitterHere, 'PATCH', `/api/assessments/${assessment.id}`, {
      sections: { s2: { skip: true, notes: 'Not seen today' } },
    });
    const submitted = (await api.ok(submitterHere, 'POST', `/api/assessments/${assessment.id}/submit`))
      .assessment;
    expect(submitted).toMatchObject({
      status: 'submitted',
      submittedByUserId: submitterHere.id,
      totalScore: 4,
      maxScore: 6,
      score: 67,
      band: 'yellow',
    });
    expect(submitted.timeSubmitted).toBe(submitted.timeLastSubmitted);
    const locked = await api.call(submitterHere, 'POST', `/api/assessments/${assessment.id}/answers`, {
      questionId: 'q1',
      answerId: 'b',
    });
    expect(locked.statusCode).toBe(403);
    const editing = (await api.ok(submitterHere, 'POST', `/api/assessments/${assessment.id}/edit`))
      .assessment;
    expect(editing).toMatchObject({
      status: 'editing',
      submittedByUserId: null,
      editedByUserId: submitterHere.id,
      timeLastSubmitted: submitted.timeLastSubmitted,
    });
    const again = (await api.ok(submitterHere, 'POST', `/api/assessments/${assessment.id}/submit`))
      .assessment;
    expect(again.status).toBe('submitted');
  });

  it('update: notes and location of at most 200; unknown section a field error; skip only in a walk', async () => {
    const { assessment } = await api.begin(submitterHere, { rubricId, schoolId: schoolA });
    const path = `/api/assessments/${assessment.id}`;
    const long = await api.call(submitterHere, 'PATCH', path, { location: 'x'.repeat(201) });
    expect(long.json().error.fields).toEqual({ location: 'Max 200 characters.' });
    const unknown = await api.call(submitterHere, 'PATCH', path, { sections: { nope: { skip: true } } });
    expect(unknown.json().error.fields).toEqual({
      'sections.nope': 'This section is not in the assessment.',
    });
    const skip = await api.call(submitterHere, 'PATCH', path, { skip: true });
    expect(skip.json().error.fields).toEqual({
      skip: 'Only an assessment of a SchoolDog Walk can be skipped.',
    });
    const saved = await api.ok(submitterHere, 'PATCH', path, { notes: 'Looked fine', location: 'Gym' });
    expect(saved.assessment).toMatchObject({ notes: 'Looked fine', location: 'Gym' });
  });

  it('delete: soft, then gone (404) and out of the list', async () => {
    const { assessment } = await api.begin(submitterHere, { rubricId, schoolId: schoolA });
    const deleted = await api.call(submitterHere, 'DELETE', `/api/assessments/${assessment.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await api.call(submitterHere, 'GET', `/api/assessments/${assessment.id}`)).statusCode).toBe(404);
    const list = await api.call(submitterHere, 'GET', '/api/assessments?limit=100');
    expect(list.json<{ assessments: { id: string }[] }>().assessments.map((a) => a.id)).not.toContain(
      assessment.id,
    );
  });

  it('in a walk: added to assessmentIds, auto-linked by tags through entry creates, edits and deletes', async () => {
    const walk: TWalk = await api.startWalk(leader, schoolA, [collaborator.id]);
    const praise = await api.logEntry(collaborator, walk, {
      observationType: 'praise',
      manualTags: ['lighting'],
    });
    const { assessment } = await api.begin(leader, { rubricId, schoolId: schoolA, walkId: walk.id });
    const [stored] = await t.database.db.select().from(walks).where(eq(walks.id, walk.id));
    expect(stored?.assessmentIds).toEqual([assessment.id]);
    expect(assessment.allEntries).toEqual([praise.id]);
    expect(question(assessment, 'q1')).toMatchObject({
      score: 2,
      answerId: 'b',
      autoLinkedScore: 2,
      linkedObservations: [praise.id],
    });
    // A second praise: 'a' (two praises, the higher answer for praise only).
    const second = await api.logEntry(leader, walk, { observationType: 'praise', manualTags: ['LIGHTING'] });
    let current = (await api.get(leader, assessment.id)).assessment;
    expect(question(current, 'q1')).toMatchObject({ score: 3, linkedObservations: [praise.id, second.id] });
    // Editing the second into a concern: one praise and one concern → 'c'.
    const edited = await api.call(leader, 'PATCH', `/api/entries/${second.id}`, {
      observationType: 'concern',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    current = (await api.get(leader, assessment.id)).assessment;
    expect(question(current, 'q1')).toMatchObject({ score: 1, answerId: 'c' });
    // The entry carries the assessment linking it.
    expect(edited.json<TEntry>().assessments).toEqual([
      expect.objectContaining({ id: assessment.id, status: 'created', score: current.score }),
    ]);
    // Deleting it removes its links.
    expect((await api.call(leader, 'DELETE', `/api/entries/${second.id}`)).statusCode).toBe(204);
    current = (await api.get(leader, assessment.id)).assessment;
    expect(question(current, 'q1')).toMatchObject({ score: 2, linkedObservations: [praise.id] });
    expect(current.allEntries).toEqual([praise.id]);
    // A manual answer turns auto-linking off for the question.
    current = (await api.answer(collaborator, assessment.id, 'q1', 'd')).assessment;
    expect(question(current, 'q1')).toMatchObject({
      score: 0,
      linkedObservations: [],
      autoLinkedScore: null,
    });
    // The detail lists the linked entries; the walk card lists its assessments.
    const walkRead = await api.call(leader, 'GET', `/api/walks/${walk.id}`);
    expect(walkRead.json<TWalk>().assessments.map((a) => a.id)).toEqual([assessment.id]);
    const walkAssessments = await api.call(collaborator, 'GET', `/api/walks/${walk.id}/assessments`);
    expect(walkAssessments.json<{ assessments: TAssessment[] }>().assessments.map((a) => a.id)).toEqual([
      assessment.id,
    ]);
    // Removing it takes it out of the walk.
    expect((await api.call(leader, 'DELETE', `/api/assessments/${assessment.id}`)).statusCode).toBe(204);
    const [after] = await t.database.db.select().from(walks).where(eq(walks.id, walk.id));
    expect(after?.assessmentIds).toEqual([]);
  });

  it("live: an entry that moves a walk's assessment announces it, with who may view it", async () => {
    const walk: TWalk = await api.startWalk(leader, schoolA, [collaborator.id]);
    const { assessment } = await api.begin(leader, { rubricId, schoolId: schoolA, walkId: walk.id });
    const heard: BusEvent[] = [];
    const stop = t.deps.events.subscribe((event) => heard.push(event));
    await api.logEntry(collaborator, walk, { observationType: 'praise', manualTags: ['Sightlines'] });
    stop();
    const announced = heard.filter((event) => event.type === 'assessment');
    expect(announced).toEqual([
      expect.objectContaining({
        type: 'assessment',
        id: assessment.id,
        action: 'updated',
        schoolId: schoolA,
        status: 'created',
        createdByUserId: leader.id,
        walk: expect.objectContaining({ participantUserIds: walk.participantUserIds }),
      }),
    ]);
  });

  it('the list filters by school, template, status, walk and date range, newest first', async () => {
    const other = await seedRubric(t, managerHere.id, { name: 'Other template' });
    const mine = (await api.begin(managerHere, { rubricId: other, schoolId: schoolA })).assessment;
    const ids = async (query: string) =>
      (await api.call(managerHere, 'GET', `/api/assessments?limit=100&${query}`)).json<{
        assessments: { id: string; timeCreated: string }[];
      }>().assessments;
    expect((await ids(`rubricIds=${other}`)).map((a) => a.id)).toEqual([mine.id]);
    expect(await ids(`schoolIds=${schoolB}`)).toEqual([]);
    expect((await ids(`schoolIds=${schoolA}&statuses=created,editing`)).map((a) => a.id)).toContain(mine.id);
    expect((await ids(`statuses=submitted&rubricIds=${other}`)).map((a) => a.id)).toEqual([]);
    // The district's days: a day either side of the UTC date holds it whatever the time zone.
    const day = (offset: number) =>
      new Date(Date.parse(mine.timeCreated) + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await ids(`dateRange=${day(-1)},${day(1)}&rubricIds=${other}`)).map((a) => a.id)).toEqual([
      mine.id,
    ]);
    expect(await ids(`dateRange=2020-01-01,2020-01-31`)).toEqual([]);
    const all = await ids('');
    expect([...all].sort((a, b) => b.timeCreated.localeCompare(a.timeCreated))).toEqual(all);
    const walk = await api.startWalk(leader, schoolA);
    const ofWalk = (await api.begin(leader, { rubricId, schoolId: schoolA, walkId: walk.id })).assessment;
    expect((await ids(`walkId=${walk.id}`)).map((a) => a.id)).toEqual([ofWalk.id]);
  });
});
