import {
  formatCsv,
  MESSAGES,
  type TAdminUsersPage,
  type TUserImportPreview,
  USER_ADMIN_MESSAGES as M,
  USER_IMPORT_COLUMNS,
} from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { builders } from '../../test/builders.js';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';

describeEachDatabase('user import from CSV (issue 13 point 5)', (kind) => {
  let t: TestApp;
  let as: As;
  let admin: Person;
  let scoped: Person;
  let names: string[];
  const csv = (...rows: string[][]) => ({ csv: formatCsv([[...USER_IMPORT_COLUMNS], ...rows]) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const build = builders(t);
    const district = await withDistrict(t);
    names = district.map((school) => school.name);
    admin = await build.user('schooldog_master_admin');
    scoped = await build.user('principal', { schools: [district[0]?.id ?? ''], grant: ['manage users'] });
  });
  afterAll(() => t.close());

  it('previews every row with its errors, imports nothing while one is wrong, then imports all and mails each', async () => {
    const rows = [
      ['Ada', 'Lovelace', 'ada@import.test', 'Teacher', 'Educator', names[0] ?? ''],
      ['Grace', 'Hopper', 'grace@import.test', '', 'principal', `${names[0]}; ${names[1]}`],
      ['Bad', 'Row', 'not-an-email', '', 'educator', 'No Such School'],
    ];
    const preview = await as(admin).post('/api/admin/users/import/preview', csv(...rows));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<TUserImportPreview>()).toMatchObject({
      fileError: null,
      rowsWithErrors: 1,
      rows: [
        { errors: {} },
        { errors: {} },
        { errors: { email: MESSAGES.validEmail, schools: M.importUnknownSchool } },
      ],
    });
    const refused = await as(admin).post('/api/admin/users/import', csv(...rows));
    expect([refused.statusCode, refused.json().error.message]).toEqual([400, M.importHasErrors]);
    const none = await as(admin).get('/api/admin/users?q=import.test');
    expect(none.json<TAdminUsersPage>().total).toBe(0);

    const mails = (await t.mails()).length;
    rows[2] = ['Fixed', 'Row', 'fixed@import.test', '', 'educator', names[1] ?? ''];
    const imported = await as(admin).post('/api/admin/users/import', csv(...rows));
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().imported).toBe(3);
    const listed = (await as(admin).get('/api/admin/users?q=import.test')).json<TAdminUsersPage>();
    expect(listed.users.map((u) => [u.email, u.role, u.schools.length])).toEqual([
      ['grace@import.test', 'principal', 2],
      ['ada@import.test', 'educator', 1],
      ['fixed@import.test', 'educator', 1],
    ]);
    expect(
      (await t.mails())
        .slice(mails)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(['ada@import.test', 'fixed@import.test', 'grace@import.test']);

    const again = await as(admin).post('/api/admin/users/import/preview', csv(rows[0] ?? []));
    expect(again.json<TUserImportPreview>().rows[0]?.errors).toEqual({ email: M.emailTaken });
  });

  it('refuses rows outside a school-scoped grant', async () => {
    const res = await as(scoped).post(
      '/api/admin/users/import/preview',
      csv(
        ['In', 'Reach', 'in@scoped.test', '', 'educator', names[0] ?? ''],
        ['Other', 'School', 'other@scoped.test', '', 'educator', names[1] ?? ''],
        ['District', 'Wide', 'district@scoped.test', '', 'district_safety_coordinator', ''],
      ),
    );
    expect(res.json<TUserImportPreview>().rows.map((row) => row.errors)).toEqual([
      {},
      { schools: M.schoolsOutsideGrant },
      { role: M.districtOutsideGrant },
    ]);
  });

  it('says what is wrong with a file that is not a staff list', async () => {
    const res = await as(admin).post('/api/admin/users/import/preview', { csv: 'hello,world\n1,2' });
    expect(res.json<TUserImportPreview>().fileError).toBe(M.importMissingColumns);
  });
});
