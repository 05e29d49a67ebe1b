// Each pattern replaces what could identify a person; the order matters (a query string goes
// first, with any email or token inside it).
const URL_QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'`<>()]*)[?#][^\s"'`<>()]*/gi;
const PATH_QUERY = /(\/[^\s?#"'`<>()]*)\?[^\s"'`<>()]*=[^\s"'`<>()]*/g;
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
const AUTH_SCHEME = /\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]+/gi;
// 32 or more letters and digits mixed: session tokens, keys, JWT parts. Ids (20 characters) stay.
const TOKEN = /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}/g;
const PHONE = /(?<![\w:])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?!\w)/g;
const SSN = /(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)/g;
const LONG_DIGITS = /\d{9,}/g;

/**
 * Removes personal data from an error text before it is logged or sent on: emails, phone and
 * other long numbers, tokens, and query strings of URLs (where sign-in links carry theirs).
 * Stack frames (`file.js:12:345`) and 20-character record ids stay readable.
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(URL_QUERY, '$1')
    .replace(PATH_QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(AUTH_SCHEME, '$1 [token]')
    .replace(TOKEN, '[token]')
    .replace(SSN, '[number]')
    .replace(PHONE, '[phone]')
    .replace(LONG_DIGITS, '[number]');
}

/** A page path as it may be reported: no query string, no fragment, scrubbed. */
export function reportablePath(path: string): string {
  return scrubPersonalData(path.split(/[?#]/)[0] || '/');
}
