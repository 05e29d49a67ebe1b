import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver is an S3-compatible server for tests, run in this process on a loopback port.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.js';
import { createLocalStorage, type FileStorage, isSafeKey } from './storage.js';

const folder = mkdtempSync(join(tmpdir(), 'schooldog-storage-'));
let s3: S3rver;
let s3Endpoint = '';

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(folder, 's3'),
    configureBuckets: [{ name: 'pictures', configs: [] }],
  });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const storages: [string, () => FileStorage][] = [
  ['local files', () => createLocalStorage(join(folder, 'data'))],
  [
    'S3-compatible',
    () =>
      createS3Storage({
        endpoint: s3Endpoint,
        bucket: 'pictures',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
];

describe.each(storages)('file storage: %s', (_name, make) => {
  it('stores, reads, tells existence and deletes by key', async () => {
    const storage = make();
    const key = 'observations/AAAAAAAAAAAAAAAAAAAA/picture1';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('jpeg bytes'));
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.toString()).toBe('jpeg bytes');
    await storage.put(key, Buffer.from('replaced'));
    expect((await storage.get(key))?.toString()).toBe('replaced');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key);
  });

  it('tells that it can take files', async () => {
    await expect(make().check()).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the storage', async () => {
    const storage = make();
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage.get('observations/../../x')).rejects.toThrow(/unsafe/);
  });
});

it('an S3 bucket that does not exist fails the check', async () => {
  const storage = createS3Storage({
    endpoint: s3Endpoint,
    bucket: 'no-such-bucket',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  await expect(storage.check()).rejects.toThrow(/S3 bucket check failed: 404/);
});

it('keys are plain segments', () => {
  expect(isSafeKey('observations/abc/def')).toBe(true);
  expect(isSafeKey('/abs')).toBe(false);
  expect(isSafeKey('a//b')).toBe(false);
  expect(isSafeKey('a/../b')).toBe(false);
});
