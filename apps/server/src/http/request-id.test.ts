import { ZErrorResponse } from '@schooldog/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  route?: string;
  err?: { message?: string };
}

describe('request ids', () => {
  let testApp: TestApp;
  const logLines: LogLine[] = [];

  beforeAll(async () => {
    testApp = await createTestApp(
      'pglite',
      { LOG_LEVEL: 'error' },
      {
        logStream: { write: (line) => void logLines.push(JSON.parse(line) as LogLine) },
        extraRoutes: (app) =>
          app.get('/api/test/boom/:id', { config: { access: 'public' } }, async () => {
            throw new Error('the database went away');
          }),
      },
    );
  });
  afterAll(() => testApp.close());

  it('every answer names its request id, a new one per request', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    const firstId = String(first.headers['x-request-id']);
    expect(firstId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(second.headers['x-request-id']).not.toBe(firstId);
  });

  it("reuses a proxy's request id only when it is a plain token", async () => {
    const passed = await testApp.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'nginx-0123456789abcdef' },
    });
    expect(passed.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    for (const unsafe of ['short', 'has spaces in it', 'x'.repeat(65), 'quote"d-value-123']) {
      const replaced = await testApp.app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': unsafe },
      });
      expect(replaced.headers['x-request-id']).not.toBe(unsafe);
    }
  });

  it('every error body carries the request id of its answer', async () => {
    const answers = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      testApp.app.inject({ method: 'GET', url: '/api/me' }),
      testApp.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { origin: 'https://evil.test' },
      }),
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'a@b.test', password: 'wrong-password' },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 401, 403, 401]);
    for (const answer of answers) {
      const body = ZErrorResponse.parse(answer.json());
      expect(body.error.requestId).toBe(answer.headers['x-request-id']);
    }
  });

  it('a server error answers the one error shape with its request id and is logged with it', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/test/boom/42' });
    expect(answer.statusCode).toBe(500);
    const requestId = String(answer.headers['x-request-id']);
    expect(answer.json()).toEqual({
      error: {
        code: 'internal',
        message: 'Something went wrong on our side. Please try again.',
        messageKey: 'serverFailed',
        requestId,
      },
    });
    const logged = logLines.find((line) => line.reqId === requestId && line.level === 50);
    expect(logged).toMatchObject({
      msg: 'unexpected error',
      route: '/api/test/boom/:id',
      err: { message: 'the database went away' },
    });
  });
});
