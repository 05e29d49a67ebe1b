import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { MFA_MESSAGES, MFA_PHONE_PREFIX, type TMfaStatus, last4, newId } from '@schooldog/domain';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.js';
import { endSessionsOf } from '../../auth/sessions.js';
import { recordSecurityEvent } from '../../auth/security-events.js';
import { accounts } from '../../auth/tables.js';
import type { AppDeps } from '../../core/deps.js';
import type { WriteDeps } from '../../core/write.js';
import type { Db } from '../../db/client.js';
import type { SmsMessage } from '../../platform/sms.js';
import { forgetUser } from '../../http/access.js';
import { DomainError } from '../../http/errors.js';
import { users } from '../users/public.js';
import { notify } from '../notifications/public.js';
import { mfaChanged, mfaReset } from './mails.js';
import { type MfaSnapshot, mfaPhones, mfaReverts, twoFactors } from './tables.js';

export const SMS_CODE_MINUTES = 5;
const SMS_CODE_TRIES = 5;
/** Enrolment texts per account and hour. */
export const SMS_TEXTS_PER_HOUR = 5;
export const REVERT_LINK_DAYS = 7;

/**
 * What an MFA change writes with: a write's deps (core/write.ts), so each change is one transaction
 * and its user event and mail leave only once it has committed.
 */
export type MfaWrite = WriteDeps;

const refuse = (status: number, code: string, message: string) => new DomainError(status, code, message);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** One user's MFA as GET /api/mfa and the Manage MFA dialog show it. */
export async function mfaStatusOf(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  userId: string,
  now: Date,
): Promise<TMfaStatus> {
  const [row] = await deps.db
    .select({
      enabled: users.twoFactorEnabled,
      emailVerified: users.emailVerified,
      totpVerified: twoFactors.verified,
      phone: mfaPhones.phone,
      pendingPhone: mfaPhones.pendingPhone,
      pendingExpiresAt: mfaPhones.pendingExpiresAt,
    })
    .from(users)
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .leftJoin(mfaPhones, eq(mfaPhones.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw refuse(404, 'not_found', 'Not found');
  const totp = row.totpVerified === true;
  const pending =
    row.pendingPhone && row.pendingExpiresAt && row.pendingExpiresAt > now ? row.pendingPhone : null;
  return {
    enabled: row.enabled,
    state: row.enabled ? 'enrolled' : pending ? 'awaitingSmsCode' : 'none',
    emailVerified: row.emailVerified,
    totp,
    smsPhoneLast4: last4(row.phone),
    pendingPhoneLast4: last4(pending),
    recoveryCodesLeft: totp ? await recoveryCodesLeft(deps.auth, userId) : 0,
  };
}

// Only the count leaves the server; the codes themselves are shown once, when made.
async function recoveryCodesLeft(auth: Auth, userId: string): Promise<number> {
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
  return backupCodes.length;
}

/** The reauthentication check: the account's own password (spec 001 §8 'Invalid email or password.'). */
export async function checkPassword(db: Db, userId: string, password: string): Promise<void> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  const ok = account?.hash ? await verifyPassword({ hash: account.hash, password }) : false;
  if (!ok) throw refuse(400, 'reauth_invalid', MFA_MESSAGES.reauthInvalid);
}

/** MFA is offered only to a verified address (spec 001 §4). */
export async function requireVerifiedEmail(db: Db, userId: string): Promise<void> {
  const [user] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  if (!user?.verified) throw refuse(403, 'mfa_email_not_verified', MFA_MESSAGES.mfaEmailNotVerified);
}

/**
 * Holds a code for a new number (it becomes the second factor once the code comes back) and
 * answers the text to send, which the caller sends once this has committed: no transaction waits
 * on the SMS provider, and a text that failed still counts towards the hourly cap.
 */
export async function startSmsEnrolment(
  write: MfaWrite,
  userId: string,
  digits: string,
): Promise<SmsMessage> {
  const { db } = write;
  const phone = `${MFA_PHONE_PREFIX}${digits}`;
  const [taken] = await db
    .select({ userId: mfaPhones.userId })
    .from(mfaPhones)
    .where(eq(mfaPhones.phone, phone));
  if (taken && taken.userId !== userId) throw refuse(409, 'mfa_phone_in_use', MFA_MESSAGES.mfaPhoneInUse);
  const now = write.clock();
  const [current] = await db
    .select({ sent: mfaPhones.textsSent, since: mfaPhones.textsWindowStart })
    .from(mfaPhones)
    .where(eq(mfaPhones.userId, userId));
  const isSameWindow = current?.since && now.getTime() - current.since.getTime() < 3_600_000;
  const sent = isSameWindow ? (current?.sent ?? 0) : 0;
  // Spec 001 §8 "Setup failure": too many attempts, wait an hour.
  if (sent >= SMS_TEXTS_PER_HOUR) throw refuse(429, 'mfa_setup_failed', MFA_MESSAGES.mfaSetupFailed);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const pending = {
    pendingPhone: phone,
    pendingCodeHash: sha256(`${userId}:${code}`),
    pendingExpiresAt: new Date(now.getTime() + SMS_CODE_MINUTES * 60_000),
    pendingAttempts: 0,
    textsSent: sent + 1,
    textsWindowStart: isSameWindow ? (current?.since ?? now) : now,
  };
  await db
    .insert(mfaPhones)
    .values({ userId, ...pending })
    .onConflictDoUpdate({ target: mfaPhones.userId, set: pending });
  return {
    to: phone,
    body: `${code} is your SchoolDog verification code. It works for ${SMS_CODE_MINUTES} minutes.`,
  };
}

/** Sends the enrolment text; a provider that fails gets the spec's send or resend message. */
export async function textEnrolmentCode(
  deps: Pick<AppDeps, 'sms' | 'log'>,
  text: SmsMessage,
  resend: boolean,
) {
  try {
    await deps.sms.send(text);
  } catch (error) {
    deps.log.error({ err: error }, 'MFA enrolment code not sent');
    throw resend
      ? refuse(502, 'mfa_resend_failed', MFA_MESSAGES.mfaResendFailed)
      : refuse(502, 'mfa_send_failed', MFA_MESSAGES.mfaSendFailed);
  }
}

/** The number waiting for its code, for a resend. */
export async function pendingPhoneOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select().from(mfaPhones).where(eq(mfaPhones.userId, userId));
  if (!row?.pendingPhone) throw refuse(400, 'mfa_resend_failed', MFA_MESSAGES.mfaResendFailed);
  return row.pendingPhone.slice(MFA_PHONE_PREFIX.length);
}

