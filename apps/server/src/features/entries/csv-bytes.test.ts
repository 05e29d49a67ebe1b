import { text } from 'node:stream/consumers';
import { DEFAULT_TIME_ZONE, OBSERVATION_TYPE_LABELS, WALK_TYPE_LABELS } from '@schooldog/domain';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { safeCell } from '../../platform/documents/index.js';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { CSV_COLUMNS, filteredEntriesCsv } from './csv.js';
import { type EntriesFilter, entriesPageRows, entriesPageSql } from './query.js';

describeEachDatabase('the CSV export’s bytes', (kind) => {
  let t: TestApp;
  let filter: EntriesFilter;
  const schoolNames = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const schools = await withDistrict(t);
    for (const school of schools) schoolNames.set(school.id, school.name);
    const schoolId = schools[0]?.id ?? '';
    const principal = await t.userWithRole('principal', [schoolId]);
    const first = await t.logEntry(principal, { schoolId });
    // Every kind of cell CSV must quote or defuse, unknown categories and items, an unknown
    // reporter, pictures, times on both sides of a daylight-saving change; more than one batch.
    await t.database.raw(
      `insert into observations (id, observation_type, observation_category_id, observation_item_id, quantity,
         timestamp, school_id, reported_by_user_id, walk_type, location, comment, tags, image_paths)
       select substr(md5(g::text), 1, 20), (array['concern', 'praise', 'other'])[1 + g % 3],
         case when g % 7 = 0 then 'no-such-category' else o.observation_category_id end,
         case when g % 5 = 0 then 'no-such-item' else o.observation_item_id end, 1 + g % 5,
         timestamptz '2024-03-10 05:00:00+00' + g * interval '7 minutes 13.123457 seconds', o.school_id,
         case when g % 11 = 0 then 'nobody' else o.reported_by_user_id end,
         (array['school', 'district', 'partner'])[1 + g % 3],
         (array['', '=SUM(A1)', 'Gym, east', '-5', ' Room "B"', e'\\tTab'])[1 + g % 6],
         (array['', e'line\\nbreak', 'say "hi", then go', e'\\rcarriage', '@home', '+1 555', 'plain é'])[1 + g % 7],
         case g % 4 when 0 then '{}'::text[] when 1 then array['door'] when 2 then array['a, b', 'q"uote']
           else array['=x', 'y'] end,
         case when g % 3 = 0 then array['p1.jpg', 'p2.jpg'] else '{}'::text[] end
       from observations o, generate_series(1, 2500) g where o.id = $1`,
      [first.id],
    );
    filter = { where: 'not o.is_deleted and o.school_id = $1', values: [schoolId] };
  });
  afterAll(() => t.close());

  /** The export as it was written before the cursor: keyset rows, mapped, through csv-stringify. */
  async function referenceCsv(sortAsc: boolean): Promise<string> {
    const settings = await t.deps.settings.get('observation');
    const categories = new Map(settings.categories.map((category) => [category.id, category.label]));
    const items = new Map(settings.items.map((item) => [item.id, item.label]));
    const date = new Intl.DateTimeFormat('en-US', {
      timeZone: DEFAULT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const time = new Intl.DateTimeFormat('en-US', {
      timeZone: DEFAULT_TIME_ZONE,
      hour: 'numeric',
      minute: '2-digit',
    });
    const rows = await entriesPageRows(
      t.database.raw,
      entriesPageSql(filter, { cursor: undefined, sortAsc, limit: 100_000 }),
    );
    const records = rows.map(({ entry, firstName, lastName }) => [
      entry.observationNumber,
      date.format(entry.timestamp),
      time.format(entry.timestamp),
      schoolNames.get(entry.schoolId) ?? '',
      OBSERVATION_TYPE_LABELS[entry.observationType],
      categories.get(entry.observationCategoryId) ?? entry.observationCategoryId,
      items.get(entry.observationItemId) ?? entry.observationItemId,
      entry.quantity,
      safeCell(entry.location),
      safeCell(entry.comment),
      safeCell(entry.tags.join(', ')),
      firstName === null ? 'Unknown User' : `${firstName} ${lastName ?? ''}`.trim(),
      WALK_TYPE_LABELS[entry.walkType],
      entry.imagePaths.length,
    ]);
    return stringify(records, { header: true, columns: [...CSV_COLUMNS] });
  }

  it.each([false, true])(
    'are the bytes the keyset export wrote with csv-stringify (oldest first: %s)',
    async (sortAsc) => {
      const exported = await text(await filteredEntriesCsv(t.deps, filter, sortAsc));
      const expected = await referenceCsv(sortAsc);
      expect(exported).toBe(expected);
      for (const cell of [
        'Unknown User',
        '"say ""hi"", then go"',
        "'=SUM(A1)",
        '"line\nbreak"',
        'no-such-item',
      ])
        expect(expected).toContain(cell);
    },
  );
});
