import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/*
 * Reads a room labels PDF (GET /api/data-profiles/:id/labels.pdf) the way a phone's camera reads
 * the printed sheet: each QR code, drawn as filled squares in the page's content stream, is painted
 * onto a bitmap and decoded with jsQR. The rooms API test and the end-to-end test read it alike.
 */

/** The content streams of a PDF, inflated. */
function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (a font, an image): not drawing.
    }
    pattern.lastIndex = end;
  }
  return streams;
}

type Rect = [x: number, y: number, width: number, height: number];

/** Each filled group of rectangles in a content stream: one QR code each (the frames are stroked). */
function filledGroups(stream: string): Rect[][] {
  const groups: Rect[][] = [];
  let current: Rect[] = [];
  for (const line of stream.split('\n')) {
    const rect = /^([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re$/.exec(line.trim());
    if (rect) current.push(rect.slice(1).map(Number) as Rect);
    else if (line.trim() === 'f' && current.length > 0) {
      groups.push(current);
      current = [];
    } else if (line.trim() === 'S') current = [];
  }
  return groups;
}

/** Paints a QR code's squares onto a white bitmap (4 px a module, a quiet zone) and decodes it. */
function decode(rects: Rect[]): string | null {
  const left = Math.min(...rects.map((r) => r[0]));
  const top = Math.min(...rects.map((r) => r[1]));
  const unit = Math.min(...rects.map((r) => r[3]));
  const size = Math.round((Math.max(...rects.map((r) => r[0] + r[2])) - left) / unit);
  const scale = 4;
  const quiet = 4;
  const side = (size + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y, width, height] of rects) {
    const column = Math.round((x - left) / unit);
    const row = Math.round((y - top) / unit);
    const span = Math.round(width / unit);
    for (let py = (row + quiet) * scale; py < (row + quiet + Math.round(height / unit)) * scale; py++)
      for (let px = (column + quiet) * scale; px < (column + quiet + span) * scale; px++)
        pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

/** Each QR code drawn on the sheet, decoded (null for one that does not decode), in the sheet's order. */
export function qrCodesOf(pdf: Buffer): (string | null)[] {
  return pdfStreams(pdf).flatMap(filledGroups).map(decode);
}

/** The links the sheet's QR codes lead to, in the sheet's order. */
export function qrLinksOf(pdf: Buffer): string[] {
  return qrCodesOf(pdf).filter((link): link is string => link !== null);
}
