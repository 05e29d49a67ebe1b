import { z } from 'zod';

const ZCheck = z.enum(['ok', 'failed']);

/** GET /api/health/live. */
export const ZLiveResponse = z
  .object({ status: z.literal('ok'), version: z.string() })
  .describe('The process answers. No dependency is asked.');

/** GET /api/health/ready (and /api/health). */
export const ZHealthResponse = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
    checks: z.object({ database: ZCheck, storage: ZCheck }),
  })
  .describe(
    'Ready (200) when the database answers `select 1` and the file storage can take files; otherwise ' +
      '503 with the check that failed (its reason is in the server log, under the request id).',
  );
export type THealthResponse = z.infer<typeof ZHealthResponse>;
