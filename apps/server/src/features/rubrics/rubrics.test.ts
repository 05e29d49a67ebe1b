import type { TRubric } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';
import { builders } from '../../test/builders.js';
import { roleCast } from '../../test/role-cast.js';
import { rubricInput } from './fixtures.js';
import { rubrics } from './tables.js';

describeEachDatabase('rubric templates (spec 000 §2 Rubrics page, §3 Rubric)', (kind) => {
  let t: TestApp;
  let as: As;
  let coordinator: Person;
  let principal: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const setting = await roleCast(t);
    coordinator = setting.people.coordinator;
    principal = setting.people.principalHere;
  });
  afterAll(() => t.close());

  const create = async (overrides = {}) => {
    const response = await as(coordinator).post('/api/rubrics', rubricInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TRubric>();
  };
  const activeIds = async () => (await t.deps.settings.get('organization')).activeRubricIds;

  it('creates, reads, lists and replaces a template', async () => {
    const created = await create({ name: '  Entrance Check  ', disclaimer: 'For planning only.' });
    expect(created).toMatchObject({
      name: 'Entrance Check',
      disclaimer: 'For planning only.',
      enabled: true,
      active: false,
      createdByUserId: coordinator.id,
      updatedByUserId: null,
      isDeleted: false,
    });
    expect(created.sections[0]?.questions[0]?.answers.map((a) => a.answerId)).toEqual(['a', 'b']);

    const read = await as(principal).get(`/api/rubrics/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const input = rubricInput({
      name: 'Entrance Check (revised)',
      useScoreThresholds: true,
      scoreThresholds: { green: 85, yellow: 70, orange: 50 },
    });
    input.sections[0]!.questions[0]!.tags = ['door', 'Propped Door'];
    const replaced = await as(coordinator).put(`/api/rubrics/${created.id}`, input);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: created.id,
      name: 'Entrance Check (revised)',
      scoreThresholds: { green: 85, yellow: 70, orange: 50 },
      updatedByUserId: coordinator.id,
    });
    expect(replaced.json().sections[0].questions[0].tags).toEqual(['door', 'Propped Door']);

    const list = (await as(principal).get('/api/rubrics')).json<{ rubrics: TRubric[] }>().rubrics;
    expect(list.find((r) => r.id === created.id)?.name).toBe('Entrance Check (revised)');
  });

  it('duplicates a template as "Copy of <name>", the duplicator’s own, with its ids, not active', async () => {
    const source = await create({ name: 'Playground Review', active: true });
    expect(source.active).toBe(true);
    const author = await roleCastAuthor();
    const response = await as(author).post(`/api/rubrics/${source.id}/duplicate`);
    // An author with create rubrics duplicates only their own templates (canManageRubric).
    expect(response.statusCode).toBe(403);

    const copy = await as(coordinator).post(`/api/rubrics/${source.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    const duplicate = copy.json<TRubric>();
    expect(duplicate.id).not.toBe(source.id);
    expect(duplicate).toMatchObject({
      name: 'Copy of Playground Review',
      active: false,
      createdByUserId: coordinator.id,
      sections: source.sections,
    });
    expect(await activeIds()).toContain(source.id);
    expect(await activeIds()).not.toContain(duplicate.id);
  });

  it('soft-deletes: gone from the list, 404 on read, edit, duplicate and delete; no longer active', async () => {
    const doomed = await create({ name: 'Doomed', active: true });
    expect(await activeIds()).toContain(doomed.id);
    const deleted = await as(coordinator).delete(`/api/rubrics/${doomed.id}`);
    expect(deleted.statusCode).toBe(204);
    const list = (await as(coordinator).get('/api/rubrics')).json<{ rubrics: TRubric[] }>().rubrics;
    expect(list.map((r) => r.id)).not.toContain(doomed.id);
    expect(await activeIds()).not.toContain(doomed.id);
    const read = await as(coordinator).get(`/api/rubrics/${doomed.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().error).toMatchObject({ message: 'Template not found', messageKey: 'rubricNotFound' });
    expect((await as(coordinator).put(`/api/rubrics/${doomed.id}`, rubricInput())).statusCode).toBe(404);
    expect((await as(coordinator).post(`/api/rubrics/${doomed.id}/duplicate`)).statusCode).toBe(404);
    expect((await as(coordinator).delete(`/api/rubrics/${doomed.id}`)).statusCode).toBe(404);
    // The row stays, marked deleted by whom and when.
    const [row] = await t.database.db.select().from(rubrics).where(eq(rubrics.id, doomed.id));
    expect(row).toMatchObject({ isDeleted: true, deletedByUserId: coordinator.id });
    expect(row?.timeDeleted).toBeInstanceOf(Date);
  });

  it('offered lists only enabled, active templates; active toggles organization activeRubricIds', async () => {
    const offeredNames = async () =>
      (await as(principal).get('/api/rubrics?offered=true'))
        .json<{ rubrics: TRubric[] }>()
        .rubrics.map((r) => r.name);
    const on = await create({ name: 'Offered One', active: true });
    const disabled = await create({ name: 'Disabled One', active: true, enabled: false });
    const inactive = await create({ name: 'Inactive One', active: false });
    expect(await offeredNames()).toContain('Offered One');
    expect(await offeredNames()).not.toContain('Disabled One');
    expect(await offeredNames()).not.toContain('Inactive One');
    const all = (await as(principal).get('/api/rubrics?offered=false')).json<{ rubrics: TRubric[] }>();
    expect(all.rubrics.map((r) => r.id)).toEqual(expect.arrayContaining([on.id, disabled.id, inactive.id]));

    const activated = await as(coordinator).put(
      `/api/rubrics/${inactive.id}`,
      rubricInput({ name: 'Inactive One', active: true }),
    );
    expect(activated.json().active).toBe(true);
    expect(await activeIds()).toContain(inactive.id);
    expect(await offeredNames()).toContain('Inactive One');
    await as(coordinator).put(`/api/rubrics/${on.id}`, rubricInput({ name: 'Offered One', active: false }));
    expect(await activeIds()).not.toContain(on.id);
    expect(await offeredNames()).not.toContain('Offered One');
  });

  it('an author with create rubrics manages their own templates but may not choose active ones', async () => {
    const author = await roleCastAuthor();
    const refused = await as(author).post('/api/rubrics', rubricInput({ active: true }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      message: 'Only those who manage rubrics may choose the active templates.',
      messageKey: 'mayNotChooseActiveRubrics',
    });
    const own = await as(author).post('/api/rubrics', rubricInput({ name: 'My Own' }));
    expect(own.statusCode, own.body).toBe(201);
    const id = own.json<TRubric>().id;
    expect((await as(author).put(`/api/rubrics/${id}`, rubricInput({ name: 'Mine' }))).statusCode).toBe(200);
    expect((await as(author).put(`/api/rubrics/${id}`, rubricInput({ active: true }))).statusCode).toBe(403);
    expect(await activeIds()).not.toContain(id);
    expect((await as(author).post(`/api/rubrics/${id}/duplicate`)).statusCode).toBe(201);
    // Someone else's template is not theirs to change.
    const other = await create({ name: 'Not Theirs' });
    const edit = await as(author).put(`/api/rubrics/${other.id}`, rubricInput());
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.messageKey).toBe('mayNotManageRubric');
    expect((await as(author).delete(`/api/rubrics/${other.id}`)).statusCode).toBe(403);
    expect((await as(author).delete(`/api/rubrics/${id}`)).statusCode).toBe(204);
  });

  describe('validation: field errors with their paths, never a 500', () => {
    const refuse = async (body: object) => {
      const response = await as(coordinator).post('/api/rubrics', body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error as { code: string; fields: Record<string, string> };
    };

    it('a missing name and question title, an empty section', async () => {
      const input = rubricInput({ name: '  ' });
      input.sections[0]!.questions[0]!.title = '';
      const error = await refuse(input);
      expect(error.code).toBe('invalid');
      expect(error.fields).toMatchObject({
        name: 'This field is required',
        'sections.0.questions.0.title': 'This field is required',
      });
      const empty = rubricInput();
      empty.sections[0]!.questions = [];
      expect(Object.keys((await refuse(empty)).fields)).toContain('sections.0.questions');
      expect(Object.keys((await refuse(rubricInput({ sections: [] }))).fields)).toContain('sections');
    });

    it('answers: values, expected counts, duplicate ids; thresholds in order', async () => {
      const input = rubricInput();
      const answers = input.sections[0]!.questions[0]!.answers;
      answers[0]!.value = -1;
      answers[1]!.expectedConcerns = -2;
      expect(Object.keys((await refuse(input)).fields)).toEqual(
        expect.arrayContaining([
          'sections.0.questions.0.answers.0.value',
          'sections.0.questions.0.answers.1.expectedConcerns',
        ]),
      );
      const twice = rubricInput();
      twice.sections[0]!.questions[0]!.answers[1]!.answerId = 'a';
      expect((await refuse(twice)).fields['sections.0.questions.0.answers']).toBe('Ids must be unique.');
      const thresholds = await refuse(
        rubricInput({ useScoreThresholds: true, scoreThresholds: { green: 50, yellow: 70, orange: 10 } }),
      );
      expect(thresholds.fields.scoreThresholds).toBe(
        'Green must be at least yellow, and yellow at least orange.',
      );
      const none = await refuse(rubricInput({ useScoreThresholds: true, scoreThresholds: null }));
      expect(none.fields.scoreThresholds).toBe('This field is required');
    });

    it('a bad id in the path is a field error; an unknown one is not found', async () => {
      expect((await as(coordinator).get('/api/rubrics/nope')).statusCode).toBe(400);
      expect((await as(coordinator).get('/api/rubrics/AAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    });
  });

  let authorCount = 0;
  /** A principal granted create rubrics (no one holds it alone by default). */
  async function roleCastAuthor(): Promise<Person> {
    authorCount += 1;
    const school = await builders(t).school(`Author School ${authorCount}`);
    return builders(t).user('principal', { schools: [school.id], grant: ['create rubrics'] });
  }
});
