import type { Readable } from 'node:stream';
import {
  OBSERVATION_TYPE_LABELS,
  type ObservationType,
  type TEntriesQuery,
  WALK_TYPE_LABELS,
  type WalkType,
} from '@schooldog/domain';
import type { Database, Db } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { districtTimeZone, type SettingsService } from '../../core/settings.js';
import { schools } from '../schools/public.js';
import { csvLine, csvStream, safeCell, zonedDateTime } from '../../platform/documents/index.js';
import { downloadFilter } from './downloads.js';
import { type EntriesFilter, entriesCsvSql } from './query.js';

// Rows per FETCH from the export's cursor: fewer round trips against more rows alive at once.
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
  // One server-side cursor: the stream closes it when the download ends, however early.
  return csvStream(CSV_COLUMNS, deps.raw.stream(text, values, { batch: BATCH }), line);
}
