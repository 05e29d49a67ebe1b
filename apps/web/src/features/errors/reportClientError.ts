import {
  CLIENT_ERROR_LIMITS,
  type ClientErrorKind,
  PRODUCT_VERSION,
  reportablePath,
  scrubPersonalData,
  type TClientErrorReport,
} from '@schooldog/domain';
import { ApiError } from '../../api/client';
import { isManuallyOffline } from '../../offline/connectivity';

const EXTENSION_URL = /\b(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//;
const NOISE_MESSAGES = [
  // Harmless, and fired by the browser itself when a layout settles over several frames.
  /ResizeObserver loop/,
  // A script of another origin (an extension, an injected ad) failed: the browser hides the rest.
  /^Script error\.?$/,
];
const CHUNK_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/,
];

function textOf(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof ApiError)
    return { message: `ApiError ${error.status} ${error.code}: ${error.message}`, stack: error.stack };
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  if (typeof error === 'string') return { message: error, stack: undefined };
  try {
    return { message: `Non-error value: ${JSON.stringify(error)}`, stack: undefined };
  } catch {
    return { message: `Non-error value: ${String(error)}`, stack: undefined };
  }
}

/** A page's code could not be loaded: usually a deploy replaced it, and a reload gets the new one. */
export function isChunkLoadError(error: unknown): boolean {
  const { message } = textOf(error);
  return CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Errors that are not the app's: ResizeObserver warnings, aborted requests, failures of the
 * network (the app works offline and says so elsewhere), an ended session (the guards send the
 * user to sign-in), and errors thrown by browser extensions.
 */
export function isNoise(error: unknown, sourceUrl?: string): boolean {
  if (error === undefined || error === null) return true;
  // A DOMException need not be an Error in every runtime; its name is what counts.
  if (typeof error === 'object' && 'name' in error && error.name === 'AbortError') return true;
  if (error instanceof ApiError && (error.status === 0 || error.status === 401)) return true;
  const { message, stack } = textOf(error);
  if (NOISE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return EXTENSION_URL.test(sourceUrl ?? '') || EXTENSION_URL.test(stack ?? '');
}

/** The report as it leaves the browser: the page's path only, texts scrubbed and cut to their bounds. */
export function buildReport(error: unknown, kind: ClientErrorKind, pathname: string): TClientErrorReport {
  const { message, stack } = textOf(error);
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  return {
    kind,
    message: scrubPersonalData(message).slice(0, CLIENT_ERROR_LIMITS.messageMax) || 'Unknown error',
    ...(stack ? { stack: scrubPersonalData(stack).slice(0, CLIENT_ERROR_LIMITS.stackMax) } : {}),
    path: reportablePath(pathname).slice(0, CLIENT_ERROR_LIMITS.pathMax),
    appVersion: PRODUCT_VERSION,
    ...(requestId && /^[A-Za-z0-9_-]{8,64}$/.test(requestId) ? { requestId } : {}),
  };
}

// Per page load: a broken screen that throws on every render must not flood the server.
const sent = new Set<string>();

/**
 * Sends an unexpected error to the server (`POST /api/client-errors`): each distinct error once, at
 * most a few per page load, never a user id or email. Fire and forget: reporting never fails the app.
 */
export function reportClientError(error: unknown, kind: ClientErrorKind): void {
  if (isManuallyOffline()) return;
  const report = buildReport(error, kind, window.location.pathname);
  const key = `${report.kind} ${report.message}`;
  if (sent.has(key) || sent.size >= CLIENT_ERROR_LIMITS.perPageLoad) return;
  sent.add(key);
  try {
    void fetch('/api/client-errors', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      // The report still goes out when the user presses Reload at once.
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself may throw (a stubbed or missing fetch): reporting is best effort.
  }
}

/** Forgets what this page load has reported (tests start each from a fresh page). */
export function resetClientErrorReports(): void {
  sent.clear();
}
