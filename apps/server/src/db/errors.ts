/** The SQLSTATE of a database error (pg and PGlite both set `code`), looking through drizzle's wrapper. */
export function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Whether the database refused the data itself: class 22 (data exception: a value out of range,
 * too long, a bad date, a NUL) or 23 (integrity constraint violation). Not a connection or server fault.
 */
export function isDataRejection(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== null && (state.startsWith('22') || state.startsWith('23'));
}
