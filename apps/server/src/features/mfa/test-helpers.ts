import { createHmac } from 'node:crypto';
import { MFA_MESSAGES } from '@schooldog/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/harness.js';
import type { As, Person } from '../../test/kit.js';

/** RFC 6238 with the authenticator defaults (SHA-1, 6 digits, 30 s), as a phone app computes it. */
export function totpNow(base32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

export const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []]
    .flat()
    .find((value) => value.startsWith(`${name}=`))
    ?.split(';')[0];

/** The token of the revert link in the newest mail to an address. */
export const revertTokenOf = async (t: TestApp, email: string) =>
  new URL(
    /http\S+revert-mfa\S+/.exec((await t.mails()).findLast((mail) => mail.to === email)?.text ?? '')?.[0] ??
      'http://x',
  ).searchParams.get('token');

/** Enrols an authenticator app; answers the secret and the recovery codes. */
export async function enrolTotp(as: As, person: Person) {
  const setup = await as(person).post('/api/mfa/totp', { password: TEST_PASSWORD });
  expect(setup.statusCode, setup.body).toBe(200);
  const { totpURI, backupCodes } = setup.json<{ totpURI: string; backupCodes: string[] }>();
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const wrong = await as(person).post('/api/mfa/totp/verify', {
    code: totpNow(secret) === '000000' ? '111111' : '000000',
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().error.message).toBe(MFA_MESSAGES.mfaInvalidEnrolmentCode);
  const verified = await as(person).post('/api/mfa/totp/verify', { code: totpNow(secret) });
  expect(verified.statusCode, verified.body).toBe(200);
  expect(verified.json()).toMatchObject({
    enabled: true,
    state: 'enrolled',
    totp: true,
    recoveryCodesLeft: 10,
  });
  // Turning MFA on renews the session: the browser gets the new cookie.
  const renewed = cookieOf(verified.headers['set-cookie'], 'schooldog.session_token');
  if (renewed) person.cookie = renewed;
  return { secret, backupCodes };
}