/** The answer to a wrong, expired or used-up enrolment code. */
export const InvalidEnrolmentCode = () =>
  refuse(400, 'mfa_invalid_code', MFA_MESSAGES.mfaInvalidEnrolmentCode);

/**
 * Checks the code sent to the new number; on success the number is the user's second factor. A
 * wrong code answers false rather than throwing, so the try it used is counted (a throw would roll
 * the count back); the caller refuses it after commit.
 */
export async function verifySmsEnrolment(write: MfaWrite, userId: string, code: string): Promise<boolean> {
  const { db } = write;
  const [row] = await db.select().from(mfaPhones).where(eq(mfaPhones.userId, userId));
  const now = write.clock();
  if (!row?.pendingPhone || !row.pendingCodeHash || !row.pendingExpiresAt || row.pendingExpiresAt <= now)
    return false;
  if (row.pendingAttempts >= SMS_CODE_TRIES) {
    await db
      .update(mfaPhones)
      .set({ pendingCodeHash: null, pendingExpiresAt: null })
      .where(eq(mfaPhones.userId, userId));
    return false;
  }
  if (!sameHash(row.pendingCodeHash, sha256(`${userId}:${code}`))) {
    await db
      .update(mfaPhones)
      .set({ pendingAttempts: row.pendingAttempts + 1 })
      .where(eq(mfaPhones.userId, userId));
    return false;
  }
  const before = await snapshotOf(db, userId);
  const [taken] = await db
    .select({ userId: mfaPhones.userId })
    .from(mfaPhones)
    .where(eq(mfaPhones.phone, row.pendingPhone));
  if (taken && taken.userId !== userId) throw refuse(409, 'mfa_phone_in_use', MFA_MESSAGES.mfaPhoneInUse);
  await db
    .update(mfaPhones)
    .set({
      phone: row.pendingPhone,
      pendingPhone: null,
      pendingCodeHash: null,
      pendingExpiresAt: null,
      pendingAttempts: 0,
    })
    .where(eq(mfaPhones.userId, userId));
  await markEnabled(write, userId, before);
  return true;
}

/** After a second factor is confirmed: MFA on, and when it was off, the mail with its revert link. */
export async function markEnabled(write: MfaWrite, userId: string, before: MfaSnapshot) {
  await write.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
  userChanged(write, userId);
  if (before.twoFactorEnabled) return;
  await recordSecurityEvent(write.db, { kind: 'mfa_enabled', userId });
  await mailRevertLink(write, userId, 'enabled', before);
}

