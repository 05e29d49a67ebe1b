import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { refusalRefOf } from '@schooldog/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withDistrict } from '../test/harness.js';

/*
 * Server refusals reached Spanish users in English: the web could only translate the few spec
 * messages it recognised by their text. Every refusal now carries the key (and values) of its
 * message and of each field message, from the domain's REFUSALS, beside the English.
 */

describe('Server refusals reach Spanish users in English: every refusal carries message keys', () => {
  let t: TestApp;
  let reporter: Awaited<ReturnType<TestApp['userWithRole']>>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const [school] = await withDistrict(t);
    reporter = await t.userWithRole('educator', [school?.id ?? '']);
  });
  afterAll(() => t.close());

  const logEntry = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/entries', headers: { cookie: reporter.cookie }, payload });

  it('a spec message and a zod field message carry their keys and values', async () => {
    const refused = await logEntry({
      observationCategoryId: 'cameras',
      observationItemId: 'cameras-1',
      observationType: 'concern',
      quantity: 0,
      comment: 'x'.repeat(5001),
    });
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json();
    expect(error).toMatchObject({
      code: 'invalid',
      message: 'Some fields are not valid.',
      messageKey: 'fieldsInvalid',
      fields: { quantity: 'This must be greater than 0' },
      fieldKeys: {
        quantity: { key: 'greaterThanZero' },
        comment: { key: 'tooLong', params: { maximum: 5000 } },
      },
    });
  });

  it('a domain refusal carries its key', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/entries/AAAAAAAAAAAAAAAAAAAA',
      headers: { cookie: reporter.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ message: 'Entry not found', messageKey: 'entryNotFound' });
  });

  it('a refusal of better-auth carries its key too', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: reporter.email, password: 'not-the-password' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatchObject({ messageKey: 'invalidCredentials' });
  });
});

const SOURCE = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// The literal texts of refusals: Forbidden('…'), NotFound('…'), Conflict('…'), Unauthorized('…'),
// Invalid({ field: '…' }) and the message of new DomainError(status, code, '…').
const THROWN = [
  /\b(?:Forbidden|NotFound|Conflict|Unauthorized)\(\s*'((?:[^'\\]|\\.)+)'/g,
  /\bInvalid\(\{\s*[\w[\]'"|]+:\s*'((?:[^'\\]|\\.)+)'/g,
  /new DomainError\(\s*\d+,\s*[\w'"]+,\s*'((?:[^'\\]|\\.)+)'/g,
];

describe('every refusal the server throws has a key in REFUSALS', () => {
  it('lists each literal refusal text of the server', () => {
    const missing: string[] = [];
    let found = 0;
    for (const file of sourceFiles(SOURCE)) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of THROWN)
        for (const match of text.matchAll(pattern)) {
          found += 1;
          const message = (match[1] ?? '').replaceAll("\\'", "'");
          if (!refusalRefOf(message)) missing.push(`${file.slice(SOURCE.length)}: ${message}`);
        }
    }
    expect(found).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
