import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { type As, requestsAs } from '../../test/kit.js';
import { builders } from '../../test/builders.js';

describeEachDatabase('alwaysShowTakePicture on /users/edit (spec 000 §3 User)', (kind) => {
  let t: TestApp;
  let as: As;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
  });
  afterAll(() => t.close());

  it('is off for a new user and saved through PATCH /api/me', async () => {
    const [school] = await withDistrict(t);
    const educator = await builders(t).user('educator', { schools: [school?.id ?? ''] });
    expect((await as(educator).get('/api/me')).json().user.alwaysShowTakePicture).toBe(false);
    const res = await as(educator).patch('/api/me', { alwaysShowTakePicture: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.alwaysShowTakePicture).toBe(true);
    expect((await as(educator).get('/api/me')).json().user.alwaysShowTakePicture).toBe(true);
  });

  it('refuses a value that is not true or false', async () => {
    const [school] = await withDistrict(t);
    const educator = await builders(t).user('educator', { schools: [school?.id ?? ''] });
    const res = await as(educator).patch('/api/me', { alwaysShowTakePicture: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.alwaysShowTakePicture).toBeTruthy();
  });
});