/** The user's record changed: this instance forgets it at commit, every other one hears of it. */
function userChanged(write: MfaWrite, userId: string) {
  write.afterCommit(() => forgetUser(userId));
  write.events.publish({ type: 'user', id: userId });
}

/** What MFA looked like before a change, for its revert link. */
export async function snapshotOf(db: Db, userId: string): Promise<MfaSnapshot> {
  const [row] = await db
    .select({
      enabled: users.twoFactorEnabled,
      phone: mfaPhones.phone,
      secret: twoFactors.secret,
      backupCodes: twoFactors.backupCodes,
      verified: twoFactors.verified,
    })
    .from(users)
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .leftJoin(mfaPhones, eq(mfaPhones.userId, users.id))
    .where(eq(users.id, userId));
  return {
    twoFactorEnabled: row?.enabled ?? false,
    phone: row?.phone ?? null,
    totp:
      row?.secret && row.verified === true
        ? { secret: row.secret, backupCodes: row.backupCodes ?? '', verified: true }
        : null,
  };
}

/** Removes every second factor of the account, in the caller's transaction. */
async function clearMfa(write: MfaWrite, userId: string) {
  await write.db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await write.db.delete(mfaPhones).where(eq(mfaPhones.userId, userId));
  await write.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
  userChanged(write, userId);
}

/** The user turns MFA off (after reauthentication); the mail's link turns it back on. */
export async function turnOff(write: MfaWrite, userId: string) {
  const before = await snapshotOf(write.db, userId);
  if (!before.twoFactorEnabled) throw refuse(400, 'mfa_not_enrolled', MFA_MESSAGES.mfaNotEnrolled);
  await clearMfa(write, userId);
  await recordSecurityEvent(write.db, { kind: 'mfa_disabled', userId });
  await mailRevertLink(write, userId, 'disabled', before);
}

/**
 * An administrator resets a user's MFA (Manage MFA dialog); the user is told by mail, which leaves
 * after commit: a mail server down does not undo the reset nor fail the answer.
 */
export async function resetByAdministrator(write: MfaWrite, userId: string, byUserId: string) {
  const [user] = await write.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw refuse(404, 'not_found', 'Not found');
  await clearMfa(write, userId);
  await recordSecurityEvent(write.db, { kind: 'mfa_reset', userId, actorUserId: byUserId });
  await notify(write, mfaReset, { to: [userId], data: {} });
}

/** Keeps the link's token (as a hash) and mails the link; the mail leaves after commit. */
async function mailRevertLink(
  write: MfaWrite,
  userId: string,
  change: 'enabled' | 'disabled',
  before: MfaSnapshot,
) {
  const token = randomBytes(32).toString('base64url');
  await write.db.insert(mfaReverts).values({
    id: newId(),
    tokenHash: sha256(token),
    userId,
    change,
    before,
    expiresAt: new Date(write.clock().getTime() + REVERT_LINK_DAYS * 86_400_000),
  });
  const path = `/auth/revert-mfa?token=${encodeURIComponent(token)}`;
  await notify(write, mfaChanged, { to: [userId], data: { change, path, days: REVERT_LINK_DAYS } });
}

/**
 * The emailed link undoes its change once: MFA as it was before. Every session of the account
 * ends, since whoever made the change may hold one. All in one transaction: the link is spent
 * exactly when MFA is as it was (a failure part-way leaves both untouched, and the link works).
 */
export async function revert(write: MfaWrite, token: string): Promise<'enabled' | 'disabled'> {
  const { db } = write;
  const now = write.clock();
  const [link] = await db
    .update(mfaReverts)
    .set({ usedAt: now })
    .where(
      and(eq(mfaReverts.tokenHash, sha256(token)), isNull(mfaReverts.usedAt), gt(mfaReverts.expiresAt, now)),
    )
    .returning();
  if (!link) throw refuse(400, 'mfa_revert_invalid', MFA_MESSAGES.mfaRevertLinkInvalid);
  const { before } = link;
  await clearMfa(write, link.userId);
  if (before.totp) await db.insert(twoFactors).values({ id: newId(), userId: link.userId, ...before.totp });
  if (before.phone) {
    const [taken] = await db
      .select({ userId: mfaPhones.userId })
      .from(mfaPhones)
      .where(eq(mfaPhones.phone, before.phone));
    if (!taken) await db.insert(mfaPhones).values({ userId: link.userId, phone: before.phone });
  }
  if (before.twoFactorEnabled)
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, link.userId));
  await recordSecurityEvent(db, {
    kind: 'mfa_reverted',
    userId: link.userId,
    detail: { change: link.change },
  });
  await endSessionsOf(write, link.userId);
  return link.change;
}
