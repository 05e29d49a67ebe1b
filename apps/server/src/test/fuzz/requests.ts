import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './operations.js';
import { mutated, NASTY_STRINGS, NASTY_VALUES, nastyString, valid } from './values.js';

export type ActorName = 'staff' | 'educator' | 'none';

/** Record ids the requests draw on, by parameter name, and those the educator may not see. */
export interface Pools {
  ids: Record<string, string[]>;
  hiddenFromEducator: Set<string>;
}

export interface FuzzRequest {
  operation: Operation;
  actor: ActorName;
  method: string;
  /** Path and query, percent-encoded as sent. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Names a record the educator may not see: a 2xx answer to the educator would be a leak. */
  namesHiddenRecord: boolean;
  kind: string;
}

/** Percent-encodes like a client would; a lone surrogate (no UTF-8 form) goes as the bytes of one. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

const asText = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(asText).join(',')
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** A value for a parameter: a record id from the pools when the name has one, else from its schema. */
function parameterValue(parameter: Parameter, pools: Pools, isNasty: boolean): fc.Arbitrary<string> {
  const pooled = pools.ids[parameter.name] ?? pools.ids[parameter.name.replace(/s$/, '')];
  const fromSchema = valid(parameter.schema).map(asText);
  const choices: fc.Arbitrary<string>[] = [fromSchema];
  if (pooled?.length) {
    const one = fc.constantFrom(...pooled);
    choices.push(
      one,
      one,
      parameter.name.endsWith('Ids') ? fc.array(one, { maxLength: 3 }).map((ids) => ids.join(',')) : one,
    );
  }
  if (isNasty) choices.push(nastyString, nastyString, nastyString);
  return fc.oneof(...choices);
}

const bodyArbitrary = (schema: JsonSchema | null, isNasty: boolean): fc.Arbitrary<unknown> =>
  isNasty
    ? fc.oneof(mutated(schema ?? undefined), mutated(schema ?? undefined), valid(schema ?? undefined))
    : valid(schema ?? undefined);

/** The request of an operation with these path values, query values (null: left out) and body. */
function buildRequest(
  operation: Operation,
  pools: Pools,
  actor: ActorName,
  parts: { path: string[]; query: (string | null)[]; body: unknown },
  kind: string,
): FuzzRequest {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  let url = operation.path;
  pathParameters.forEach((parameter, i) => {
    url = url.replace(`{${parameter.name}}`, encode(parts.path[i] ?? ''));
  });
  const pairs = queryParameters.flatMap((parameter, i) => {
    const value = parts.query[i];
    return value === null || value === undefined ? [] : [`${parameter.name}=${encode(value)}`];
  });
  if (pairs.length) url += `?${pairs.join('&')}`;
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(operation.method) || operation.body !== null;
  const named = [...parts.path, ...parts.query].some((value) => value && pools.hiddenFromEducator.has(value));
  return {
    operation,
    actor,
    method: operation.method,
    url,
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    ...(hasBody ? { body: JSON.stringify(parts.body) } : {}),
    namesHiddenRecord: named && operation.method === 'GET',
    kind,
  };
}

function partsArbitrary(operation: Operation, pools: Pools, isNasty: boolean) {
  const path = operation.parameters.filter((p) => p.in === 'path');
  const query = operation.parameters.filter((p) => p.in === 'query');
  return fc.record({
    path: fc.tuple(...path.map((p) => parameterValue(p, pools, isNasty))),
    query: fc.tuple(...query.map((p) => fc.option(parameterValue(p, pools, isNasty), { freq: 2 }))),
    body: bodyArbitrary(operation.body, isNasty),
  });
}

/** A request whose pieces follow (or, when nasty, break) the operation's documented schemas. */
export function schemaRequest(operation: Operation, pools: Pools, actor: ActorName, isNasty: boolean) {
  return partsArbitrary(operation, pools, isNasty).map((parts) =>
    buildRequest(operation, pools, actor, parts, isNasty ? 'nasty input' : 'valid input'),
  );
}

/**
 * Every nasty value in every parameter and top-level body field, one at a time, the rest valid:
 * a sweep that random sampling at CI size would leave to chance.
 */
