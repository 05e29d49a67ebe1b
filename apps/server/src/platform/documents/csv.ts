import { Readable } from 'node:stream';
import { zoneClock } from '../time.js';

/*
 * The CSV downloads' writing: cells and lines, the district's date and time of an instant, and the
 * file streamed from a cursor's batches. Each line is written by hand and dates come from small
 * caches, at the pace of the database's cursor (npm run bench): both give exactly the bytes that
 * csv-stringify and Intl.DateTimeFormat gave (csv.test.ts checks them against those on random
 * input); each was a few microseconds per row.
 */

const NEEDS_QUOTES = /[",\n\r]/;

/** One CSV cell as csv-stringify writes it by default (RFC 4180 quoting; numbers as text). */
function cell(value: string | number | null | undefined): string {
  if (typeof value === 'number') return String(value);
  if (!value) return '';
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV record and its line end, as csv-stringify writes it with its default options. */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  let line = '';
  for (let index = 0; index < values.length; index++) {
    if (index > 0) line += ',';
    line += cell(values[index]);
  }
  return `${line}\n`;
}

/** Text that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;
const MINUTE = 60_000;
// More distinct hours or days than an export of decades holds: the caches then start afresh.
const CACHE_LIMIT = 500_000;

/**
 * The date (MM/DD/YYYY) and time (h:mm AM) of an instant (milliseconds since 1970) in a time zone, as en-US
 * Intl.DateTimeFormat writes them. Those strings depend only on the local day and the local
 * minute, so each is formatted once and looked up after; the local time comes from the zone's
 * offset, found once per UTC hour. An hour in which the offset changes (none, in the zones of
 * the United States, where changes fall on the hour) is formatted by Intl row by row.
 */
export function zonedDateTime(timeZone: string): (ms: number) => [date: string, time: string] {
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const { offsetAt } = zoneClock(timeZone);
  const offsets = new Map<number, number | null>();
  const dates = new Map<number, string>();
  const times = new Map<number, string>();

  return (ms) => {
    const hour = Math.floor(ms / HOUR);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      if (offsets.size > CACHE_LIMIT) offsets.clear();
      const start = offsetAt(hour * HOUR);
      offset = start === offsetAt(hour * HOUR + HOUR - 1) ? start : null;
      offsets.set(hour, offset);
    }
    if (offset === null) return [date.format(ms), time.format(ms)];
    const local = ms + offset;
    const day = Math.floor(local / DAY);
    const minute = Math.floor((local - day * DAY) / MINUTE);
    let dateText = dates.get(day);
    if (dateText === undefined) {
      if (dates.size > CACHE_LIMIT) dates.clear();
      dateText = date.format(ms);
      dates.set(day, dateText);
    }
    let timeText = times.get(minute);
    if (timeText === undefined) {
      timeText = time.format(ms);
      times.set(minute, timeText);
    }
    return [dateText, timeText];
  };
}

// Characters per chunk of the stream (see csvStream).
const CHUNK = 16_384;

/**
 * A CSV file of the rows a cursor hands out in batches: the header line, then `line` of each row.
 * The first batch is read before the stream is answered, so a failing query is an error answer
 * rather than a download cut short.
 */
export async function csvStream<Row>(
  columns: readonly string[],
  batches: AsyncGenerator<Row[]>,
  line: (row: Row) => string,
): Promise<Readable> {
  const first = await batches.next();

  // The stream asks for the next batch only when the response has taken the last (backpressure),
  // so a batch or two of rows is held however many match. Chunks stay under V8's large-object
  // size (128 KiB): a string of a whole batch would be made outside the young generation and be
  // freed only by a full collection, and the heap would grow with the export (npm run bench).
  function* linesOf(rows: Row[]) {
    let chunk = '';
    for (const row of rows) {
      chunk += line(row);
      if (chunk.length >= CHUNK) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  async function* chunks() {
    yield csvLine(columns);
    if (first.done) return;
    yield* linesOf(first.value);
    for await (const rows of batches) yield* linesOf(rows);
  }
  const csv = Readable.from(chunks(), { objectMode: false });
  // A download that ends early (the client left, the response failed) destroys the stream; the
  // batches are closed then (a cursor gives its connection back, db/stream.ts), also when the
  // generator above never started.
  csv.once('close', () => void batches.return(undefined).catch(() => {}));
  return csv;
}
