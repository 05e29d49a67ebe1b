import { PRODUCT_NAME } from '@schooldog/domain';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { FileStorage } from '../storage.js';
import { districtDateTime } from './district-day.js';

/*
 * The PDF reports' layout, one for every report (entries, a walk's, an assessment): the page,
 * the title and its line of who and when, headings, text styles, page breaks and pictures. The
 * features say what a report holds, in plain text and picture keys.
 */

const PRIMARY = '#1B7476';
const TEXT = '#000';
const MUTED = '#444';
const BODY_SIZE = 10;
const THUMB = 96;

/** Whose report it is and how it writes times: the district's name and time zone, a formatter in it. */
export interface ReportDistrict {
  districtName: string;
  timeZone: string;
  when: Intl.DateTimeFormat;
}

/** A report's district from the organization settings (its name and time zone). */
export function reportDistrict(organization: {
  district: { name: string };
  timeZone: string;
}): ReportDistrict {
  const { timeZone } = organization;
  return { districtName: organization.district.name, timeZone, when: districtDateTime(timeZone) };
}

/** A new letter-size report with its title and a line of who and when. */
export function newReport(
  title: string,
  district: ReportDistrict,
  subtitle: string[] = [],
): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title } });
  doc.fillColor(PRIMARY).fontSize(20).text(title);
  doc
    .fillColor(MUTED)
    .fontSize(BODY_SIZE)
    .text(`${district.districtName} · ${PRODUCT_NAME} · ${district.when.format(new Date())}`);
  for (const line of subtitle) doc.text(line);
  doc.moveDown();
  return doc;
}

/** A section heading inside a report; body text follows. */
export function heading(doc: PDFKit.PDFDocument, text: string): void {
  keepRoom(doc, 150);
  doc.moveDown(0.5).fillColor(PRIMARY).fontSize(14).text(text).moveDown(0.3);
  doc.fillColor(TEXT).fontSize(BODY_SIZE);
}

/** A new page when less than `space` points are left, so that a block does not start at a page's foot. */
export function keepRoom(doc: PDFKit.PDFDocument, space: number): void {
  if (doc.y > doc.page.height - space) doc.addPage();
}

/** The title of one item of a list (an entry). */
export function itemTitle(doc: PDFKit.PDFDocument, text: string): void {
  doc.fillColor(TEXT).fontSize(12).text(text);
}

/** Body text. */
export function body(doc: PDFKit.PDFDocument, text: string): void {
  doc.fillColor(TEXT).fontSize(BODY_SIZE).text(text);
}

/** A line of body text in bold (a question, a label). */
export function boldLine(doc: PDFKit.PDFDocument, text: string): void {
  doc.fillColor(TEXT).fontSize(BODY_SIZE).font('Helvetica-Bold').text(text).font('Helvetica');
}

/** Secondary text in grey (who, when, where, how), smaller when told; body text follows. */
export function aside(doc: PDFKit.PDFDocument, text: string, size = BODY_SIZE): void {
  doc.fillColor(MUTED).fontSize(size).text(text);
  doc.fillColor(TEXT).fontSize(BODY_SIZE);
}

/** A row of small pictures (those stored under `keys`); one missing or unreadable is left out. */
export async function pictureRow(
  doc: PDFKit.PDFDocument,
  storage: FileStorage,
  keys: readonly string[],
): Promise<void> {
  const pictures = (await Promise.all(keys.map((key) => thumbnail(storage, key)))).filter(
    (picture): picture is Buffer => picture !== null,
  );
  if (pictures.length === 0) return;
  const top = doc.y + 4;
  pictures.forEach((picture, index) =>
    doc.image(picture, doc.page.margins.left + index * (THUMB + 8), top, { fit: [THUMB, THUMB] }),
  );
  doc.y = top + THUMB + 4;
}

/** A thin line across the page between items; the next starts at the left margin. */
export function divider(doc: PDFKit.PDFDocument): void {
  doc
    .moveDown(0.5)
    .strokeColor('#ddd')
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .stroke()
    .moveDown(0.5);
  doc.x = doc.page.margins.left;
}

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
