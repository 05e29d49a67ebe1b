import type { ErrorReporter } from './error-reporting.js';

/** What the handlers need of the process, so a test can stand in for it. */
export interface ProcessLike {
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

interface ProcessErrorOptions {
  log: { error(details: object, message: string): void; fatal(details: object, message: string): void };
  reporter: ErrorReporter | null;
  exit: (code: number) => void;
  /** How long an uncaught exception waits for its report to go out before the process stops. */
  flushTimeoutMs?: number;
}

/**
 * Errors outside any request. An uncaught exception leaves the process in an unknown state: it is
 * logged, reported, and the process exits (after the report went out, 2 s at most) for the
 * supervisor to restart it. A promise rejected with nobody waiting is logged and reported, and the
 * server goes on: one stray promise should not cut every user's requests short.
 */
export function installProcessErrorHandlers(target: ProcessLike, options: ProcessErrorOptions): void {
  const { log, reporter, exit, flushTimeoutMs = 2_000 } = options;
  target.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection');
    reporter?.captureServerError(reason, { kind: 'unhandledRejection' });
  });
  target.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception: stopping');
    reporter?.captureServerError(error, { kind: 'uncaughtException' });
    const flushed = reporter ? reporter.flush(flushTimeoutMs) : Promise.resolve(true);
    void flushed.finally(() => exit(1));
  });
}
