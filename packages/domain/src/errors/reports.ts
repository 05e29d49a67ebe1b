import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from '../constants.js';

/** Where an error in the web app came from. */
export const CLIENT_ERROR_KINDS = [
  /** window `error`: an exception nobody caught. */
  'error',
  /** window `unhandledrejection`: a promise that failed with nobody waiting. */
  'unhandledrejection',
  /** A React render error, caught by the router's error page or the root boundary. */
  'render',
  /** A page's code could not be loaded, usually because a new version was deployed. */
  'chunk',
] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/**
 * An unexpected error of the web app, reported to the server without personal data: the page's
 * path without its query string, never a user id or email. The server scrubs it again.
 */
export const ZClientErrorReport = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().min(1).max(CLIENT_ERROR_LIMITS.messageMax),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stackMax).optional(),
  path: z
    .string()
    .max(CLIENT_ERROR_LIMITS.pathMax)
    .regex(/^\/[^?#]*$/, { message: 'A path without query string or fragment' }),
  appVersion: z.string().min(1).max(CLIENT_ERROR_LIMITS.appVersionMax),
  /** The request id of a failed API call behind the error, when there is one. */
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReport>;
