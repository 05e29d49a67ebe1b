import type { TRubric } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import {
  type As,
  type Person,
  type Requests,
  requestsAs,
  type Response,
  statusesOf,
} from '../../test/kit.js';
import { type RoleCast, roleCast, rolesAllowed } from '../../test/role-cast.js';
import { rubricInput } from './fixtures.js';

/*
 * Rubric templates: who may do what (spec 000 §6; packages/domain assessments/rules.ts). Templates
 * load for any assessment or rubric permission; by default only the master administrator and
 * the district safety coordinator (and product staff, who hold every permission) create,
 * manage and choose active templates.
 */
describeEachDatabase('rubrics: who may do what (spec 000 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: RoleCast;
  let coordinator: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const setting = await roleCast(t);
    cast = setting.cast;
    coordinator = setting.people.coordinator;
  });
  afterAll(() => t.close());

  /** A fresh template for each person, so one person's delete leaves the next one's to try. */
  const fresh = async () => {
    const response = await as(coordinator).post('/api/rubrics', rubricInput({ name: 'Role Table' }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TRubric>();
  };

  // Every role with an assessment or rubric permission reads; educators and work order submitters hold none.
  const readers = rolesAllowed(
    200,
    'staff',
    'masterAdmin',
    'coordinator',
    'nonSafety',
    'principalHere',
    'principalElsewhere',
  );
  const managers = (ok: number) => rolesAllowed(ok, 'staff', 'masterAdmin', 'coordinator');

  it.each<[string, (api: Requests, rubric: TRubric) => Promise<Response>, Record<string, number>]>([
    ['listing templates', (api) => api.get('/api/rubrics'), readers],
    ['listing offered templates', (api) => api.get('/api/rubrics?offered=true'), readers],
    ['reading a template', (api, rubric) => api.get(`/api/rubrics/${rubric.id}`), readers],
    ['creating a template', (api) => api.post('/api/rubrics', rubricInput()), managers(201)],
    [
      'creating an active template',
      (api) => api.post('/api/rubrics', rubricInput({ active: true })),
      managers(201),
    ],
    [
      'editing a template',
      (api, rubric) => api.put(`/api/rubrics/${rubric.id}`, rubricInput({ name: 'Edited' })),
      managers(200),
    ],
    [
      'choosing a template as active',
      (api, rubric) => api.put(`/api/rubrics/${rubric.id}`, rubricInput({ active: true })),
      managers(200),
    ],
    [
      'duplicating a template',
      (api, rubric) => api.post(`/api/rubrics/${rubric.id}/duplicate`),
      managers(201),
    ],
    ['deleting a template', (api, rubric) => api.delete(`/api/rubrics/${rubric.id}`), managers(204)],
  ])('%s', async (_name, request, expected) => {
    expect(await statusesOf(cast, async (who) => request(as(who), await fresh()))).toEqual(expected);
  });
});
