import fc from 'fast-check';
import type { JsonSchema } from './operations.js';

/**
 * Strings an attacker or a broken client sends: NUL and control characters, unpaired surrogates,
 * very long text, impossible and out-of-range dates, numbers as text, injection attempts, broken
 * cursors and comma lists.
 */
export const NASTY_STRINGS: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f',
  '\r\n\r\nX-Injected: 1',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '😀🏫',
  '\u202Eevil',
  'x'.repeat(10_000),
  'y'.repeat(100_000),
  "' OR 1=1 --",
  '"; DROP TABLE observations; --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '=cmd|/C calc!A0',
  '%00',
  '%',
  '0000-00-00',
  '2024-13-45',
  '2024-13-45,2024-99-99',
  '0000-00-00,2024-01-01',
  '2024-02-30,2024-03-01',
  '9999-12-31T23:59:59.999999999Z',
  '0000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2024-01-01T25:61:61Z',
  '1',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  ',,,',
  'a,,b,\u0000',
  // Cursors: ["1","x"], ["0000-01-01T00:00:00Z","x"], a bare number, broken base64.
  Buffer.from(JSON.stringify(['1', 'x'])).toString('base64url'),
  Buffer.from(JSON.stringify(['0000-01-01T00:00:00Z', 'x'])).toString('base64url'),
  Buffer.from(JSON.stringify(['9999-12-31T23:59:59.999999999Z', 'AAAAAAAAAAAAAAAAAAAA'])).toString(
    'base64url',
  ),
  Buffer.from(JSON.stringify(['2024-01-01T00:00:00.000Z', '\u0000'])).toString('base64url'),
  Buffer.from('42').toString('base64url'),
  '!!!not-base64!!!',
];

/** Values of the wrong kind or out of any sensible range. */
export const NASTY_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  [],
  [null],
  {},
  { $ne: null },
  Array.from({ length: 5000 }, (_, i) => i),
  nested(200),
];

/** An object nested `depth` levels deep. */
export function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

export const nastyString = fc.constantFrom(...NASTY_STRINGS);
export const nastyValue = fc.oneof(nastyString, fc.constantFrom(...NASTY_VALUES));

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2015-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
  return isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true });
}

/** Values that satisfy the schema (so that requests get past validation and reach the services). */
export function valid(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => valid(option)));
  if (schema.allOf?.[0]) return valid(schema.allOf[0]);
  const kinds = typesOf(schema).map((type) => {
    switch (type) {
      case 'string':
        return stringOf(schema);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(valid(schema.items), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
        });
      default:
        return objectOf(schema);
    }
  });
  return kinds.length === 0 ? objectOf(schema) : fc.oneof(...kinds);
}

function objectOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valid(value)]));
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/**
 * A value made invalid in one to three places: a nested value replaced by a nasty one, an
 * unknown key added, a required key dropped, or the whole value replaced.
 */
export function mutated(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid(schema), fc.array(fc.tuple(fc.nat(), nastyValue, fc.nat(3)), { minLength: 1, maxLength: 3 }))
    .map(([value, edits]) => {
      let result = structuredClone(value);
      // Each replacement is a copy: the nasty values are shared, and edits must never make a cycle.
      for (const [pick, replacement, how] of edits)
        result = edit(result, pick, structuredClone(replacement), how);
      return result;
    });
}

function edit(value: unknown, pick: number, replacement: unknown, how: number): unknown {
  if (value === null || typeof value !== 'object') return replacement;
  const keys = Object.keys(value);
  if (keys.length === 0 || how === 3)
    return how === 3 && pick % 4 === 0 ? replacement : addKey(value, replacement);
  const key = keys[pick % keys.length] ?? '';
  const record = value as Record<string, unknown>;
  if (how === 0) delete record[key];
  else if (how === 1) record[key] = edit(record[key], Math.floor(pick / 7), replacement, pick % 3);
  else record[key] = replacement;
  return value;
}

function addKey(value: object, replacement: unknown): unknown {
  return { ...value, ['__proto__x']: replacement, constructor: replacement };
}
