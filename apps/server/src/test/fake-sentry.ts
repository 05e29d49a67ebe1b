import { createServer } from 'node:http';
import { vi } from 'vitest';

export interface ReceivedEnvelope {
  /** The path and query the envelope was posted to. */
  url: string;
  /** The envelope as sent, to prove what is not in it. */
  raw: string;
  header: Record<string, unknown>;
  /** Each item's header and payload. */
  items: { header: Record<string, unknown>; payload: Record<string, unknown> }[];
}

/** A local HTTP server standing in for Sentry (or GlitchTip): it keeps every envelope posted to it. */
export async function startFakeSentry() {
  const envelopes: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [header = '{}', ...rest] = raw.split('\n').filter((line) => line.trim() !== '');
      const items: ReceivedEnvelope['items'] = [];
      for (let index = 0; index + 1 < rest.length; index += 2) {
        items.push({
          header: JSON.parse(rest[index] ?? '{}') as Record<string, unknown>,
          payload: JSON.parse(rest[index + 1] ?? '{}') as Record<string, unknown>,
        });
      }
      envelopes.push({
        url: request.url ?? '',
        raw,
        header: JSON.parse(header) as Record<string, unknown>,
        items,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fake Sentry is not listening');
  const { port } = address;
  return {
    dsn: `http://publickey0123@127.0.0.1:${port}/42`,
    envelopes,
    /** The events received so far (an envelope's `event` items). */
    events: () =>
      envelopes.flatMap((envelope) =>
        envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload),
      ),
    /** Waits until `count` envelopes have arrived. */
    async waitForEnvelopes(count: number) {
      await vi.waitFor(
        () => {
          if (envelopes.length < count) throw new Error(`${envelopes.length} of ${count} envelopes so far`);
        },
        { timeout: 30_000, interval: 20 },
      );
      return envelopes;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
