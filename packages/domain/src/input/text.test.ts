import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPath } from './text.js';

describe('text the database can store', () => {
  it('refuses NUL and unpaired surrogates, anywhere in a string', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD800')).toBe(false);
    expect(isStorableText('x\uDC00')).toBe(false);
    expect(isStorableText('\uDC00\uD800')).toBe(false);
  });

  it('accepts other control characters, emoji (paired surrogates) and any script', () => {
    expect(isStorableText('tab\tnew line\n\u0001\u007f')).toBe(true);
    expect(isStorableText('🏫 escuela café 学校')).toBe(true);
  });

  it('names the path of the first unstorable value or key in nested input', () => {
    expect(unstorableTextPath({ comment: 'ok', tags: ['fine', 'bad\u0000'] })).toBe('tags.1');
    expect(unstorableTextPath({ changes: { location: '\uD83D' } })).toBe('changes.location');
    expect(unstorableTextPath({ 'key\u0000': 1 })).toBe('key?');
    expect(unstorableTextPath('\u0000')).toBe('');
    expect(unstorableTextPath({ quantity: 3, nested: [{ a: null }] })).toBeNull();
  });
});
