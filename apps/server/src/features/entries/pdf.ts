import { LIMITS, type TEntriesQuery } from '@schooldog/domain';
import type { Database, Db } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Invalid } from '../../http/errors.js';
import type { FileStorage } from '../../platform/storage.js';
import type { SettingsService } from '../settings/service.js';
import { newReport, reportNames, writeEntries } from './pdf-writer.js';
import { downloadFilter } from './downloads.js';
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
