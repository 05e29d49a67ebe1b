import type { TWalk } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Builders, builders } from '../../test/builders.js';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { grantAt } from '../../test/grants.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';

const day = (date: number) => new Date(`2025-01-${String(date).padStart(2, '0')}T15:00:00Z`);

describeEachDatabase('walks list: tabs, filters, counts, cursor, dashboard and CSV', (kind) => {
  let t: TestApp;
  let as: As;
  let build: Builders;
  let now = day(10);
  let school: { id: string; name: string };
  let leader: Person;
  let collaborator: Person;
  let principal: Person;
  let educatorElsewhere: Person;
  const walks: Record<string, TWalk> = {};

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
    as = requestsAs(t);
    build = builders(t);
    const schools = await withDistrict(t);
    school = schools[2] as { id: string; name: string };
    leader = await build.user('educator', { schools: [school.id] });
    collaborator = await build.user('educator', { schools: [school.id] });
    principal = await build.user('principal', { schools: [school.id] });
    educatorElsewhere = await build.user('educator', { schools: [schools[0]?.id ?? ''] });
    // W1 in progress with a collaborator; W2 in review; W3 complete with the collaborator; W4 archived.
    walks.w1 = await build.walk({ leader, schoolId: school.id, collaborators: [collaborator] });
    const inW1 = {
      schoolId: school.id,
      walkId: walks.w1.id,
      observationCategoryId: 'access',
      observationItemId: 'access-1',
    };
    await build.entry(leader, { ...inW1, comment: 'Door propped open' });
    await build.entry(collaborator, { ...inW1, observationType: 'praise', quantity: 2 });
    now = day(11);
    walks.w2 = await build.walk({ leader, schoolId: school.id, status: 'review', reviewer: principal });
    now = day(12);
    walks.w3 = await build.walk({
      leader,
      schoolId: school.id,
      collaborators: [collaborator],
      status: 'complete',
    });
    now = day(13);
    walks.w4 = await build.walk({ leader: collaborator, schoolId: school.id, archived: true });
  });
  afterAll(() => t.close());

  const list = async (who: Person, query: string) => {
    const response = await as(who).get(`/api/walks?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ walks: TWalk[]; nextCursor: string | null }>();
  };
  const ids = async (who: Person, query: string) => (await list(who, query)).walks.map((walk) => walk.id);
  const counts = async (who: Person, query: string) =>
    (await as(who).get(`/api/walks/counts?${query}`)).json<{
      inProgress: number;
      completed: number;
    }>();

  it('My Walks: the walks one takes part in, newest first; In Progress holds in review too', async () => {
    expect(await ids(leader, 'currentTab=0&subTab=0')).toEqual([walks.w2?.id, walks.w1?.id]);
    expect(await ids(leader, 'currentTab=0&subTab=1')).toEqual([walks.w3?.id]);
    expect(await counts(leader, 'currentTab=0')).toEqual({ inProgress: 2, completed: 1 });
    expect(await ids(collaborator, 'currentTab=0&subTab=0')).toEqual([walks.w1?.id]);
  });

  it('archived walks are hidden unless showArchived', async () => {
    expect(await ids(collaborator, 'currentTab=0&subTab=0&showArchived=true')).toEqual([
      walks.w4?.id,
      walks.w1?.id,
    ]);
  });

  it('Team Walks: walks at schools where one views entries, without in-progress walks one may not see', async () => {
    expect(await ids(principal, 'currentTab=1&subTab=0')).toEqual([walks.w2?.id]);
    expect(await ids(principal, 'currentTab=1&subTab=1')).toEqual([walks.w3?.id]);
    expect(await counts(principal, 'currentTab=1')).toEqual({ inProgress: 1, completed: 1 });
    expect(await ids(principal, `currentTab=1&subTab=1&userIds=${collaborator.id}`)).toEqual([walks.w3?.id]);
    expect(await ids(principal, `currentTab=1&subTab=1&userIds=${educatorElsewhere.id}`)).toEqual([]);
    const refused = await as(leader).get('/api/walks?currentTab=1');
    expect(refused.statusCode).toBe(403);
  });

  it('filters: date range (either order), schools, walk types, awaiting my action', async () => {
    expect(await ids(leader, 'subTab=0&dateRange=2025-01-11,2025-01-11')).toEqual([walks.w2?.id]);
    expect(await ids(leader, 'subTab=0&dateRange=2025-01-11,2025-01-10')).toEqual([
      walks.w2?.id,
      walks.w1?.id,
    ]);
    expect(await ids(leader, `subTab=0&schoolIds=${school.id}`)).toHaveLength(2);
    expect(await ids(leader, 'subTab=0&schoolIds=other')).toEqual([]);
    expect(await ids(leader, 'subTab=0&walkTypes=district,partner')).toEqual([]);
    expect(await ids(leader, 'subTab=0&awaitingMyAction=true')).toEqual([walks.w1?.id]);
    expect(await ids(principal, 'currentTab=1&subTab=0&awaitingMyAction=true')).toEqual([walks.w2?.id]);
    const bad = await as(leader).get('/api/walks?dateRange=2025-01-11');
    expect(bad.statusCode).toBe(400);
  });

  it('pages by a cursor', async () => {
    const first = await list(leader, 'subTab=0&limit=1');
    expect(first.walks.map((walk) => walk.id)).toEqual([walks.w2?.id]);
    const second = await list(leader, `subTab=0&limit=1&cursor=${first.nextCursor ?? ''}`);
    expect(second.walks.map((walk) => walk.id)).toEqual([walks.w1?.id]);
    expect(second.nextCursor).toBeNull();
    expect((await as(leader).get('/api/walks?cursor=nonsense')).statusCode).toBe(400);
  });

  it('cards carry people, entry counts and tags', async () => {
    const [card] = (await list(collaborator, 'subTab=0')).walks;
    expect(card).toMatchObject({ id: walks.w1?.id, entryCount: 2 });
    expect(card?.people.map((p) => p.id).sort()).toEqual([leader.id, collaborator.id].sort());
  });

  it('the dashboard lists one’s in-progress, non-archived walks', async () => {
    const current = await as(collaborator).get(`/api/walks/current?schoolId=${school.id}`);
    expect(current.json<{ walks: TWalk[] }>().walks.map((walk) => walk.id)).toEqual([walks.w1?.id]);
  });

  it('the reviewer finds what awaits her: a walk awaiting her review is under My Walks and on the dashboard', async () => {
    expect(await ids(principal, 'currentTab=0&subTab=0')).toEqual([walks.w2?.id]);
    expect(await counts(principal, 'currentTab=0')).toEqual({ inProgress: 1, completed: 0 });
    const current = await as(principal).get('/api/walks/current');
    expect(current.json<{ walks: TWalk[] }>().walks.map((walk) => walk.id)).toEqual([walks.w2?.id]);
    // The walk leaves both once she has answered: then it is no longer awaiting her.
    expect(await ids(principal, 'currentTab=0&subTab=1')).toEqual([]);
  });

  it('the walk CSV is named school - date SchoolDog Walk - Entries and has one row per entry', async () => {
    await grantAt(t, collaborator, 'download entry reports', [school.id]);
    const response = await as(collaborator).get(`/api/walks/${walks.w1?.id}/entries.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename="${school.name} - 2025-01-10 SchoolDog Walk - Entries.csv"`,
    );
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Entry #');
    expect(response.body).toContain('Door propped open');
    expect((await as(educatorElsewhere).get(`/api/walks/${walks.w1?.id}/entries.csv`)).statusCode).toBe(403);
  });
});
