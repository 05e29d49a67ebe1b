import { pipeline, Readable } from 'node:stream';
import {
  DEFAULT_TIME_ZONE,
  OBSERVATION_TYPE_LABELS,
  type TEntriesQuery,
  WALK_TYPE_LABELS,
} from '@schooldog/domain';
import { stringify } from 'csv-stringify';
import type { Database, Db } from '../../db/client.js';
import { encodeCursor } from '../../db/cursor.js';
import type { Actor } from '../../http/access.js';
import { schools } from '../schools/tables.js';
import type { SettingsService } from '../settings/service.js';
import { downloadFilter } from './downloads.js';
import { type EntriesFilter, entriesPageRows, entriesPageSql } from './query.js';

// Larger batches are faster (each one re-finds its place and re-sorts what follows) but keep more
// rows alive at once; at 1,000 the server's heap stays flat however many rows match (npm run bench).
const BATCH = 1000;

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
 * The filtered entries as CSV, streamed in keyset batches so memory stays flat however many rows
 * match. Filters and access are checked before the first byte is sent.
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

  const batchAfter = (cursor: string | undefined) =>
    entriesPageRows(deps.raw, entriesPageSql(filter, { cursor, sortAsc, limit: BATCH }));
  const toRecord = ({ entry, firstName, lastName }: Awaited<ReturnType<typeof batchAfter>>[number]) => [
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
  ];
  // The first batch is read before anything is sent, so a failing query is an error answer
  // rather than a download cut short.
  const first = await batchAfter(undefined);

  async function* rows() {
    let batch = first;
    for (;;) {
      for (const row of batch) yield toRecord(row);
      const last = batch.at(-1);
      if (batch.length < BATCH || !last) return;
      batch = await batchAfter(encodeCursor(last.entry.timestamp, last.entry.id));
    }
  }

  // pipeline, not pipe: a failure later in the export reaches the response, which is then cut off
  // and logged with its request id, instead of an unhandled 'error' that ends the process.
  const csv = stringify({ header: true, columns: [...CSV_COLUMNS] });
  pipeline(Readable.from(rows()), csv, () => {});
  return csv;
}
