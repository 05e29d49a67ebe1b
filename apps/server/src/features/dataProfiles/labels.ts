import {
  canPrintRoomLabels,
  DATA_PROFILE_MESSAGES as M,
  PRODUCT_NAME,
  roomLogUrl,
  type TDataProfileOption,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, Invalid } from '../../http/errors.js';
import { schools } from '../schools/public.js';
import { loadProfile } from './read.js';

/*
 * Room labels (beyond the spec): a letter-size sheet of labels, one per option of a school's
 * profile, each a QR code of the app's Log Entry for that room (roomLogUrl) with the room's and
 * the school's names, to post on doors. Walkers scan it and log an entry there.
 */

const PAGE = { width: 612, height: 792, margin: 36 };
const COLUMNS = 3;
const ROWS = 4;
const HEADER = 24;
const CELL_WIDTH = (PAGE.width - 2 * PAGE.margin) / COLUMNS;
const CELL_HEIGHT = (PAGE.height - 2 * PAGE.margin - HEADER) / ROWS;
const QR_SIZE = 112;

const byName = (a: TDataProfileOption, b: TDataProfileOption) =>
  a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' });

/**
 * Draws a QR code of `text` at (x, y), `size` points wide: each row's runs of dark modules as
 * rectangles, filled at once (decoders read it as any printed code).
 */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const unit = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let column = 0; column <= modules.size; column++) {
      const isDark = column < modules.size && modules.get(row, column) === 1;
      if (isDark && start < 0) start = column;
      if (!isDark && start >= 0) {
        doc.rect(x + start * unit, y + row * unit, (column - start) * unit, unit);
        start = -1;
      }
    }
  }
  doc.fillColor('#000').fill();
}

/** The room labels PDF of a school's profile, with its file name; manage data profiles there. */
export async function roomLabelsPdf(
  db: Executor,
  actor: Actor,
  profileId: string,
  publicUrl: string,
): Promise<{ doc: PDFKit.PDFDocument; schoolName: string }> {
  const row = await loadProfile(db, profileId);
  if (row.schoolId === null) throw Invalid({ profileId: M.dataProfileLabelsNeedSchool });
  if (!canPrintRoomLabels(actor.permissions, row.schoolId)) throw Forbidden(M.dataProfileMayNotManage);
  const schoolId = row.schoolId;
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  const schoolName = school?.name ?? schoolId;
  const title = `${schoolName} · ${row.friendlyName}`;
  const doc = new PDFDocument({ size: 'LETTER', margin: PAGE.margin, info: { Title: title } });
  const options = [...row.options].sort(byName);
  const perPage = COLUMNS * ROWS;
  options.forEach((option, index) => {
    if (index > 0 && index % perPage === 0) doc.addPage();
    if (index % perPage === 0)
      doc
        .fillColor('#444')
        .fontSize(9)
        .text(`${title} · ${PRODUCT_NAME}`, PAGE.margin, PAGE.margin, { lineBreak: false });
    const slot = index % perPage;
    const left = PAGE.margin + (slot % COLUMNS) * CELL_WIDTH;
    const top = PAGE.margin + HEADER + Math.floor(slot / COLUMNS) * CELL_HEIGHT;
    // A light dashed frame to cut along.
    doc.save().rect(left, top, CELL_WIDTH, CELL_HEIGHT).dash(3, { space: 3 }).strokeColor('#bbb').stroke();
    doc.restore().undash();
    const url = roomLogUrl(publicUrl, { schoolId, profileId: row.id, optionId: option.id });
    drawQr(doc, url, left + (CELL_WIDTH - QR_SIZE) / 2, top + 10, QR_SIZE);
    const textOptions = { width: CELL_WIDTH - 16, align: 'center' as const, ellipsis: true, height: 16 };
    doc
      .fillColor('#000')
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(option.name, left + 8, top + QR_SIZE + 16, textOptions);
    doc
      .font('Helvetica')
      .fillColor('#444')
      .fontSize(9)
      .text(schoolName, left + 8, top + QR_SIZE + 32, { ...textOptions, height: 12 });
  });
  if (options.length === 0) doc.fillColor('#000').fontSize(12).text(M.dataProfileLabelsEmpty);
  doc.end();
  return { doc, schoolName };
}
