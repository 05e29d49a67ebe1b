import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/*
 * API answers (JSON, CSV exports, plain text) are compressed on the fly above a small size: brotli
 * where the client accepts it, else gzip, at brotli's fast level (its best level costs more CPU
 * than a slow link saves on a streamed export). The web app's own files are compressed once, at
 * build time (apps/web/scripts/precompress.ts), and served as they are (web-app.ts). The live
 * event stream is left alone: a compressor would hold its events back until its buffer filled.
 */
export const COMPRESSIBLE_TYPES = /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?:csv|plain|html))(?:;|$)/;

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE_TYPES,
    // Request bodies are never inflated: a small compressed body could unpack past the body limit.
    globalDecompression: false,
  });
}
