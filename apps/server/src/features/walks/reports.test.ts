import type { TWalk } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type Person, walkCast, walkClient } from './test-helpers.js';

describeEachDatabase('walk reports (Full Summative Report, Observations Report)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof walkClient>;
  let schoolA: string;
  let leader: Person;
  let reviewer: Person;
  let managerElsewhere: Person;
  let walk: TWalk;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = walkClient(t);
    ({ schoolA, leader, reviewer, managerElsewhere } = await walkCast(t));
    walk = await api.startWalk(leader, schoolA);
    await api.loggedEntry(leader, walk, { comment: 'Exit sign out' });
    await api.submit(leader, walk, reviewer);
  });
  afterAll(() => t.close());

  const report = (who: Person, type: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/walks/${walk.id}/reports/${type}`,
      headers: { cookie: who.cookie },
    });

  it.each([
    ['summative', 'Full Summative Report'],
    ['observations', 'Observations Report'],
  ])('%s: a PDF named after the school, the date and the report', async (type, title) => {
    const response = await report(reviewer, type);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(
      new RegExp(`SchoolDog Walk - ${title}\\.pdf"`),
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('needs download entry reports at the school (an educator leader has not) and sight of the walk', async () => {
    expect((await report(leader, 'summative')).statusCode).toBe(403);
    expect((await report(managerElsewhere, 'observations')).statusCode).toBe(403);
    expect((await report(reviewer, 'annual')).statusCode).toBe(400);
  });
});
