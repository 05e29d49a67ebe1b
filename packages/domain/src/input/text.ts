/**
 * Text the database can store (spec: input is validated to what the database can store). PostgreSQL
 * text cannot hold NUL, and a lone UTF-16 surrogate has no UTF-8 form: either one in any field,
 * key, query value or path segment is refused with this message rather than reaching the database.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'This text contains characters that cannot be saved.';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored as PostgreSQL text. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * The dotted path of the first string (a value or a key) anywhere in `value` that cannot be
 * stored, '' for the value itself, or null when everything can be.
 */
export function unstorableTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  const join = (key: string) => (path ? `${path}.${key}` : key);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unstorableTextPath(value[i], join(String(i)));
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return join(key.replace(UNSTORABLE, '?'));
    const found = unstorableTextPath(item, join(key));
    if (found !== null) return found;
  }
  return null;
}
