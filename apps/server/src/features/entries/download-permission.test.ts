import type { TWalk } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { grantAt } from '../../test/grants.js';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { type Person, walkClient } from '../walks/test-helpers.js';

describeEachDatabase(
  'reports card and download buttons need download entry reports (spec 000 §6)',
  (kind) => {
    let t: TestApp;
    let api: ReturnType<typeof walkClient>;
    let schoolA: string;
    let schoolB: string;
    // Educators log entries and lead walks, but do not download entry reports by default.
    let educator: Person;
    let downloader: Person;
    let principalAtBoth: Person;
    let sro: Person;
    let walk: TWalk;

    beforeAll(async () => {
      t = await createTestApp(kind);
      api = walkClient(t);
      [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
      educator = await t.userWithRole('educator', [schoolA]);
      downloader = await t.userWithRole('educator', [schoolA]);
      await grantAt(t, downloader, 'download entry reports', [schoolA]);
      // A principal at both schools who may download entry reports only at school A.
      principalAtBoth = await t.userWithRole('principal', [schoolA, schoolB]);
      await grantAt(t, principalAtBoth, 'download entry reports', [schoolA]);
      // Views entries at school A, without download entry reports.
      sro = await t.userWithRole('sro', [schoolA]);
      walk = await api.startWalk(educator, schoolA, [downloader.id]);
      await api.loggedEntry(educator, walk, { comment: 'Fence down' });
      await t.logEntry(principalAtBoth, { schoolId: schoolB, comment: 'At school B' });
    });
    afterAll(() => t.close());

    const download = (who: Person, path: string) => api.call(who, 'GET', path);

    it('the explorer CSV and PDF are refused without it, and served with it', async () => {
      for (const path of ['/api/entries.csv', '/api/entries.pdf']) {
        expect((await download(educator, path)).statusCode, path).toBe(403);
        expect((await download(sro, path)).statusCode, path).toBe(403);
        const served = await download(downloader, path);
        expect(served.statusCode, path).toBe(200);
      }
      const csv = await download(downloader, '/api/entries.csv');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.body).toMatch(/^Entry #,/);
    });

    it('a download holds only the schools where the user has it, and refuses a selected school without it', async () => {
      const csv = await download(principalAtBoth, '/api/entries.csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('Fence down');
      expect(csv.body).not.toContain('At school B');
      expect((await download(principalAtBoth, `/api/entries.csv?schoolIds=${schoolB}`)).statusCode).toBe(403);
      expect(
        (await download(principalAtBoth, `/api/entries.pdf?schoolIds=${schoolA},${schoolB}`)).statusCode,
      ).toBe(403);
      expect((await download(principalAtBoth, `/api/entries.pdf?schoolIds=${schoolA}`)).statusCode).toBe(200);
      // The explorer's list itself still shows both schools.
      expect((await download(principalAtBoth, `/api/entries/count?schoolIds=${schoolB}`)).json()).toEqual({
        count: 1,
      });
    });

    it("the walk CSV is refused without it at the walk's school, and served with it", async () => {
      const path = `/api/walks/${walk.id}/entries.csv`;
      expect((await download(educator, path)).statusCode).toBe(403);
      const served = await download(downloader, path);
      expect(served.statusCode).toBe(200);
      expect(served.body).toContain('Fence down');
    });
  },
);
