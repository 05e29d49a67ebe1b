import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PRODUCT_NAME } from '@schooldog/domain';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage.js';
import { heading, keepRoom, newReport, pictureRow, reportDistrict } from './pdf.js';

const district = reportDistrict({ district: { name: 'Springfield Schools' }, timeZone: 'America/New_York' });

/** The finished file of a report. */
function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.end();
  return done;
}

/** The lines of text a PDF shows, from its page streams (pdfkit writes a line as one TJ array). */
function linesOf(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const [, stream = ''] of pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    } catch {
      continue; // a picture's stream, not text
    }
    for (const [, array = ''] of content.matchAll(/\[(.*?)\] TJ/g))
      lines.push(
        [...array.matchAll(/<([0-9a-f]*)>/g)]
          .map(([, hex = '']) => Buffer.from(hex, 'hex').toString('latin1'))
          .join(''),
      );
  }
  return lines;
}

const count = (pdf: Buffer, text: string) => pdf.toString('latin1').split(text).length - 1;

describe('a PDF report', () => {
  const folder = mkdtempSync(join(tmpdir(), 'schooldog-pdf-'));
  const storage = createLocalStorage(folder);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('starts with its title, then the district, the product and when, then its own lines', async () => {
    const doc = newReport('Full Summative Report', district, ['Lakeview Elementary SchoolDog Walk']);
    heading(doc, 'Summary');
    const lines = linesOf(await bytesOf(doc));
    expect(lines[0]).toBe('Full Summative Report');
    expect(lines[1]).toMatch(
      new RegExp(`^Springfield Schools · ${PRODUCT_NAME} · [A-Z][a-z]{2} \\d{1,2}, \\d{4}`),
    );
    expect(lines.slice(2)).toEqual(['Lakeview Elementary SchoolDog Walk', 'Summary']);
  });

  it('holds each readable picture as a small JPEG (a GIF too) and leaves out one missing or unreadable', async () => {
    const picture = sharp({ create: { width: 400, height: 300, channels: 3, background: '#c00' } });
    await storage.put('observations/e1/jpeg', await picture.clone().jpeg().toBuffer());
    await storage.put('observations/e1/gif', await picture.clone().gif().toBuffer());
    await storage.put('observations/e1/broken', Buffer.from('not a picture'));
    const doc = newReport('Entries Report', district);
    await pictureRow(doc, storage, [
      'observations/e1/jpeg',
      'observations/e1/gif',
      'observations/e1/broken',
      'observations/e1/missing',
    ]);
    const pdf = await bytesOf(doc);
    expect(count(pdf, '/Subtype /Image')).toBe(2);
    expect(count(pdf, '/Filter /DCTDecode')).toBe(2);
    // Thumbnails: twice the 96-point row's width at most, not the 400 pixels stored.
    expect(count(pdf, '/Width 192')).toBe(2);
  });

  it('starts a block on a new page when the page has too little room left, not otherwise', () => {
    const doc = newReport('Entries Report', district);
    let pages = 1;
    doc.on('pageAdded', () => (pages += 1));
    keepRoom(doc, 200);
    expect(pages).toBe(1);
    doc.y = doc.page.height - 150;
    keepRoom(doc, 200);
    expect(pages).toBe(2);
    doc.y = doc.page.height - 160;
    heading(doc, 'Entries (3)');
    expect(pages).toBe(2);
    doc.y = doc.page.height - 140;
    heading(doc, 'History');
    expect(pages).toBe(3);
    doc.end();
  });
});
