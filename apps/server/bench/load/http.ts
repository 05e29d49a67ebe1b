import { Agent, type Dispatcher, request } from 'undici';
import type { Instance } from './processes.js';

/** Request kinds, as the report lists them. */
export const KINDS = [
  'sign-in',
  'walk start',
  'walk join',
  'walk submit',
  'picture upload',
  'entry create',
  'entry edit',
  'explorer page',
  'explorer next page',
  'sync push',
  'sync push + replay',
] as const;
export type Kind = (typeof KINDS)[number];

/** Durations and failures per request kind. */
export class Recorder {
  readonly durations = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  readonly errors = new Map<Kind, number>(KINDS.map((kind) => [kind, 0]));
  /** The first failures in full, for the report. */
  readonly samples: string[] = [];

  record(kind: Kind, ms: number) {
    this.durations.get(kind)?.push(ms);
  }

  fail(kind: Kind, detail: string) {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    if (this.samples.length < 20) this.samples.push(`${kind}: ${detail}`);
  }

  get errorCount(): number {
    return [...this.errors.values()].reduce((sum, count) => sum + count, 0);
  }
}

/** One agent for the whole run: keep-alive connections to both instances, no pipelining. */
export const agent: Dispatcher = new Agent({ connections: 512, keepAliveTimeout: 30_000, pipelining: 1 });

export interface Answer {
  status: number;
  body: unknown;
  instance: Instance;
}

export interface Call {
  kind: Kind;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  json?: unknown;
  bytes?: Buffer;
  /** Statuses that count as success; anything else (or no answer) is an error. */
  expect: number[];
}

/**
 * A walker's HTTP client: each request goes to the next instance in turn, from the walker's own
 * address, with its session cookie and the Origin of the instance it reaches (the CSRF check).
 */
export class Client {
  private turn: number;
  cookie = '';

  constructor(
    private readonly instances: readonly Instance[],
    private readonly ip: string,
    /** Where its timings go (the warm-up's sign-ins apart from the run's requests). */
    public recorder: Recorder,
    firstTurn: number,
  ) {
    this.turn = firstTurn;
  }

  /** The instance the next request goes to. */
  next(): Instance {
    const instance = this.instances[this.turn % this.instances.length];
    this.turn += 1;
    if (!instance) throw new Error('no instances');
    return instance;
  }

  /** Sends the call; answers the status and parsed body, or null after recording an error. */
  async send(call: Call, instance = this.next()): Promise<Answer | null> {
    const headers: Record<string, string> = {
      origin: instance.url,
      'x-forwarded-for': this.ip,
    };
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | Buffer | undefined;
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    } else if (call.bytes) {
      headers['content-type'] = 'image/jpeg';
      body = call.bytes;
    }
    const started = performance.now();
    try {
      const response = await request(`${instance.url}${call.path}`, {
        method: call.method,
        headers,
        body,
        dispatcher: agent,
      });
      const text = await response.body.text();
      this.recorder.record(call.kind, performance.now() - started);
      if (call.kind === 'sign-in') this.keepCookie(response.headers['set-cookie']);
      if (!call.expect.includes(response.statusCode)) {
        this.recorder.fail(
          call.kind,
          `${instance.name} ${call.method} ${call.path} → ${response.statusCode} ${text.slice(0, 200)}`,
        );
        return null;
      }
      return { status: response.statusCode, body: text ? (JSON.parse(text) as unknown) : null, instance };
    } catch (error) {
      this.recorder.fail(call.kind, `${instance.name} ${call.method} ${call.path} → ${String(error)}`);
      return null;
    }
  }

  private keepCookie(setCookie: string | string[] | undefined) {
    const session = [setCookie ?? []].flat().find((value) => value.startsWith('schooldog.session_token='));
    if (session) this.cookie = session.split(';')[0] ?? '';
  }
}
