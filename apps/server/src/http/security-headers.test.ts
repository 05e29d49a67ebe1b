import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.js';

async function headersFor(https: boolean) {
  const app = Fastify();
  registerSecurityHeaders(app, { https });
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.headers;
}

describe('security headers', () => {
  it('sends the Content Security Policy and helmet headers on every response', async () => {
    const headers = await headersFor(false);
    const policy = String(headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('asks browsers to upgrade insecure requests when the public address is https', async () => {
    expect(String((await headersFor(true))['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
  });
});
