import { type TEntry, tagMatchesFilter } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { grantAt } from '../../test/grants.js';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { CSV_COLUMNS } from './csv.js';

type Person = { id: string; email: string; cookie: string };
type Page = { entries: TEntry[]; nextCursor: string | null };

const TOTAL = 70;
const DAY = 86_400_000;
// 15:00 UTC is 10 or 11 am in New York: the local date is the UTC date.
const BASE = Date.parse('2026-01-01T15:00:00.000Z');
const dateOf = (entry: TEntry) => entry.timestamp.slice(0, 10);

describeEachDatabase('entries explorer: filters, sort, pages, count and CSV', (kind) => {
  let t: TestApp;
  let schoolA: string;
  let schoolB: string;
  let educator: Person;
  let colleague: Person;
  let principalA: Person;
  let principalB: Person;
  let coordinator: Person;
  let all: TEntry[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
    educator = await t.userWithRole('educator', [schoolA]);
    colleague = await t.userWithRole('educator', [schoolA]);
    principalA = await t.userWithRole('principal', [schoolA]);
    principalB = await t.userWithRole('principal', [schoolB]);
    coordinator = await t.userWithRole('district_safety_coordinator', []);
    all = [];
    for (let i = 0; i < TOTAL; i += 1) {
      // Every 5th by the coordinator (district-led, alternating schools); the rest by two educators at A.
      const reporter = i % 5 === 0 ? coordinator : i % 2 === 0 ? educator : colleague;
      const schoolId = reporter === coordinator && i % 10 === 0 ? schoolB : schoolA;
      const [categoryId, itemId] =
        i % 3 === 0 ? ['cameras', i % 2 === 0 ? 'cameras-2' : 'cameras-1'] : ['access', 'access-1'];
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/entries',
        headers: { cookie: reporter.cookie },
        payload: {
          observationCategoryId: categoryId,
          observationItemId: itemId,
          observationType: (['concern', 'praise', 'other'] as const)[i % 3 === 0 ? 0 : (i % 4) % 3],
          quantity: (i % 20) + 1,
          schoolId,
          location: i % 4 === 0 ? 'Gym' : 'Main Office',
          manualTags: i % 7 === 0 ? ['Night'] : [],
          comment: `entry ${i}`,
          timestamp: new Date(BASE + i * DAY + i * 1000).toISOString(),
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      all.push(response.json<TEntry>());
    }
  });
  afterAll(() => t.close());

  const get = (who: Person, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  /** Every page of a query, checking each page's size and cursor. */
  const listAll = async (who: Person, query = ''): Promise<TEntry[]> => {
    const found: TEntry[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 20; guard += 1) {
      const separator = query ? '&' : '';
      const url: string = `/api/entries?${query}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await get(who, url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      const page = response.json<Page>();
      expect(page.entries.length).toBeLessThanOrEqual(32);
      found.push(...page.entries);
      if (!page.nextCursor) return found;
      expect(page.entries).toHaveLength(32);
      cursor = page.nextCursor;
    }
    throw new Error('too many pages');
  };

  const countOf = async (who: Person, query = '') => {
    const response = await get(who, `/api/entries/count?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ count: number }>().count;
  };

  const newestFirst = (entries: TEntry[]) =>
    [...entries].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  const idsOf = (entries: TEntry[]) => entries.map((entry) => entry.id);

  /** The query answers exactly the expected entries, newest first, and its count agrees. */
  const expectQuery = async (who: Person, query: string, expected: TEntry[]) => {
    expect(expected.length, `fixture for ${query}`).toBeGreaterThan(0);
    const found = await listAll(who, query);
    expect(idsOf(found), query).toEqual(idsOf(newestFirst(expected)));
    expect(await countOf(who, query), query).toBe(expected.length);
  };

  it('pages of 32, newest first, with a cursor, cover every entry once; count equals the total', async () => {
    const first = (await get(coordinator, '/api/entries')).json<Page>();
    expect(first.entries).toHaveLength(32);
    expect(first.nextCursor).toEqual(expect.any(String));
    const found = await listAll(coordinator);
    expect(found).toHaveLength(TOTAL);
    expect(new Set(idsOf(found)).size).toBe(TOTAL);
    expect(idsOf(found)).toEqual(idsOf(newestFirst(all)));
    expect(await countOf(coordinator)).toBe(TOTAL);
  });

  it('sortAsc gives oldest first over the pages, the exact reverse', async () => {
    const found = await listAll(coordinator, 'sortAsc=true');
    expect(idsOf(found)).toEqual(idsOf(newestFirst(all)).reverse());
    expect(found[0]?.comment).toBe('entry 0');
  });

  it('filters by date range (start 00:00 to end 23:59, reversed range the same)', async () => {
    const expected = all.filter((entry) => dateOf(entry) >= '2026-01-10' && dateOf(entry) <= '2026-01-20');
    expect(expected).toHaveLength(11);
    await expectQuery(coordinator, 'dateRange=2026-01-10,2026-01-20', expected);
    await expectQuery(coordinator, 'dateRange=2026-01-20,2026-01-10', expected);
    const oneDay = all.filter((entry) => dateOf(entry) === '2026-02-01');
    await expectQuery(coordinator, 'dateRange=2026-02-01,2026-02-01', oneDay);
  });

  it('filters by schools, walk types, entry types and people (comma lists)', async () => {
    await expectQuery(
      coordinator,
      `schoolIds=${schoolB}`,
      all.filter((entry) => entry.schoolId === schoolB),
    );
    await expectQuery(coordinator, `schoolIds=${schoolA},${schoolB}`, all);
    await expectQuery(
      coordinator,
      'walkTypes=district',
      all.filter((entry) => entry.reportedByUserId === coordinator.id),
    );
    await expectQuery(
      coordinator,
      'walkTypes=school',
      all.filter((entry) => entry.reportedByUserId !== coordinator.id),
    );
    await expectQuery(
      coordinator,
      'entryTypes=praise,other',
      all.filter((entry) => entry.observationType !== 'concern'),
    );
    await expectQuery(
      coordinator,
      `userIds=${educator.id},${coordinator.id}`,
      all.filter((entry) => entry.reportedByUserId !== colleague.id),
    );
  });

  it('filters by category, item and tag (case-insensitive)', async () => {
    await expectQuery(
      coordinator,
      'category=cameras',
      all.filter((entry) => entry.observationCategoryId === 'cameras'),
    );
    await expectQuery(
      coordinator,
      'category=cameras&item=cameras-2',
      all.filter((entry) => entry.observationItemId === 'cameras-2'),
    );
    const night = all.filter((entry) => entry.manualTags.includes('Night'));
    expect(night).toHaveLength(10);
    await expectQuery(coordinator, 'tag=NIGHT', night);
    await expectQuery(coordinator, 'tag=night', night);
    await expectQuery(
      coordinator,
      `tag=${encodeURIComponent('Access Control')}`,
      all.filter((entry) => entry.observationCategoryId === 'access'),
    );
  });

  it('tag filter: ignoring case, a tag or one of its words starts with the text, as the web suggests', async () => {
    const night = all.filter((entry) => entry.manualTags.includes('Night'));
    await expectQuery(coordinator, 'tag=nig', night);
    await expectQuery(
      coordinator,
      'tag=CONTROL',
      all.filter((entry) => entry.observationCategoryId === 'access'),
    );
    expect(await countOf(coordinator, 'tag=ontrol')).toBe(0);
    // The server and the domain's rule (which the web's suggestions use) agree.
    for (const typed of ['nig', 'control', 'Cam', 'tech', 'ontrol', 'a', 'access c', '(']) {
      const expected = all.filter((entry) => entry.tags.some((tag) => tagMatchesFilter(tag, typed)));
      expect(await countOf(coordinator, `tag=${encodeURIComponent(typed)}`), typed).toBe(expected.length);
    }
  });

  it('tag filter: suggestions are the tags on the entries one may see, most used first', async () => {
    const tagsOf = async (who: Person) =>
      (await get(who, '/api/entries/tags')).json<{ tags: string[] }>().tags;
    const uses = new Map<string, number>();
    for (const tag of all.flatMap((entry) => entry.tags)) uses.set(tag, (uses.get(tag) ?? 0) + 1);
    const everywhere = await tagsOf(coordinator);
    expect([...everywhere].sort()).toEqual([...uses.keys()].sort());
    const counts = everywhere.map((tag) => uses.get(tag) ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // A principal at B sees only the tags of B's entries.
    const atB = new Set(all.filter((entry) => entry.schoolId === schoolB).flatMap((entry) => entry.tags));
    expect([...(await tagsOf(principalB))].sort()).toEqual([...atB].sort());
  });

  it('filters by location only with exactly one school selected', async () => {
    expect((await get(coordinator, '/api/entries?location=Gym')).statusCode).toBe(400);
    expect(
      (await get(coordinator, `/api/entries?location=Gym&schoolIds=${schoolA},${schoolB}`)).statusCode,
    ).toBe(400);
    expect((await get(coordinator, '/api/entries/count?location=Gym')).statusCode).toBe(400);
    const gymAtA = all.filter((entry) => entry.location === 'Gym' && entry.schoolId === schoolA);
    await expectQuery(coordinator, `location=gym&schoolIds=${schoolA}`, gymAtA);
    await expectQuery(coordinator, `location=${encodeURIComponent(' GYM ')}&schoolIds=${schoolA}`, gymAtA);
  });

  it('combines filters', async () => {
    const expected = all.filter(
      (entry) =>
        entry.schoolId === schoolA &&
        entry.observationCategoryId === 'access' &&
        dateOf(entry) >= '2026-01-05' &&
        dateOf(entry) <= '2026-02-15',
    );
    await expectQuery(
      principalA,
      `schoolIds=${schoolA}&category=access&dateRange=2026-02-15,2026-01-05`,
      expected,
    );
  });

  it('visibility: own entries for an educator, the school for its principal, nothing elsewhere', async () => {
    await expectQuery(
      educator,
      '',
      all.filter((entry) => entry.reportedByUserId === educator.id),
    );
    await expectQuery(
      educator,
      `schoolIds=${schoolA}&entryTypes=concern`,
      all.filter((entry) => entry.reportedByUserId === educator.id && entry.observationType === 'concern'),
    );
    await expectQuery(
      principalA,
      '',
      all.filter((entry) => entry.schoolId === schoolA),
    );
    await expectQuery(
      principalB,
      '',
      all.filter((entry) => entry.schoolId === schoolB),
    );
    expect((await get(principalB, `/api/entries/count?schoolIds=${schoolA}`)).statusCode).toBe(403);
    expect((await get(educator, `/api/entries/count?userIds=${colleague.id}`)).statusCode).toBe(403);
  });

  it('visibility over several schools: a principal of both sees both, and can narrow to one', async () => {
    const principalOfBoth = await t.userWithRole('principal', [schoolA, schoolB]);
    await expectQuery(principalOfBoth, '', all);
    await expectQuery(
      principalOfBoth,
      `schoolIds=${schoolB}`,
      all.filter((entry) => entry.schoolId === schoolB),
    );
  });

  const csv = async (who: Person, query = '') => {
    const response = await get(who, `/api/entries.csv?${query}`);
    return { response, lines: response.body.split(/\r?\n/).filter((line) => line.length > 0) };
  };
  const numbersOf = (lines: string[]) =>
    lines
      .slice(1)
      .map((line) => Number(line.split(',')[0]))
      .sort((a, b) => a - b);
  const expectedNumbers = (entries: TEntry[]) =>
    entries.map((entry) => entry.observationNumber).sort((a, b) => a - b);

  it('CSV: text/csv attachment with a header row and one line per matching entry', async () => {
    const { response, lines } = await csv(coordinator);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.csv"; filename\*=/);
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(TOTAL + 1);
    expect(numbersOf(lines)).toEqual(expectedNumbers(all));
    const first = newestFirst(all)[0];
    expect(lines[1]).toContain(`entry ${TOTAL - 1}`);
    expect(lines[1]?.split(',')[0]).toBe(String(first?.observationNumber));
  });

  it('CSV respects the filters and the visibility', async () => {
    const praise = await csv(coordinator, 'entryTypes=praise');
    expect(numbersOf(praise.lines)).toEqual(
      expectedNumbers(all.filter((entry) => entry.observationType === 'praise')),
    );

    // Downloads need download entry reports, which educators lack by default.
    expect((await csv(educator)).response.statusCode).toBe(403);
    await grantAt(t, educator, 'download entry reports', [schoolA]);
    const own = await csv(educator);
    expect(own.response.statusCode).toBe(200);
    expect(numbersOf(own.lines)).toEqual(
      expectedNumbers(all.filter((entry) => entry.reportedByUserId === educator.id)),
    );

    const atB = await csv(principalB);
    expect(numbersOf(atB.lines)).toEqual(expectedNumbers(all.filter((entry) => entry.schoolId === schoolB)));
    const nothing = await csv(principalB, 'entryTypes=praise');
    expect(nothing.lines).toEqual([CSV_COLUMNS.join(',')]);
    expect((await csv(principalB, `schoolIds=${schoolA}`)).response.statusCode).toBe(403);
    expect((await csv(coordinator, 'location=Gym')).response.statusCode).toBe(400);
  });

  it('refuses a page link that is not valid', async () => {
    const response = await get(coordinator, '/api/entries?cursor=not-a-cursor');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('cursor');
  });
});
