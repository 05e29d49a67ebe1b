import { request } from 'undici';
import { agent } from './http.js';
import type { Instance } from './processes.js';

export interface HeardEvent {
  type: 'entry' | 'walk';
  id: string;
  action: 'created' | 'updated' | 'deleted';
  /** When it arrived (ms since the epoch). */
  at: number;
}

/**
 * A browser's event stream (GET /api/events) on one instance: every change event it hears, for
 * the check that writes made on the other instance reach it (PostgreSQL LISTEN/NOTIFY).
 */
export class LiveListener {
  readonly heard: HeardEvent[] = [];
  private readonly abort = new AbortController();
  private done: Promise<void> = Promise.resolve();

  constructor(readonly instance: Instance) {}

  /** Connects with the session cookie; resolves once the stream is open. */
  async connect(cookie: string): Promise<void> {
    const response = await request(`${this.instance.url}/api/events`, {
      method: 'GET',
      headers: { cookie, accept: 'text/event-stream' },
      dispatcher: agent,
      signal: this.abort.signal,
    });
    if (response.statusCode !== 200)
      throw new Error(`event stream on ${this.instance.name}: ${response.statusCode}`);
    this.done = this.read(response.body);
  }

  private async read(body: AsyncIterable<Buffer>) {
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += chunk.toString();
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  }

  private parse(block: string) {
    const data = block
      .split('\n')
      .find((line) => line.startsWith('data: '))
      ?.slice(6);
    if (!data) return;
    const event = JSON.parse(data) as Omit<HeardEvent, 'at'>;
    this.heard.push({ ...event, at: Date.now() });
  }

  /** How often it heard each `type|id|action` (at or after `since`, ms since the epoch). */
  tally(since = 0): Map<string, number> {
    const counts = new Map<string, number>();
    for (const event of this.heard) {
      if (event.at < since) continue;
      const key = `${event.type}|${event.id}|${event.action}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  async close(): Promise<void> {
    this.abort.abort();
    await this.done;
  }
}
