import {
  newId,
  type TAssessmentDetail,
  type TEntry,
  type TRubricSection,
  type TWalk,
} from '@schooldog/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import type { Person } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { rubrics } from '../rubrics/public.js';

export type { Person };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const answers = (values: [string, number, number | null, number | null][]) =>
  values.map(([answerId, value, expectedPraises, expectedConcerns]) => ({
    answerId,
    value,
    text: [`Answer ${answerId}`],
    expectedPraises,
    expectedConcerns,
  }));

/** Auto-answered by tag: 3 for two praises, 2 for one, 1 for a concern, 0 as the any-concern fallback. */
const byTag = (id: string, tag: string) => ({
  id,
  title: `Question ${id}`,
  body: '',
  description: '',
  context: null,
  tags: [tag],
  answers: answers([
    ['a', 3, 2, 0],
    ['b', 2, 1, 0],
    ['c', 1, null, 1],
    ['d', 0, null, -1],
  ]),
});

/**
 * A template of three sections: two questions linked by the tags 'Lighting' and 'Sightlines', one
 * answered only by hand, and a section skipped by default.
 */
export const TEST_SECTIONS: TRubricSection[] = [
  {
    id: 's1',
    title: 'Natural surveillance',
    description: '',
    showNotes: true,
    skip: false,
    questions: [byTag('q1', 'Lighting'), byTag('q2', 'Sightlines')],
  },
  {
    id: 's2',
    title: 'Maintenance',
    description: '',
    showNotes: false,
    skip: false,
    questions: [
      {
        id: 'q3',
        title: 'Grounds kept',
        body: '',
        description: '',
        context: null,
        tags: [],
        answers: answers([
          ['a', 2, null, null],
          ['b', 0, null, null],
        ]),
      },
    ],
  },
  {
    id: 's3',
    title: 'Extras',
    description: '',
    showNotes: false,
    skip: true,
    questions: [
      {
        id: 'q4',
        title: 'Extra',
        body: '',
        description: '',
        context: null,
        tags: [],
        answers: answers([['a', 1, null, null]]),
      },
    ],
  },
];

/** A template stored straight in its table (the rubrics API is another feature's), active unless told. */
export async function seedRubric(
  t: TestApp,
  createdByUserId: string,
  options: { enabled?: boolean; active?: boolean; isDeleted?: boolean; name?: string } = {},
) {
  const id = newId();
  await t.database.db.insert(rubrics).values({
    id,
    name: options.name ?? 'Test template',
    enabled: options.enabled ?? true,
    showScores: true,
    sections: TEST_SECTIONS,
    useScoreThresholds: true,
    scoreThresholds: { green: 80, yellow: 60, orange: 40 },
    disclaimer: 'For testing.',
    createdByUserId,
    isDeleted: options.isDeleted ?? false,
  });
  if (options.active ?? true) {
    const { activeRubricIds } = await t.deps.settings.get('organization');
    await t.deps.settings.update('organization', { activeRubricIds: [...activeRubricIds, id] }, null);
  }
  return id;
}

/** Calls the API as a person, and the steps the assessment tests share. */
export function assessmentClient(t: TestApp) {
  const call = (who: Person, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const ok = async (who: Person, method: Method, url: string, payload?: object, status = 200) => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<TAssessmentDetail>();
  };
  const begin = (who: Person, payload: object) => ok(who, 'POST', '/api/assessments', payload, 201);
  const answer = (who: Person, id: string, questionId: string, answerId: string | null) =>
    ok(who, 'POST', `/api/assessments/${id}/answers`, { questionId, answerId });
  const startWalk = async (leader: Person, schoolId: string, collaboratorUserIds: string[] = []) => {
    const response = await call(leader, 'POST', '/api/walks', { schoolId, collaboratorUserIds });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TWalk>();
  };
  const logEntry = async (who: Person, walk: TWalk, extra: Record<string, unknown> = {}) => {
    const response = await call(who, 'POST', '/api/entries', {
      observationCategoryId: 'access',
      observationItemId: 'access-1',
      observationType: 'concern',
      quantity: 1,
      schoolId: walk.schoolId,
      walkId: walk.id,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TEntry>();
  };
  const get = (who: Person, id: string) => ok(who, 'GET', `/api/assessments/${id}`);
  return { call, ok, begin, answer, startWalk, logEntry, get };
}

/**
 * The people of the assessment tests: at school A a principal leading walks, an educator
 * collaborating, a principal reviewing, a principal managing, an assistant principal (submit, not
 * manage), a counsellor-like viewer (view only) and an unrelated educator; at school B a principal.
 */
export async function assessmentCast(t: TestApp) {
  const { schoolA, schoolB, people } = await castOf(t, {
    leader: ['principal', 'A'],
    collaborator: ['educator', 'A'],
    reviewer: ['principal', 'A'],
    managerHere: ['principal', 'A'],
    submitterHere: ['assistant_principal', 'A'],
    viewerHere: ['district_nonsafety_coordinator', 'A'],
    managerElsewhere: ['principal', 'B'],
    unrelated: ['educator', 'A'],
  });
  return { schoolA, schoolB, ...people, everyone: people };
}
