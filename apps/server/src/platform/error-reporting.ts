import { scrubPersonalData, type TClientErrorReport } from '@schooldog/domain';
import {
  type BaseTransportOptions,
  createStackParser,
  createTransport,
  type ErrorEvent,
  type Event,
  Scope,
  type TransportMakeRequestResponse,
  type TransportRequest,
} from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';

/** How long a send to Sentry may take before it is given up. */
const SEND_TIMEOUT_MS = 10_000;

export interface ServerErrorContext {
  requestId?: string;
  /** The route pattern, never the raw URL (which may carry a query string). */
  route?: string;
  method?: string;
  /** 'request' for a 5xx; 'uncaughtException' or 'unhandledRejection' for the process. */
  kind: 'request' | 'uncaughtException' | 'unhandledRejection';
}

/** Sends errors to a Sentry-compatible endpoint (Sentry, or self-hosted GlitchTip). */
export interface ErrorReporter {
  captureServerError(error: unknown, context: ServerErrorContext): void;
  /** An error the web app reported, already checked and scrubbed. */
  captureClientError(report: TClientErrorReport, context: { requestId: string }): void;
  /** Waits for what is being sent, at most `timeoutMs`; true when all went out. */
  flush(timeoutMs: number): Promise<boolean>;
}

/** The envelope transport over fetch: no HTTP instrumentation, nothing patched. */
function makeFetchTransport(options: BaseTransportOptions) {
  return createTransport(
    options,
    async (request: TransportRequest): Promise<TransportMakeRequestResponse> => {
      const response = await fetch(options.url, {
        method: 'POST',
        body: request.body,
        headers: options.headers,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      return {
        statusCode: response.status,
        headers: {
          'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
          'retry-after': response.headers.get('retry-after'),
        },
      };
    },
  );
}

/**
 * The last word on what leaves the server: no request, user or breadcrumbs (nothing adds them, and
 * nothing may), and every text scrubbed of emails, phone numbers, tokens and query strings.
 */
function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  if (event.message) event.message = scrubPersonalData(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubPersonalData(exception.value);
  }
  if (typeof event.extra?.stack === 'string') event.extra.stack = scrubPersonalData(event.extra.stack);
  return event;
}

/**
 * An error reporter when a DSN is set, else null. One client per app, not the SDK's global hub: no
 * default integrations (they would patch http and read requests), so only what this module builds
 * is sent.
 */
export function createErrorReporter(options: {
  dsn: string | undefined;
  release: string;
  environment: string;
}): ErrorReporter | null {
  if (!options.dsn) return null;
  const client = new ServerRuntimeClient({
    dsn: options.dsn,
    release: options.release,
    environment: options.environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    integrations: [],
    transport: makeFetchTransport,
    stackParser: createStackParser(nodeStackLineParser()),
    sendDefaultPii: false,
    sendClientReports: false,
    traceLifecycle: 'static',
    beforeSend: scrubEvent,
  });

  return {
    captureServerError(error, context) {
      const scope = new Scope();
      scope.setTag('source', 'server');
      scope.setTag('kind', context.kind);
      if (context.requestId) scope.setTag('request_id', context.requestId);
      if (context.route) scope.setTag('route', context.route);
      if (context.method && context.route) scope.setTransactionName(`${context.method} ${context.route}`);
      client.captureException(error, { mechanism: { type: context.kind, handled: false } }, scope);
    },
    captureClientError(report, context) {
      // Browser stacks are kept as text: parsing them would need the browser SDK's parsers.
      const event: Event = {
        level: 'error',
        platform: 'javascript',
        release: report.appVersion,
        transaction: report.path,
        exception: { values: [{ type: `Client ${report.kind}`, value: report.message }] },
        tags: {
          source: 'web',
          kind: report.kind,
          request_id: context.requestId,
          ...(report.requestId ? { api_request_id: report.requestId } : {}),
        },
        extra: report.stack ? { stack: report.stack } : {},
      };
      client.captureEvent(event, {}, new Scope());
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}
