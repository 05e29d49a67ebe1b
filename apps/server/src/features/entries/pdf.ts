import { DEFAULT_TIME_ZONE, LIMITS, PRODUCT_NAME, type TEntriesQuery } from '@schooldog/domain';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Database, Db } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Invalid } from '../../http/errors.js';
import type { FileStorage } from '../../platform/storage.js';
import { schools } from '../schools/tables.js';
import type { SettingsService } from '../settings/service.js';
import type { EntryWithNames } from './presenter.js';
import { entriesFilter, entriesPageRows, entriesPageSql } from './query.js';

export const PDF_TOO_MANY = `The PDF report holds at most ${LIMITS.pdfEntriesMax} entries. Narrow the filters, or download the CSV.`;

const OPINION = { concern: 'Concern', praise: 'Praise', other: 'Other' } as const;
const WALK = { school: 'School-Led', district: 'District-Led', partner: 'Partner-Led' } as const;
const PRIMARY = '#1B7476';
const THUMB = 96;

/** A picture as a small JPEG the PDF can hold (pdfkit reads no GIF), or null when unreadable. */
async function thumbnail(storage: FileStorage, key: string): Promise<Buffer | null> {
  const data = await storage.get(key);
  if (!data) return null;
  try {
    return await sharp(data)
      .resize({ width: THUMB * 2, withoutEnlargement: true })
      .jpeg()
      .toBuffer();
  } catch {
    return null;
  }
}

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
  const filter = entriesFilter(actor, query);
  const rows = await entriesPageRows(
    deps.raw,
    entriesPageSql(filter, { cursor: undefined, sortAsc: query.sortAsc, limit: LIMITS.pdfEntriesMax + 1 }),
  );
  if (rows.length > LIMITS.pdfEntriesMax) throw Invalid({ pdf: PDF_TOO_MANY });
  const [observation, organization] = await Promise.all([
    deps.settings.get('observation'),
    deps.settings.get('organization'),
  ]);
  const labels = new Map([...observation.categories, ...observation.items].map((o) => [o.id, o.label]));
  const schoolNames = new Map(
    (await deps.db.select({ id: schools.id, name: schools.name }).from(schools)).map((s) => [s.id, s.name]),
  );
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone: DEFAULT_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: 'Entries Report' } });
  doc.fillColor(PRIMARY).fontSize(20).text('Entries Report');
  doc
    .fillColor('#444')
    .fontSize(10)
    .text(`${organization.district.name} · ${PRODUCT_NAME} · ${when.format(new Date())}`)
    .text(`${rows.length} ${rows.length === 1 ? 'entry' : 'entries'}`)
    .moveDown();
  for (const row of rows) await writeEntry(doc, deps.storage, row, { labels, schoolNames, when });
  doc.end();
  return doc;
}

async function writeEntry(
  doc: PDFKit.PDFDocument,
  storage: FileStorage,
  { entry, firstName, lastName }: EntryWithNames,
  names: { labels: Map<string, string>; schoolNames: Map<string, string>; when: Intl.DateTimeFormat },
) {
  if (doc.y > doc.page.height - 200) doc.addPage();
  const label = (id: string) => names.labels.get(id) ?? id;
  doc
    .fillColor('#000')
    .fontSize(12)
    .text(
      `#${entry.observationNumber} ${OPINION[entry.observationType]}: ${label(entry.observationItemId)}`,
      {
        continued: false,
      },
    );
  const reporter = firstName === null ? 'Unknown User' : `${firstName} ${lastName ?? ''}`.trim();
  doc
    .fillColor('#444')
    .fontSize(9)
    .text(
      [
        names.when.format(entry.timestamp),
        names.schoolNames.get(entry.schoolId) ?? '',
        label(entry.observationCategoryId),
        `Quantity ${entry.quantity}`,
        WALK[entry.walkType],
        reporter,
      ].join(' · '),
    );
  if (entry.location) doc.text(`Location: ${entry.location}`);
  if (entry.tags.length > 0) doc.text(`Tags: ${entry.tags.join(', ')}`);
  if (entry.comment) doc.fillColor('#000').fontSize(10).text(entry.comment);
  const pictures = (
    await Promise.all(entry.imagePaths.slice(0, 4).map((key) => thumbnail(storage, key)))
  ).filter((picture): picture is Buffer => picture !== null);
  if (pictures.length > 0) {
    const top = doc.y + 4;
    pictures.forEach((picture, index) =>
      doc.image(picture, doc.page.margins.left + index * (THUMB + 8), top, { fit: [THUMB, THUMB] }),
    );
    doc.y = top + THUMB + 4;
  }
  doc
    .moveDown(0.5)
    .strokeColor('#ddd')
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .stroke()
    .moveDown(0.5);
  doc.x = doc.page.margins.left;
}
