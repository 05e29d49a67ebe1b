import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { PRODUCT_VERSION } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalStorage, type FileStorage } from '../../platform/storage.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

/** Local files whose readiness check fails, as a full disk or a lost bucket would. */
function failingStorage(dataDir: string): FileStorage {
  return {
    ...createLocalStorage(dataDir),
    check: () => Promise.reject(new Error('bucket pictures: 403 AccessDenied')),
  };
}

interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  check?: string;
  err?: { message?: string };
}

describeEachDatabase('health', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  it('live answers while the process runs, without asking any dependency', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', version: PRODUCT_VERSION });
  });

  it('ready answers 200 when the database and the file storage answer; /api/health is the same answer', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const answer = await testApp.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json()).toEqual({
        status: 'ok',
        database: kind,
        version: PRODUCT_VERSION,
        checks: { database: 'ok', storage: 'ok' },
      });
    }
  });
});

describeEachDatabase('health when a dependency fails', (kind) => {
  const logLines: LogLine[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(
      kind,
      { LOG_LEVEL: 'warn' },
      {
        logStream: { write: (line) => void logLines.push(JSON.parse(line) as LogLine) },
        storage: failingStorage(tmpdir()),
      },
    );
  });
  afterAll(() => testApp.close());

  it('ready answers 503 naming the storage check, and logs the reason under the request id', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'ok', storage: 'failed' },
    });
    // The reason stays in the log: the health answer is public.
    expect(answer.body).not.toContain('AccessDenied');
    const requestId = answer.headers['x-request-id'];
    expect(logLines.find((line) => line.reqId === requestId && line.check === 'storage')).toMatchObject({
      msg: 'readiness check failed',
      err: { message: 'bucket pictures: 403 AccessDenied' },
    });
  });

  it('live still answers 200: the process is fine, a dependency is not', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(answer.statusCode).toBe(200);
  });
});

it('ready answers 503 naming the database when the database is gone', async () => {
  const testApp = await createTestApp('pglite');
  await testApp.database.close();
  const answer = await testApp.app.inject({ method: 'GET', url: '/api/health' });
  expect(answer.statusCode).toBe(503);
  expect(answer.json()).toMatchObject({
    status: 'unavailable',
    checks: { database: 'failed', storage: 'ok' },
  });
  await testApp.app.close();
  rmSync(testApp.dataDir, { recursive: true, force: true });
});
