import { z } from 'zod';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const ID_LENGTH = 20;
const ID_PATTERN = /^[A-Za-z0-9]{20}$/;

/** A record id: 20 random alphanumeric characters (spec 000 §3), made on server or client. */
export function newId(): string {
  // 62 * 4 = 248: rejecting bytes >= 248 keeps every character equally likely.
  const out: string[] = [];
  while (out.length < ID_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    for (const byte of bytes) {
      if (byte < 248 && out.length < ID_LENGTH) out.push(ID_ALPHABET.charAt(byte % 62));
    }
  }
  return out.join('');
}

/** Whether a string has the shape of a record id. */
export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** The one schema of a record id (entries, walks, users, devices): the shape `newId` makes. */
export const ZId = z.string().regex(ID_PATTERN, { message: 'Not a valid id' });

/**
 * A school named in a request or an address. Schools have record ids too; one of another shape
 * names no school, so it is refused with the message an unknown school gets.
 */
export const ZSchoolId = z
  .string({ message: 'This school does not exist.' })
  .regex(ID_PATTERN, { message: 'This school does not exist.' });
