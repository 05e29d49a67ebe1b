import { isTimeInRange } from '@schooldog/domain';
import { Invalid } from '../http/errors.js';

/*
 * The keyset cursor of a list's pages: the last row's time and id, as base64url JSON. The walks
 * list (timeCreated) and the entries explorer and CSV (timestamp) page with it.
 */

export function encodeCursor(time: Date, id: string): string {
  return Buffer.from(JSON.stringify([time.toISOString(), id])).toString('base64url');
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[A-Za-z0-9]{1,40}$/;

/**
 * The cursor's [ISO time, id]; a 400 for one that was not made by encodeCursor. Only the exact
 * form encodeCursor writes passes, so nothing the database would reject ("1", year 0) reaches it.
 */
export function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      ISO_TIME.test(value[0]) &&
      isTimeInRange(new Date(value[0])) &&
      new Date(value[0]).toISOString() === value[0] &&
      ID.test(value[1])
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // Falls through to the error below.
  }
  throw Invalid({ cursor: 'This page link is not valid; start again from the first page.' });
}
