import { LIMITS } from '@schooldog/domain';
import { ApiError } from '../../api/client';

const PICTURE_RETRY_STEP_MS = 2_000;

/**
 * "Image loading retries up to 3 times (delay grows 2 s per attempt)" (spec 000 §5): the wait
 * before retry number `attempt` (1-based): 2 s, 4 s, 6 s; null once the retries are used up.
 */
export function pictureRetryDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > LIMITS.imageLoadRetries) return null;
  return attempt * PICTURE_RETRY_STEP_MS;
}

/** A lost connection or a server failure may pass on a second try; a refusal (4xx) will not. */
export function isRetryableUploadError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export interface RetryOptions {
  tries: number;
  /** The wait before try number `attempt + 1`. */
  delayMs: (attempt: number) => number;
  shouldRetry: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` up to `tries` times while it fails with a retryable error; the last error is thrown. */
export async function withRetries<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? wait;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= options.tries || !options.shouldRetry(error)) throw error;
      await sleep(options.delayMs(attempt));
    }
  }
}

/** Picture uploads: 3 tries, waiting 2 s then 4 s. */
export const PICTURE_UPLOAD_RETRY: RetryOptions = {
  tries: LIMITS.imageLoadRetries,
  delayMs: (attempt) => attempt * PICTURE_RETRY_STEP_MS,
  shouldRetry: isRetryableUploadError,
};
