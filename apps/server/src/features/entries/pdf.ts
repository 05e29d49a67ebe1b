import { LIMITS, OBSERVATION_TYPE_LABELS, type TEntriesQuery, WALK_TYPE_LABELS } from '@schooldog/domain';
import type { Database, Db } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Invalid } from '../../http/errors.js';
import {
  aside,
  body,
  divider,
  itemTitle,
  keepRoom,
  newReport,
  pictureRow,
  type ReportDistrict,
  reportDistrict,
} from '../../platform/documents/index.js';
import type { FileStorage } from '../../platform/storage.js';
import { schools } from '../schools/public.js';
import type { SettingsService } from '../../core/settings.js';
import { downloadFilter } from './downloads.js';
import type { EntryWithNames } from './presenter.js';
import { entriesPageRows, entriesPageSql } from './query.js';

export const PDF_TOO_MANY = `The PDF report holds at most ${LIMITS.pdfEntriesMax} entries. Narrow the filters, or download the CSV.`;

/**
 * The 'Entries Report' PDF of the explorer's filtered set (spec 000 §2, generateDataInsightsPdf),
 * at most 250 entries, with each entry's first pictures. Refused before the first byte when the
 * filters match more.
 */
export async function entriesPdf(
  deps: { db: Db; raw: Database['raw']; settings: SettingsService; storage: FileStorage },
  actor: Actor,
  query: TEntriesQuery,
): Promise<PDFKit.PDFDocument> {
  const filter = downloadFilter(actor, query);
  const rows = await entriesPageRows(
    deps.raw,
    entriesPageSql(filter, { cursor: undefined, sortAsc: query.sortAsc, limit: LIMITS.pdfEntriesMax + 1 }),
  );
  if (rows.length > LIMITS.pdfEntriesMax) throw Invalid({ pdf: PDF_TOO_MANY });
  const names = await reportNames(deps);
  const doc = newReport('Entries Report', names, [
    `${rows.length} ${rows.length === 1 ? 'entry' : 'entries'}`,
  ]);
  await writeEntries(doc, deps.storage, rows, names);
  doc.end();
  return doc;
}

/** What a report of entries names things by: category and item labels, school names, the district. */
export interface ReportNames extends ReportDistrict {
  labels: Map<string, string>;
  schoolNames: Map<string, string>;
}

export async function reportNames(deps: { db: Db; settings: SettingsService }): Promise<ReportNames> {
  const [observation, organization, schoolRows] = await Promise.all([
    deps.settings.get('observation'),
    deps.settings.get('organization'),
    deps.db.select({ id: schools.id, name: schools.name }).from(schools),
  ]);
  return {
    ...reportDistrict(organization),
    labels: new Map([...observation.categories, ...observation.items].map((o) => [o.id, o.label])),
    schoolNames: new Map(schoolRows.map((s) => [s.id, s.name])),
  };
}

/** Every entry in turn: what, where, who, the comment, tags and its first pictures. */
export async function writeEntries(
  doc: PDFKit.PDFDocument,
  storage: FileStorage,
  rows: readonly EntryWithNames[],
  names: ReportNames,
): Promise<void> {
  for (const row of rows) await writeEntry(doc, storage, row, names);
}

async function writeEntry(
  doc: PDFKit.PDFDocument,
  storage: FileStorage,
  { entry, firstName, lastName }: EntryWithNames,
  names: ReportNames,
) {
  keepRoom(doc, 200);
  const label = (id: string) => names.labels.get(id) ?? id;
  itemTitle(
    doc,
    `#${entry.observationNumber} ${OBSERVATION_TYPE_LABELS[entry.observationType]}: ${label(entry.observationItemId)}`,
  );
  const reporter = firstName === null ? 'Unknown User' : `${firstName} ${lastName ?? ''}`.trim();
  const details = [
    [
      names.when.format(entry.timestamp),
      names.schoolNames.get(entry.schoolId) ?? '',
      label(entry.observationCategoryId),
      `Quantity ${entry.quantity}`,
      WALK_TYPE_LABELS[entry.walkType],
      reporter,
    ].join(' · '),
    entry.location && `Location: ${entry.location}`,
    entry.tags.length > 0 && `Tags: ${entry.tags.join(', ')}`,
  ];
  for (const line of details) if (line) aside(doc, line, 9);
  if (entry.comment) body(doc, entry.comment);
  await pictureRow(doc, storage, entry.imagePaths.slice(0, 4));
  divider(doc);
}
