import { CLIENT_ERROR_LIMITS, type TClientErrorReport, ZErrorResponse } from '@schooldog/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSentry } from '../../test/fake-sentry.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  clientError?: TClientErrorReport;
}

const report = {
  kind: 'render',
  message: "Cannot read properties of undefined (reading 'name') for principal@demo.schooldog.test",
  stack:
    'TypeError: Cannot read properties of undefined\n' +
    '    at WalkScreen (https://sd.example.org/assets/WalkScreen-BxY12abc.js:12:345)\n' +
    '    at https://sd.example.org/auth/handle-sign-in-link?token=secret-token-value',
  path: '/walks/walk/AbCdEfGhIjKlMnOpQrSt',
  appVersion: '0.1.0',
} satisfies TClientErrorReport;

describe('client error reports', () => {
  const logLines: LogLine[] = [];
  let sentry: Awaited<ReturnType<typeof startFakeSentry>>;
  let testApp: TestApp;
  let address = 0;
  /** Each test reports from its own address, so the rate limit of one does not touch the next. */
  const send = (payload: unknown, headers: Record<string, string | undefined> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: payload as Record<string, unknown>,
      headers,
      remoteAddress: `10.0.0.${address}`,
    });

  beforeAll(async () => {
    sentry = await startFakeSentry();
    testApp = await createTestApp(
      'pglite',
      { LOG_LEVEL: 'warn', METRICS_PORT: '0', SENTRY_DSN: sentry.dsn },
      { logStream: { write: (line) => void logLines.push(JSON.parse(line) as LogLine) } },
    );
  });
  beforeEach(() => {
    address += 1;
  });
  afterAll(async () => {
    await testApp.close();
    await sentry.close();
  });

  it('a report before sign-in answers 204 and is logged at warn under its request id, scrubbed', async () => {
    const answer = await send(report);
    expect(answer.statusCode).toBe(204);
    const logged = logLines.find(
      (line) => line.reqId === answer.headers['x-request-id'] && line.level === 40,
    );
    expect(logged).toMatchObject({
      msg: 'client error reported',
      clientError: {
        kind: 'render',
        message: "Cannot read properties of undefined (reading 'name') for [email]",
        path: '/walks/walk/AbCdEfGhIjKlMnOpQrSt',
        appVersion: '0.1.0',
      },
    });
    expect(logged?.clientError?.stack).toContain('WalkScreen-BxY12abc.js:12:345');
    expect(logged?.clientError?.stack).not.toContain('secret-token-value');
  });

  it('a report is counted in the metrics by kind', async () => {
    await send({ ...report, kind: 'chunk' });
    const port = testApp.deps.metrics?.address()?.port;
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(text).toContain('schooldog_client_errors_total{kind="chunk"} 1');
  });

  it('a report goes on to Sentry with its request id and the app version as release, without personal data', async () => {
    const answer = await send({ ...report, kind: 'unhandledrejection', requestId: 'AbCdEf123456' });
    expect(answer.statusCode).toBe(204);
    await testApp.deps.errorReporter?.flush(2_000);
    const requestId = answer.headers['x-request-id'];
    const event = sentry
      .events()
      .find((candidate) => (candidate.tags as Record<string, string> | undefined)?.request_id === requestId);
    expect(event).toMatchObject({
      platform: 'javascript',
      release: '0.1.0',
      transaction: '/walks/walk/AbCdEfGhIjKlMnOpQrSt',
      tags: {
        source: 'web',
        kind: 'unhandledrejection',
        request_id: requestId,
        api_request_id: 'AbCdEf123456',
      },
    });
    const raw = sentry.envelopes.map((envelope) => envelope.raw).join('\n');
    expect(raw).not.toContain('principal@');
    expect(raw).not.toContain('secret-token-value');
  });

  it('needs the app origin, like every state-changing request', async () => {
    expect((await send(report, { origin: 'https://evil.test' })).statusCode).toBe(403);
  });

  it('refuses a path with a query string, texts over their bounds and bodies over 16 KiB', async () => {
    const answers = await Promise.all([
      send({ ...report, path: '/auth/handle-sign-in-link?token=abc' }),
      send({ ...report, message: 'x'.repeat(CLIENT_ERROR_LIMITS.messageMax + 1) }),
      send({ ...report, kind: 'anything' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    const tooLarge = await send({ ...report, stack: 'x'.repeat(20_000) });
    expect(tooLarge.statusCode).toBe(413);
  });

  it(`takes ${CLIENT_ERROR_LIMITS.perMinute} reports a minute from one address, then answers 429 in the one error shape`, async () => {
    for (let count = 0; count < CLIENT_ERROR_LIMITS.perMinute; count += 1)
      expect((await send(report)).statusCode).toBe(204);
    const refused = await send(report);
    expect(refused.statusCode).toBe(429);
    expect(ZErrorResponse.parse(refused.json()).error).toMatchObject({
      code: 'too_many_requests',
      requestId: refused.headers['x-request-id'],
    });
    // Another address is not held back.
    address += 1;
    expect((await send(report)).statusCode).toBe(204);
  });
});
