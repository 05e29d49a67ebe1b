import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const TEXT_FILES = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|xml)$/;
// Below this a compressed copy saves less than its response headers cost.
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, at the
 * strongest levels: done once here, the server sends them as they are (apps/server
 * src/http/web-app.ts) instead of compressing on every request. Runs after the service worker is
 * generated, so sw.js is compressed too and the copies are not in its precache list.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'schooldog-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((file) => TEXT_FILES.test(file));
        await Promise.all(files.map((file) => compressFile(join(outDir, file))));
      },
    },
  };
}

async function compressFile(path: string) {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: 9 }),
  ]);
  if (br.length < content.length) await writeFile(`${path}.br`, br);
  if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
}
