import { Invalid } from '../http/errors.js';

/*
 * The keyset cursor of a list's pages: the last row's time and id, as base64url JSON. The walks
 * list (timeCreated) and the entries explorer and CSV (timestamp) page with it.
 */

export function encodeCursor(time: Date, id: string): string {
  return Buffer.from(JSON.stringify([time.toISOString(), id])).toString('base64url');
}

/** The cursor's [ISO time, id]; a 400 for one that was not made by encodeCursor. */
export function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      !Number.isNaN(Date.parse(value[0]))
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // Falls through to the error below.
  }
  throw Invalid({ cursor: 'This page link is not valid; start again from the first page.' });
}
