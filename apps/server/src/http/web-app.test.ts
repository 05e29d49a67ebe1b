import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, registerWebApp } from './web-app.js';

const INDEX = '<!doctype html><title>SchoolDog</title><div id="root"></div>'.padEnd(2000, ' ');
const SCRIPT = 'export const answer = 42;\n'.repeat(200);

/** A built app as `vite build` leaves it: hashed assets, each text file with .br and .gz copies. */
function writeDist(dir: string) {
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': INDEX,
    'sw.js': SCRIPT,
    'manifest.webmanifest': '{"name":"SchoolDog"}',
    'assets/index-AbC123.js': SCRIPT,
  };
  // What vite-plugins/landingPreloads.ts writes: the scripts of the screens people land on.
  writeFileSync(
    join(dir, 'preloads.json'),
    JSON.stringify({
      routes: [
        { paths: ['/auth/signin'], signedIn: false, files: ['/assets/SignInPage-1.js'] },
        {
          paths: ['/', '/dashboard'],
          signedIn: true,
          files: ['/assets/shell-2.js', '/assets/Dashboard-3.js'],
        },
        { paths: ['/walks/walk/:walkId/*'], signedIn: true, files: ['/assets/walk-4.js'] },
      ],
      signedOut: ['/assets/SignInPage-1.js'],
    }),
  );
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
}

describe('the built web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'schooldog-dist-'));
  const app = Fastify();
  beforeAll(async () => {
    writeDist(dist);
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the build-time brotli copy where accepted, else gzip, else the file itself', async () => {
    const brotli = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload).toEqual(brotliCompressSync(SCRIPT));
    const gzip = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    expect((await get('/assets/index-AbC123.js', 'br')).headers['cache-control']).toBe(IMMUTABLE);
    for (const url of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      expect(response.headers.etag, url).toBeTruthy();
    }
  });

  it('answers app routes with index.html, compressed and never cached stale', async () => {
    const response = await get('/entries/abc', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it("names a landing route's scripts in a modulepreload Link header (and the signed-in user), the sign-in page's without a session", async () => {
    const page = (url: string, cookie?: string) =>
      app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const session = 'theme=dark; schooldog.session_token=abc.def';
    const link = async (url: string, cookie?: string) => (await page(url, cookie)).headers.link;
    expect(await link('/auth/signin?next=%2Fwalks')).toBe('</assets/SignInPage-1.js>; rel=modulepreload');
    expect(await link('/dashboard', session)).toBe(
      '</assets/shell-2.js>; rel=modulepreload, </assets/Dashboard-3.js>; rel=modulepreload, </api/me>; rel=preload; as=fetch; crossorigin',
    );
    expect(await link('/', session)).toBe(await link('/dashboard', session));
    expect(await link('/dashboard')).toBe('</assets/SignInPage-1.js>; rel=modulepreload');
    expect(await link('/dashboard', '__Secure-schooldog.session_token=abc')).toContain('Dashboard-3');
    const walk = '</assets/walk-4.js>; rel=modulepreload, </api/me>; rel=preload; as=fetch; crossorigin';
    expect(await link('/walks/walk/w1', session)).toBe(walk);
    expect(await link('/walks/walk/w1/review', session)).toBe(walk);
    for (const url of ['/walks/walk', '/dashboard/more', '/entries', '/auth/signin/x']) {
      expect(await link(url, session), url).toBeUndefined();
    }
    expect((await page('/assets/index-AbC123.js')).headers.link).toBeUndefined();
  });

  it('answers 404 for a compressed copy by name, a file of an old build and an unknown API path', async () => {
    expect((await get('/assets/index-AbC123.js.br')).statusCode).toBe(404);
    expect((await get('/assets/index-Gone99.js')).statusCode).toBe(404);
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
