import { describe, expect, it } from 'vitest';
import { attachment } from './download.js';

/** What a browser reads back from `filename*` (RFC 5987): the UTF-8 name, percent-decoded. */
const encodedName = (header: string) =>
  decodeURIComponent(/filename\*=UTF-8''([^;]+)$/.exec(header)?.[1] ?? '');

describe('download file names', () => {
  it.each([
    'SchoolDog Entries 2025-01-10.csv',
    'Escuela Peña - 2025-01-10 SchoolDog Walk - Entries.csv',
    `O'Brien "North" (K-8) * Ünïcode 学校.pdf`,
  ])('%s keeps its exact name in filename* and an ASCII fallback in filename', (name) => {
    const header = attachment(name);
    expect(encodedName(header)).toBe(name);
    expect(header).toMatch(
      /^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%!._~-]+$/,
    );
  });
});
