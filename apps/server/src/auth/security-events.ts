import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { securityEvents } from './tables.js';

/** What the security log records (ASVS 7.1.3, 7.2.1, 7.2.2). */
export type SecurityEventKind =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_throttled'
  | 'sign_out'
  | 'auto_sign_out'
  | 'password_changed'
  | 'password_reset'
  | 'role_changed'
  | 'permissions_changed'
  | 'account_archived'
  | 'account_restored'
  | 'account_deleted'
  | 'signed_out_everywhere'
  | 'mfa_enabled'
  | 'mfa_disabled'
  | 'mfa_reverted'
  | 'mfa_reset';

export interface SecurityEvent {
  kind: SecurityEventKind;
  userId?: string | null;
  email?: string | null;
  actorUserId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown> | null;
}

/** Failed sign-ins for one address within this window count towards its lock (ASVS 2.2.1). */
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000;
export const FAILED_SIGN_INS_MAX = 10;

/** Writes one security event; never a password, token or secret. */
export async function recordSecurityEvent(db: Pick<Db, 'insert'>, event: SecurityEvent): Promise<void> {
  await db.insert(securityEvents).values({
    kind: event.kind,
    userId: event.userId ?? null,
    email: event.email?.toLowerCase().slice(0, 320) ?? null,
    actorUserId: event.actorUserId ?? null,
    ip: event.ip?.slice(0, 64) ?? null,
    userAgent: event.userAgent?.slice(0, 300) ?? null,
    detail: event.detail ?? null,
  });
}

/**
 * Whether sign-in for this address is locked: too many failures within the window, whether or not
 * an account has it (so a lock does not tell which addresses exist), across all instances.
 */
export async function isSignInLocked(db: Db, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ failures: count() })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.email, email.toLowerCase().slice(0, 320)),
        eq(securityEvents.kind, 'sign_in_failed'),
        gte(securityEvents.time, new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_MS)),
      ),
    );
  return (row?.failures ?? 0) >= FAILED_SIGN_INS_MAX;
}
