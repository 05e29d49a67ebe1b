import { Readable } from 'node:stream';
import {
  OBSERVATION_TYPE_LABELS,
  type ObservationType,
  type TEntriesQuery,
  WALK_TYPE_LABELS,
  type WalkType,
} from '@schooldog/domain';
import type { Database, Db } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { schools } from '../schools/tables.js';
import { districtTimeZone, type SettingsService } from '../settings/service.js';
import { downloadFilter } from './downloads.js';
import { csvLine, zonedDateTime } from './csv-format.js';
import { type EntriesFilter, entriesCsvSql } from './query.js';

// Rows per FETCH from the export's cursor: fewer round trips against more rows alive at once.
const BATCH = 1000;
// Characters per chunk of the response (see chunks() below).
const CHUNK = 16_384;

export const CSV_COLUMNS = [
  'Entry #',
  'Date',
  'Time',
  'School',
  'Opinion',
  'Category',
  'Item',
  'Quantity',
  'Location',
  'Comment',
  'Tags',
  'Reported By',
  'Walk Type',
  'Pictures',
] as const;

/** Text that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The filtered entries as CSV, streamed from one server-side cursor so memory stays flat however
 * many rows match. Filters and access are checked before the first byte is sent.
 */
export async function entriesCsv(
  deps: { db: Db; raw: Database['raw']; settings: SettingsService },
  actor: Actor,
  query: TEntriesQuery,
): Promise<Readable> {
  return filteredEntriesCsv(deps, downloadFilter(actor, query), query.sortAsc);
}

/** The CSV of any entries filter (the explorer's, or one walk's entries). */
export async function filteredEntriesCsv(
  deps: { db: Db; raw: Database['raw']; settings: SettingsService },
  filter: EntriesFilter,
  sortAsc: boolean,
): Promise<Readable> {
  const settings = await deps.settings.get('observation');
  const categories = new Map(settings.categories.map((category) => [category.id, category.label]));
  const items = new Map(settings.items.map((item) => [item.id, item.label]));
  const schoolNames = new Map(
    (await deps.db.select({ id: schools.id, name: schools.name }).from(schools)).map((s) => [s.id, s.name]),
  );
  const dateTime = zonedDateTime(await districtTimeZone(deps.settings));

  // The columns of entriesCsvSql, in its order.
  const line = (row: unknown[]) => {
    const [number, timestamp, schoolId, type, categoryId, itemId, quantity, location, comment, tags] =
      row as [number, number, string, ObservationType, string, string, number, string, string, string];
    const [firstName, lastName, walkType, pictures] = row.slice(10) as [
      string | null,
      string | null,
      WalkType,
      number,
    ];
    const [date, time] = dateTime(timestamp);
    return csvLine([
      number,
      date,
      time,
      schoolNames.get(schoolId) ?? '',
      OBSERVATION_TYPE_LABELS[type],
      categories.get(categoryId) ?? categoryId,
      items.get(itemId) ?? itemId,
      quantity,
      safeCell(location),
      safeCell(comment),
      safeCell(tags),
      firstName === null ? 'Unknown User' : `${firstName} ${lastName ?? ''}`.trim(),
      WALK_TYPE_LABELS[walkType],
      pictures,
    ]);
  };

  const { text, values } = entriesCsvSql(filter, sortAsc);
  const batches = deps.raw.stream(text, values, { batch: BATCH });
  // The first batch is read before anything is sent, so a failing query is an error answer
  // rather than a download cut short.
  const first = await batches.next();

  // The stream asks for the next batch only when the response has taken the last (backpressure),
  // so a batch or two of rows is held however many match. Chunks stay under V8's large-object
  // size (128 KiB): a string of a whole batch would be made outside the young generation and be
  // freed only by a full collection, and the heap would grow with the export (npm run bench).
  function* linesOf(rows: unknown[][]) {
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
    yield csvLine(CSV_COLUMNS);
    if (first.done) return;
    yield* linesOf(first.value);
    for await (const rows of batches) yield* linesOf(rows);
  }
  const csv = Readable.from(chunks(), { objectMode: false });
  // A download that ends early (the client left, the response failed) destroys the stream; the
  // cursor is closed and its connection given back then (db/stream.ts), also when the generator
  // above never started.
  csv.once('close', () => void batches.return(undefined).catch(() => {}));
  return csv;
}
