import { OBSERVATION_TYPE_LABELS, PRODUCT_NAME, WALK_TYPE_LABELS } from '@schooldog/domain';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../platform/storage.js';
import { schools } from '../schools/tables.js';
import type { SettingsService } from '../settings/service.js';
import type { EntryWithNames } from './presenter.js';

/** What an entries PDF names things by: category and item labels, school names, the time format. */
export interface ReportNames {
  labels: Map<string, string>;
  schoolNames: Map<string, string>;
  when: Intl.DateTimeFormat;
  districtName: string;
}

export async function reportNames(deps: { db: Db; settings: SettingsService }): Promise<ReportNames> {
  const [observation, organization, schoolRows] = await Promise.all([
    deps.settings.get('observation'),
    deps.settings.get('organization'),
    deps.db.select({ id: schools.id, name: schools.name }).from(schools),
  ]);
  return {
    labels: new Map([...observation.categories, ...observation.items].map((o) => [o.id, o.label])),
    schoolNames: new Map(schoolRows.map((s) => [s.id, s.name])),
    when: new Intl.DateTimeFormat('en-US', {
      timeZone: organization.timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
    districtName: organization.district.name,
  };
}

/** A new letter-size report with its title and a line of who and when. */
export function newReport(title: string, names: ReportNames, subtitle: string[] = []): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title } });
  doc.fillColor(PRIMARY).fontSize(20).text(title);
  doc
    .fillColor('#444')
    .fontSize(10)
    .text(`${names.districtName} · ${PRODUCT_NAME} · ${names.when.format(new Date())}`);
  for (const line of subtitle) doc.text(line);
  doc.moveDown();
  return doc;
}

/** A section heading inside a report. */
export function heading(doc: PDFKit.PDFDocument, text: string): void {
  if (doc.y > doc.page.height - 150) doc.addPage();
  doc.moveDown(0.5).fillColor(PRIMARY).fontSize(14).text(text).moveDown(0.3).fillColor('#000').fontSize(10);
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

async function writeEntry(
  doc: PDFKit.PDFDocument,
  storage: FileStorage,
  { entry, firstName, lastName }: EntryWithNames,
  names: ReportNames,
) {
  if (doc.y > doc.page.height - 200) doc.addPage();
  const label = (id: string) => names.labels.get(id) ?? id;
  doc
    .fillColor('#000')
    .fontSize(12)
    .text(
      `#${entry.observationNumber} ${OBSERVATION_TYPE_LABELS[entry.observationType]}: ${label(entry.observationItemId)}`,
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
        WALK_TYPE_LABELS[entry.walkType],
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
