import { formatCsv, newId, USER_IMPORT_COLUMNS } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schools as dbSchools } from '../../db/schema.js';
import { seedUser } from '../../seed/demo.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import {
  ANONYMOUS,
  type As,
  allowed,
  type Person,
  type Requests,
  requestsAs,
  type Response,
  statusesOf,
} from '../../test/kit.js';
import { ROLE_CAST, roleCast } from '../../test/role-cast.js';

/*
 * The user-admin role table (issue 13 "Show"): every route x the role cast, plus a principal holding
 * 'manage users' at school A only, x a target at school A (own) and at school B (other). Managing
 * users needs 'manage users' (staff, the master admin and the safety coordinator by role defaults);
 * a school-scoped grant reaches only users of its schools (docs/decisions.md).
 */
const NAMES = [...ROLE_CAST, 'managerHere'] as const;
type Name = (typeof NAMES)[number];
const MANAGERS: Name[] = ['staff', 'masterAdmin', 'coordinator'];
const table = (ok: number, who: Name[], others: Partial<Record<Name, number>> = {}) => ({
  ...allowed(NAMES, ok, who, { anonymous: 401 }),
  ...others,
});

describeEachDatabase('user admin: who may do what (issue 13)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: Record<Name, Person | typeof ANONYMOUS>;
  let schools: { A: string; B: string };
  let names: { A: string; B: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const made = await roleCast(t);
    schools = { A: made.schoolA, B: made.schoolB };
    const managerHere = await made.build.user('principal', {
      schools: [made.schoolA],
      grant: ['manage users'],
    });
    cast = { ...made.cast, managerHere };
    const rows = await t.database.db.select({ id: dbSchools.id, name: dbSchools.name }).from(dbSchools);
    const nameOf = (id: string) => rows.find((row) => row.id === id)?.name ?? '';
    names = { A: nameOf(schools.A), B: nameOf(schools.B) };
  });
  afterAll(() => t.close());

  /** A fresh educator at the school, not signed in: each cell acts on its own. */
  const target = async (school: 'A' | 'B') =>
    (
      await seedUser(t.database.db, 'educator', {
        schoolIds: [schools[school]],
        email: `t.${newId()}@access.test`,
      })
    ).id;
  const importCsv = (school: 'A' | 'B') => ({
    csv: formatCsv([
      [...USER_IMPORT_COLUMNS],
      ['New', 'Person', `n.${newId()}@access.test`, '', 'educator', names[school]],
    ]),
  });

  type Row = [string, 'A' | 'B', (api: Requests, id: string) => Promise<Response>, Record<string, number>];
  it.each<Row>([
    ['listing users', 'A', (api) => api.get('/api/admin/users'), table(200, [...MANAGERS, 'managerHere'])],
    [
      'reading the options',
      'A',
      (api) => api.get('/api/admin/users/options'),
      table(200, [...MANAGERS, 'managerHere']),
    ],
    [
      'reading a user (own school)',
      'A',
      (api, id) => api.get(`/api/admin/users/${id}`),
      table(200, [...MANAGERS, 'managerHere']),
    ],
    [
      'reading a user (other school)',
      'B',
      (api, id) => api.get(`/api/admin/users/${id}`),
      table(200, MANAGERS, { managerHere: 404 }),
    ],
    [
      'creating a user (own school)',
      'A',
      (api) =>
        api.post('/api/admin/users', {
          firstName: 'N',
          lastName: 'P',
          email: `c.${newId()}@access.test`,
          role: 'educator',
          roleSchoolIds: [schools.A],
        }),
      table(201, [...MANAGERS, 'managerHere']),
    ],
    [
      'creating a user (other school)',
      'B',
      (api) =>
        api.post('/api/admin/users', {
          firstName: 'N',
          lastName: 'P',
          email: `c.${newId()}@access.test`,
          role: 'educator',
          roleSchoolIds: [schools.B],
        }),
      table(201, MANAGERS),
    ],
    ...(['A', 'B'] as const).flatMap((school): Row[] => {
      const here = school === 'A' ? [...MANAGERS, 'managerHere' as const] : MANAGERS;
      const where = school === 'A' ? '(own school)' : '(other school)';
      return [
        [
          `editing a user ${where}`,
          school,
          (api, id) => api.patch(`/api/admin/users/${id}`, { title: 'Coach' }),
          table(200, here),
        ],
        [
          `archiving a user ${where}`,
          school,
          (api, id) => api.post(`/api/admin/users/${id}/archive`),
          table(200, here),
        ],
        [
          `unarchiving a user ${where}`,
          school,
          (api, id) => api.post(`/api/admin/users/${id}/unarchive`),
          table(200, here),
        ],
        [
          `signing a user out everywhere ${where}`,
          school,
          (api, id) => api.post(`/api/admin/users/${id}/sign-out`),
          table(200, here),
        ],
        [
          `deleting a user ${where}`,
          school,
          (api, id) => api.delete(`/api/admin/users/${id}`),
          table(204, here),
        ],
        [
          `previewing an import ${where}`,
          school,
          (api) => api.post('/api/admin/users/import/preview', importCsv(school)),
          table(200, [...MANAGERS, 'managerHere']),
        ],
        [
          `importing ${where}`,
          school,
          (api) => api.post('/api/admin/users/import', importCsv(school)),
          table(201, here, school === 'B' ? { managerHere: 400 } : {}),
        ],
      ];
    }),
  ])('%s', async (_name, school, request, expected) => {
    expect(await statusesOf(cast, async (who) => request(as(who), await target(school)))).toEqual(expected);
  });

  it.each<[string, (api: Requests, selfId: string) => Promise<Response>, number]>([
    ['changing one’s own role', (api, id) => api.patch(`/api/admin/users/${id}`, { role: 'clerical' }), 403],
    [
      'changing one’s own permissions',
      (api, id) => api.patch(`/api/admin/users/${id}`, { permissions: {} }),
      403,
    ],
    [
      'changing one’s own schools',
      (api, id) => api.patch(`/api/admin/users/${id}`, { roleSchoolIds: [schools.B] }),
      403,
    ],
    ['archiving oneself', (api, id) => api.post(`/api/admin/users/${id}/archive`), 403],
    ['deleting oneself', (api, id) => api.delete(`/api/admin/users/${id}`), 403],
    ['editing one’s own title', (api, id) => api.patch(`/api/admin/users/${id}`, { title: 'Lead' }), 200],
  ])('self rule: %s', async (_name, request, status) => {
    const managers = {
      ...Object.fromEntries(MANAGERS.map((name) => [name, cast[name]])),
      managerHere: cast.managerHere,
    };
    const expected = Object.fromEntries(Object.keys(managers).map((name) => [name, status]));
    expect(
      await statusesOf(managers, async (who) => (who === ANONYMOUS ? 0 : request(as(who), who.id))),
    ).toEqual(expected);
  });
});
