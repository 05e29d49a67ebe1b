import { text } from 'node:stream/consumers';
import { DEFAULT_TIME_ZONE } from '@schooldog/domain';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, csvStream, safeCell, zonedDateTime } from './csv.js';

// Text with what CSV must quote (quotes, commas, line ends) among other characters, often.
const cellText = fc.oneof(
  fc.string({ unit: fc.constantFrom('"', ',', '\n', '\r', ' ', 'a', 'é', "'", '=', '\t', ';') }),
  fc.string({ unit: 'grapheme' }),
);
const cellValue = fc.oneof(cellText, fc.integer({ min: -5, max: 1_000_000 }), fc.constant(''));

describe('the export’s CSV writer', () => {
  it('writes the same bytes as csv-stringify, line by line and as a whole file', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cellValue, { minLength: 14, maxLength: 14 }), { maxLength: 20 }),
        (records) => {
          const header = Array.from({ length: 14 }, (_, index) => `Column ${index}`);
          const expected = stringify(records, { header: true, columns: header });
          expect(csvLine(header) + records.map((record) => csvLine(record)).join('')).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the district’s date and time of an entry', () => {
  const intlDate = new Intl.DateTimeFormat('en-US', {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const intlTime = new Intl.DateTimeFormat('en-US', {
    timeZone: DEFAULT_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  });
  const expected = (time: Date) => [intlDate.format(time), intlTime.format(time)];

  it('is what Intl.DateTimeFormat writes, at any instant from 1970 to 2100', () => {
    const format = zonedDateTime(DEFAULT_TIME_ZONE);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(format(ms)).toEqual(expected(new Date(ms)));
      }),
      { numRuns: 20_000 },
    );
  });

  it('is what Intl.DateTimeFormat writes around the daylight-saving changes, minute by minute', () => {
    const format = zonedDateTime(DEFAULT_TIME_ZONE);
    // 2024-03-10 and 2024-11-03 at 2:00 local, and the hours either side.
    for (const change of [Date.UTC(2024, 2, 10, 7), Date.UTC(2024, 10, 3, 6)]) {
      for (let ms = change - 3 * 3_600_000; ms < change + 3 * 3_600_000; ms += 59_999) {
        expect(format(ms)).toEqual(expected(new Date(ms)));
      }
    }
  });

  it('is what Intl.DateTimeFormat writes in a zone whose offset is not whole hours', () => {
    for (const zone of ['Asia/Kolkata', 'Australia/Lord_Howe', 'America/St_Johns', 'Pacific/Chatham']) {
      const format = zonedDateTime(zone);
      const date = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
      fc.assert(
        fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
          expect(format(ms)).toEqual([date.format(ms), time.format(ms)]);
        }),
        { numRuns: 5_000 },
      );
    }
  });
});

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ['+1 555', "'+1 555"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Gym door', 'Gym door'],
    ['', ''],
  ])('text a spreadsheet would run as a formula is defused: %s', (value, expected) => {
    expect(safeCell(value)).toBe(expected);
  });
});

describe('a CSV file streamed from batches of rows', () => {
  /** Batches of numbered rows, as a cursor hands them out; `closed` says whether they were closed. */
  function batchesOf(sizes: number[], failAt?: number) {
    const state = { closed: false, read: 0 };
    async function* batches() {
      try {
        let number = 0;
        for (const [index, size] of sizes.entries()) {
          if (index === failAt) throw new Error('the cursor failed');
          state.read += 1;
          yield Array.from({ length: size }, () => [(number += 1), `row "${number}"`] as const);
        }
      } finally {
        state.closed = true;
      }
    }
    return { batches: batches(), state };
  }
  const line = ([number, label]: readonly [number, string]) => csvLine([number, label]);

  it('is the header, then a line per row of every batch', async () => {
    const { batches, state } = batchesOf([2, 0, 1]);
    const csv = await text(await csvStream(['Entry #', 'Label'], batches, line));
    expect(csv).toBe('Entry #,Label\n1,"row ""1"""\n2,"row ""2"""\n3,"row ""3"""\n');
    expect(state.closed).toBe(true);
  });

  it('is the header alone when there are no rows', async () => {
    const { batches } = batchesOf([]);
    expect(await text(await csvStream(['Entry #', 'Label'], batches, line))).toBe('Entry #,Label\n');
  });

  it('fails before answering when the first batch fails, so the download is an error answer', async () => {
    const { batches, state } = batchesOf([1], 0);
    await expect(csvStream(['Entry #'], batches, line)).rejects.toThrow('the cursor failed');
    expect(state.closed).toBe(true);
  });

  it('hands out a large batch in chunks, and closes the batches when the reader leaves early', async () => {
    const { batches, state } = batchesOf([5000, 5000, 5000]);
    const csv = await csvStream(['Entry #', 'Label'], batches, line);
    const chunks: string[] = [];
    for await (const chunk of csv) {
      chunks.push(String(chunk));
      if (chunks.length === 3) break;
    }
    // Each under V8's large-object size (128 KiB), however large the batch (about 85 kB here).
    expect(chunks.slice(1).every((chunk) => chunk.length < 17_000)).toBe(true);
    await expect.poll(() => state.closed).toBe(true);
    expect(state.read).toBeLessThan(3);
  });
});
