import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/*
 * Every file the API hands out to save (CSV exports, PDF reports) goes through `sendDownload`:
 * one place for content types and file names.
 */

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;
type DownloadKind = keyof typeof CONTENT_TYPES;

/** A download's file name; its extension says its content type. */
export type DownloadName = `${string}.${DownloadKind}`;

/**
 * A Content-Disposition header that survives any name (school names with quotes or accents): an
 * ASCII fallback for old clients and the exact name in UTF-8 (RFC 6266, `filename*` of RFC 5987).
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  // encodeURIComponent leaves ' ( ) * unescaped; RFC 5987's attr-char does not allow them.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends a CSV or a PDF (a buffer or a stream) as a file to save under `fileName`. */
export function sendDownload(reply: FastifyReply, fileName: DownloadName, body: Readable | Buffer) {
  const kind = fileName.slice(fileName.lastIndexOf('.') + 1) as DownloadKind;
  return reply
    .header('content-type', CONTENT_TYPES[kind])
    .header('content-disposition', attachment(fileName))
    .send(body);
}
