import { EventEmitter } from 'node:events';
import { PRODUCT_VERSION } from '@schooldog/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeSentry } from '../test/fake-sentry.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createErrorReporter } from './error-reporting.js';
import { installProcessErrorHandlers, type ProcessLike } from './process-errors.js';

type FakeSentry = Awaited<ReturnType<typeof startFakeSentry>>;

describe('server errors to a Sentry-compatible endpoint', () => {
  let sentry: FakeSentry;
  let testApp: TestApp;
  beforeAll(async () => {
    sentry = await startFakeSentry();
    testApp = await createTestApp(
      'pglite',
      { SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'district-test' },
      {
        extraRoutes: (app) => {
          app.post('/api/test/boom/:id', { config: { access: 'public' } }, async () => {
            throw new Error('lookup failed for principal@demo.schooldog.test');
          });
        },
      },
    );
  });
  afterAll(async () => {
    await testApp.close();
    await sentry.close();
  });

  it('a 5xx is sent with its request id, route pattern, release and environment, and no personal data', async () => {
    // A 4xx first: it is the caller's mistake, not ours, and is not sent.
    await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/boom/AbCdEfGhIjKlMnOpQrSt?email=teacher@school.org&token=abc',
      headers: {
        cookie: 'schooldog.session_token=secret-session-cookie',
        authorization: 'Bearer secret-bearer-token',
      },
      payload: { note: 'body-secret-text' },
    });
    expect(answer.statusCode).toBe(500);
    const [envelope] = await sentry.waitForEnvelopes(1);
    expect(envelope?.url).toMatch(/^\/api\/42\/envelope\/\?/);
    expect(envelope?.url).toContain('sentry_key=publickey0123');
    const [event] = sentry.events();
    expect(event).toMatchObject({
      level: 'error',
      platform: 'node',
      release: PRODUCT_VERSION,
      environment: 'district-test',
      transaction: 'POST /api/test/boom/:id',
      tags: {
        source: 'server',
        kind: 'request',
        request_id: answer.headers['x-request-id'],
        route: '/api/test/boom/:id',
      },
      exception: { values: [{ type: 'Error', value: 'lookup failed for [email]' }] },
    });
    const raw = envelope?.raw ?? '';
    for (const secret of [
      'principal@',
      'teacher@',
      'secret-session-cookie',
      'secret-bearer-token',
      'body-secret-text',
      'token=abc',
      'AbCdEfGhIjKlMnOpQrSt',
    ])
      expect(raw, secret).not.toContain(secret);

    await testApp.deps.errorReporter?.flush(2_000);
    expect(sentry.events()).toHaveLength(1);
  });
});

it('without SENTRY_DSN nothing is reported', () => {
  expect(createErrorReporter({ dsn: undefined, release: '1.0.0', environment: 'test' })).toBeNull();
});

describe('errors outside any request', () => {
  let sentry: FakeSentry;
  beforeAll(async () => {
    sentry = await startFakeSentry();
  });
  afterAll(() => sentry.close());

  function setUp() {
    const fakeProcess = new EventEmitter();
    const log = { error: vi.fn(), fatal: vi.fn() };
    const exit = vi.fn();
    const reporter = createErrorReporter({ dsn: sentry.dsn, release: PRODUCT_VERSION, environment: 'test' });
    installProcessErrorHandlers(fakeProcess as ProcessLike, { log, reporter, exit });
    return { fakeProcess, log, exit };
  }

  it('an uncaught exception is logged, reported, and the process exits once the report is out', async () => {
    const { fakeProcess, log, exit } = setUp();
    const before = sentry.envelopes.length;
    fakeProcess.emit('uncaughtException', new Error('state is broken'));
    expect(log.fatal).toHaveBeenCalledWith({ err: expect.any(Error) }, 'uncaught exception: stopping');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 30_000 });
    // The exit waited for the report: it has arrived by now.
    expect(sentry.envelopes.length).toBe(before + 1);
    expect(sentry.events().at(-1)).toMatchObject({
      tags: { kind: 'uncaughtException', source: 'server' },
      exception: {
        values: [{ value: 'state is broken', mechanism: { type: 'uncaughtException', handled: false } }],
      },
    });
  });

  it('an unhandled rejection is logged and reported, and the server goes on', async () => {
    const { fakeProcess, log, exit } = setUp();
    const before = sentry.envelopes.length;
    fakeProcess.emit('unhandledRejection', new Error('nobody waited for this'));
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'unhandled promise rejection');
    await sentry.waitForEnvelopes(before + 1);
    expect(sentry.events().at(-1)).toMatchObject({
      tags: { kind: 'unhandledRejection' },
      exception: { values: [{ value: 'nobody waited for this' }] },
    });
    expect(exit).not.toHaveBeenCalled();
  });
});