export function sweepRequests(
  operation: Operation,
  pools: Pools,
  actor: ActorName,
  seed: number,
): FuzzRequest[] {
  const [sampled] = fc.sample(partsArbitrary(operation, pools, false), { numRuns: 1, seed });
  if (!sampled) return [];
  // The others as plain as can be (the actor's own first record, no optional filter), so that the
  // one nasty value travels as deep as it can go.
  const paths = operation.parameters.filter((p) => p.in === 'path');
  const base = {
    path: sampled.path.map((value, i) => pools.ids[paths[i]?.name ?? '']?.[0] ?? value),
    query: sampled.query.map(() => null),
    body: sampled.body,
  };
  const requests: FuzzRequest[] = [];
  const sweep = (kind: 'path' | 'query') =>
    operation.parameters
      .filter((p) => p.in === kind)
      .forEach((parameter, index) => {
        for (const nasty of NASTY_STRINGS) {
          const parts = { path: [...base.path], query: [...base.query], body: base.body };
          parts[kind][index] = nasty;
          requests.push(buildRequest(operation, pools, actor, parts, `sweep ${parameter.name}`));
        }
      });
  sweep('path');
  sweep('query');
  const body = base.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const key of Object.keys(operation.body?.properties ?? {})) {
      for (const nasty of [...NASTY_STRINGS, ...NASTY_VALUES]) {
        const parts = { ...base, body: { ...body, [key]: structuredClone(nasty) } };
        requests.push(buildRequest(operation, pools, actor, parts, `sweep ${key}`));
      }
    }
  }
  return requests;
}

const DEEP_ARRAY = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;

/** Whole-request attacks: broken JSON, wrong content types, huge and deep bodies, bad headers and URLs. */
const ATTACKS: { kind: string; make: (base: FuzzRequest) => Partial<FuzzRequest> }[] = [
  { kind: 'malformed JSON', make: () => ({ body: '{"comment": "unterminated' }) },
  { kind: 'malformed JSON', make: () => ({ body: '{"a":1}}' }) },
  { kind: 'JSON NUL', make: () => ({ body: '\u0000' }) },
  { kind: 'JSON escaped NUL key', make: () => ({ body: '{"\\u0000":"\\u0000"}' }) },
  { kind: 'JSON lone surrogate', make: () => ({ body: '{"comment":"\\ud800","location":"\\udfff"}' }) },
  { kind: 'wrong content type', make: (b) => ({ headers: { ...b.headers, 'content-type': 'text/plain' } }) },
  {
    kind: 'form body',
    make: (b) => ({
      headers: { ...b.headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&b=%00',
    }),
  },
  {
    kind: 'multipart body',
    make: (b) => ({
      headers: { ...b.headers, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    }),
  },
  {
    kind: 'xml body',
    make: (b) => ({ headers: { ...b.headers, 'content-type': 'application/xml' }, body: '<a/>' }),
  },
  { kind: 'oversized body', make: () => ({ body: JSON.stringify({ comment: 'z'.repeat(2_200_000) }) }) },
  { kind: 'deeply nested array', make: () => ({ body: DEEP_ARRAY }) },
  { kind: 'deeply nested object', make: () => ({ body: DEEP_OBJECT }) },
  { kind: 'Origin: null', make: (b) => ({ headers: { ...b.headers, origin: 'null' } }) },
  { kind: 'no Origin', make: (b) => ({ headers: { ...b.headers, origin: '' } }) },
  { kind: 'malformed Origin', make: (b) => ({ headers: { ...b.headers, origin: 'not a url' } }) },
  { kind: 'malformed Origin', make: (b) => ({ headers: { ...b.headers, origin: 'http://' } }) },
  { kind: 'foreign Origin', make: (b) => ({ headers: { ...b.headers, origin: 'https://evil.example' } }) },
  {
    kind: 'repeated query keys',
    make: (b) => ({
      url: `${b.url}${b.url.includes('?') ? '&' : '?'}limit=1&limit=2&schoolIds=a&schoolIds=b`,
    }),
  },
  {
    kind: 'NUL in query',
    make: (b) => ({ url: `${b.url}${b.url.includes('?') ? '&' : '?'}cursor=%00&tag=%00&dateRange=%00` }),
  },
  {
    kind: 'bad percent-encoding',
    make: (b) => ({ url: `${b.url}${b.url.includes('?') ? '&' : '?'}location=%E0%A4%A&tag=%ZZ` }),
  },
  { kind: 'NUL in path', make: (b) => ({ url: b.url.replace(/\/[^/?]*(\?|$)/, '/%00$1') }) },
  { kind: 'invalid UTF-8 in path', make: (b) => ({ url: b.url.replace(/\/[^/?]*(\?|$)/, '/%FF%FE$1') }) },
  {
    kind: 'forged session cookie',
    make: (b) => ({ headers: { ...b.headers, cookie: 'schooldog.session_token=forged.c2lnbmF0dXJl' } }),
  },
  { kind: 'huge header', make: (b) => ({ headers: { ...b.headers, 'x-filler': 'h'.repeat(12_000) } }) },
];

/** A request built from the schemas, then broken as a whole in one of the ways above. */
export function attackRequest(operation: Operation, pools: Pools, actor: ActorName) {
  return fc
    .tuple(schemaRequest(operation, pools, actor, false), fc.constantFrom(...ATTACKS))
    .map(([base, attack]): FuzzRequest => ({
      ...base,
      ...attack.make(base),
      kind: attack.kind,
      namesHiddenRecord: false,
    }));
}
