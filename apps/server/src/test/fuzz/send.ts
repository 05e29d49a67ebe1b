import { Agent, request as httpRequest } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** Set when the connection failed or was closed without an answer. */
  networkError?: string;
}

// A connection per request, so that a connection the server closes after one answer cannot fail the next.
const agent = new Agent({ keepAlive: false, maxSockets: 8 });

/** Sends one request over real HTTP; headers with an empty value are left out. */
export function send(
  baseUrl: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const target = new URL(baseUrl);
  const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
  return new Promise((resolve) => {
    let request;
    try {
      request = httpRequest({
        agent,
        host: target.hostname,
        port: target.port,
        method,
        path: url,
        headers: body === undefined ? sent : { ...sent, 'content-length': String(Buffer.byteLength(body)) },
        timeout: 30_000,
      });
    } catch (error) {
      // Node refuses to send some URLs at all (unescaped characters): nothing reached the server.
      resolve({ status: -1, headers: {}, body: Buffer.alloc(0), networkError: `not sent: ${String(error)}` });
      return;
    }
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', (error) =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          networkError: String(error),
        }),
      );
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', (error) =>
      resolve({ status: 0, headers: {}, body: Buffer.alloc(0), networkError: String(error) }),
    );
    request.end(body);
  });
}

export function closeConnections() {
  agent.destroy();
}
