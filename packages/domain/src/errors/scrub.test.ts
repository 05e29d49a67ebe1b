import { describe, expect, it } from 'vitest';
import { reportablePath, scrubPersonalData } from './scrub.js';

describe('scrubbing personal data from error reports', () => {
  it.each([
    ['User principal@demo.schooldog.test not found', 'User [email] not found'],
    ['Call (404) 555-0142 or 404.555.0142 or +1 404 555 0142', 'Call [phone] or [phone] or [phone]'],
    ['SSN 123-45-6789', 'SSN [number]'],
    ['order 12345678901 failed', 'order [number] failed'],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
    ['token 9f8e7d6c5b4a39281706f5e4d3c2b1a0ffeeddcc', 'token [token]'],
    [
      'GET https://sd.example.org/auth/handle-sign-in-link?token=abc&email=a%40b.org failed',
      'GET https://sd.example.org/auth/handle-sign-in-link failed',
    ],
    ['fetch /api/entries?reporter=x@y.org&q=1 failed', 'fetch /api/entries failed'],
  ])('%s', (text, scrubbed) => {
    expect(scrubPersonalData(text)).toBe(scrubbed);
  });

  it('keeps stack frames and record ids readable', () => {
    const stack = [
      'TypeError: Cannot read properties of undefined',
      '    at WalkScreen (https://sd.example.org/assets/WalkScreen-BxY12abc.js:12:34567)',
      '    at https://sd.example.org/walks/walk/AbCdEfGhIjKlMnOpQrSt',
    ].join('\n');
    expect(scrubPersonalData(stack)).toBe(stack);
  });

  it('a reported path loses its query string and fragment', () => {
    expect(reportablePath('/auth/handle-sign-in-link?token=secret#x')).toBe('/auth/handle-sign-in-link');
    expect(reportablePath('/entries/AbCdEfGhIjKlMnOpQrSt')).toBe('/entries/AbCdEfGhIjKlMnOpQrSt');
    expect(reportablePath('?only=query')).toBe('/');
  });
});
