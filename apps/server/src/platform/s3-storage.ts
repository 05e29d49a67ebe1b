import { AwsClient } from 'aws4fetch';
import { type FileStorage, isSafeKey } from './storage.js';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …), addressed path-style
 * (endpoint/bucket/key) with SigV4-signed requests.
 */
export function createS3Storage(options: S3Options): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const urlOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return `${options.endpoint.replace(/\/$/, '')}/${options.bucket}/${key}`;
  };
  const fail = async (response: Response, action: string) => {
    throw new Error(`S3 ${action} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
  };
  return {
    async put(key, body) {
      const response = await client.fetch(urlOf(key), { method: 'PUT', body });
      if (!response.ok) await fail(response, 'upload');
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok) await fail(response, 'download');
      return Buffer.from(await response.arrayBuffer());
    },
    async exists(key) {
      const response = await client.fetch(urlOf(key), { method: 'HEAD' });
      if (response.status === 404) return false;
      if (!response.ok) await fail(response, 'lookup');
      return true;
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail(response, 'delete');
    },
    async check() {
      // HEAD bucket: answers 200 when the bucket exists and these credentials may use it.
      const response = await client.fetch(`${options.endpoint.replace(/\/$/, '')}/${options.bucket}`, {
        method: 'HEAD',
      });
      if (!response.ok) await fail(response, 'bucket check');
    },
  };
}
