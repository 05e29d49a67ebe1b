import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSIBLE_TYPES, COMPRESSION_THRESHOLD, registerCompression } from './compression.js';

const bigList = {
  entries: Array.from({ length: 200 }, (_, index) => ({ id: `entry-${index}`, comment: 'Door propped' })),
};
const csvLines = Array.from({ length: 5000 }, (_, index) => `${index},Lakeview Elementary School,Hallways\n`);

describe('API compression', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerCompression(app);
    app.get('/api/list', async () => bigList);
    app.get('/api/small', async () => ({ ok: true }));
    app.get('/api/export.csv', (_request, reply) =>
      reply.type('text/csv; charset=utf-8').send(Readable.from(csvLines)),
    );
    app.get('/api/picture', (_request, reply) => reply.type('image/jpeg').send(Buffer.alloc(50_000, 7)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends JSON above the threshold as brotli where accepted, else gzip, else as it is', async () => {
    const brotli = await get('/api/list', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(bigList);
    const gzip = await get('/api/list', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(bigList);
    const plain = await get('/api/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(bigList);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('leaves small answers as they are', async () => {
    const small = await get('/api/small', 'br');
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a streamed CSV export as it streams', async () => {
    const response = await get('/api/export.csv', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(csvLines.join(''));
  });

  it('does not compress pictures or the live event stream', async () => {
    expect((await get('/api/picture', 'br')).headers['content-encoding']).toBeUndefined();
    expect(COMPRESSIBLE_TYPES.test('text/event-stream; charset=utf-8')).toBe(false);
    expect(COMPRESSIBLE_TYPES.test('application/problem+json')).toBe(true);
  });
});
