import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../api/client';
import { isRetryableUploadError, PICTURE_UPLOAD_RETRY, pictureRetryDelayMs, withRetries } from './retry';

describe('picture loading retries', () => {
  it('waits 2 s, 4 s, then 6 s: the delay grows by 2 s per attempt', () => {
    expect([1, 2, 3].map(pictureRetryDelayMs)).toEqual([2_000, 4_000, 6_000]);
  });

  it('retries at most 3 times', () => {
    expect(pictureRetryDelayMs(4)).toBeNull();
    expect(pictureRetryDelayMs(0)).toBeNull();
  });
});

describe('picture uploads', () => {
  const networkError = new ApiError(0, NETWORK_ERROR, 'offline');

  it('tries 3 times on network and server errors, then gives up with the last error', async () => {
    const sleep = vi.fn(async () => undefined);
    const task = vi.fn(async () => {
      throw networkError;
    });
    await expect(withRetries(task, { ...PICTURE_UPLOAD_RETRY, sleep })).rejects.toBe(networkError);
    expect(task).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[2_000], [4_000]]);
  });

  it('stops as soon as a try succeeds', async () => {
    const task = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, 'UNAVAILABLE', 'busy'))
      .mockResolvedValue('path');
    await expect(withRetries(task, { ...PICTURE_UPLOAD_RETRY, sleep: async () => undefined })).resolves.toBe(
      'path',
    );
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal such as a picture that is too large', async () => {
    const refusal = new ApiError(413, 'TOO_LARGE', 'too large');
    const task = vi.fn(async () => {
      throw refusal;
    });
    await expect(withRetries(task, { ...PICTURE_UPLOAD_RETRY, sleep: async () => undefined })).rejects.toBe(
      refusal,
    );
    expect(task).toHaveBeenCalledTimes(1);
    expect(isRetryableUploadError(new ApiError(500, 'INTERNAL', 'x'))).toBe(true);
    expect(isRetryableUploadError(new Error('other'))).toBe(false);
  });
});
