import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

function metricsUrl(testApp: TestApp): string {
  const address = testApp.deps.metrics?.address();
  if (!address) throw new Error('the metrics server is not listening');
  return `http://127.0.0.1:${address.port}/metrics`;
}

describe('Prometheus metrics', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', { METRICS_PORT: '0' });
  });
  afterAll(() => testApp.close());

  it('serves process metrics on their own port, on loopback', async () => {
    expect(testApp.deps.metrics?.address()?.address).toBe('127.0.0.1');
    const answer = await fetch(metricsUrl(testApp));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('times requests by method, route pattern and status, never by raw URL', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/entries/AAAAAAAAAAAAAAAAAAAA' });
    await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });
    const text = await (await fetch(metricsUrl(testApp))).text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/entries\/:entryId",status_code="401"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\(unmatched\)",status_code="404"\} 1/,
    );
    expect(text).not.toContain('AAAAAAAAAAAAAAAAAAAA');
    expect(text).not.toContain('12345');
  });

  it('are not on the public port', async () => {
    for (const url of ['/metrics', '/api/metrics']) {
      const answer = await testApp.app.inject({ method: 'GET', url });
      expect(answer.body, url).not.toContain('process_cpu_user_seconds_total');
    }
  });

  it('answers 404 for anything but GET /metrics on the metrics port', async () => {
    const answer = await fetch(metricsUrl(testApp).replace('/metrics', '/'));
    expect(answer.status).toBe(404);
  });
});

describe('metrics set-up', () => {
  it('each app keeps its own registry, and closing the app closes its metrics port', async () => {
    const first = await createTestApp('pglite', { METRICS_PORT: '0' });
    const second = await createTestApp('pglite', { METRICS_PORT: '0' });
    await first.app.inject({ method: 'GET', url: '/api/health/live' });
    const secondText = await (await fetch(metricsUrl(second))).text();
    expect(secondText).not.toContain('route="/api/health/live"');
    expect(await (await fetch(metricsUrl(first))).text()).toContain('route="/api/health/live"');

    const url = metricsUrl(first);
    await first.close();
    await expect(fetch(url)).rejects.toThrow();
    await second.close();
  });

  it('no metrics server unless METRICS_PORT is set', async () => {
    const testApp = await createTestApp('pglite');
    expect(testApp.deps.metrics).toBeNull();
    await testApp.close();
  });
});
