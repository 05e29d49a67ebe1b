import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { dataDir } from './browser.js';

/** Undoes quoted-printable encoding (soft line breaks and =XX escapes) of a mail body. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The .eml files written to DATA_DIR/mail (the shared server's unless `folder` says) for one address, oldest first. */
export function mailsTo(to: string, folder = dataDir()): string[] {
  const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  try {
    return readdirSync(join(folder, 'mail'))
      .filter((file) => file.endsWith(`-${safeTo}.eml`))
      .sort();
  } catch {
    return []; // The folder appears with the first mail.
  }
}

/** One mail's text (headers and body), quoted-printable undone. */
export function readMail(file: string, folder = dataDir()): string {
  return decodeQuotedPrintable(readFileSync(join(folder, 'mail', file), 'utf8'));
}

/** Waits for a mail to `to` beyond the first `seen` ones and returns its link to `path`. */
export function linkFromNewMail(
  to: string,
  path: string,
  seen: number,
  { timeoutMs = 30_000, folder = dataDir() }: { timeoutMs?: number; folder?: string } = {},
): Promise<string> {
  return vi.waitFor(
    () => {
      const files = mailsTo(to, folder);
      const newest = files.length > seen ? files.at(-1) : undefined;
      if (newest) {
        const body = readMail(newest, folder);
        const match = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[^\\s"<>]+`).exec(body);
        if (match) return match[0];
      }
      throw new Error(`no new mail to ${to} with a ${path} link`);
    },
    { timeout: timeoutMs, interval: 200 },
  );
}
