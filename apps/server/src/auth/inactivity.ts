import { MESSAGES, newId, SIGNED_OUT_INACTIVE } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { UserRow } from '../features/users/public.js';
import { DomainError } from '../http/errors.js';
import type { EventBus } from '../platform/events.js';
import { recordSecurityEvent } from './security-events.js';
import { endSessionsOf } from './sessions.js';
import { sessions } from './tables.js';

/*
 * Auto sign-out on the server (spec 000 §2, 001 §4): a session unused for AUTO_SIGN_OUT_HOURS ends,
 * when enabled by configuration and always for product staff. The time-out also leaves the spec's
 * marker on the user, and every session signed in before the marker ends: one device timing out
 * signs the user out on all of them.
 */

const HOUR_MS = 3_600_000;

/** A session's activity is written at most this often, so that requests do not each write. */
export const ACTIVITY_WRITE_MS = 60_000;

/** Whether and after how long a user is signed out for inactivity; /api/me tells the web the same. */
export function autoSignOutOf(config: Config, user: Pick<UserRow, 'isSchoolDogStaff'>) {
  return { isEnabled: config.AUTO_SIGN_OUT || user.isSchoolDogStaff, afterHours: config.AUTO_SIGN_OUT_HOURS };
}

/** What the server knows of a session's use. */
export interface SessionActivity {
  sessionId: string;
  userId: string;
  signedInAt: Date;
  /** The last activity written (null: none since sign-in). */
  lastActiveAt: Date | null;
}

/** Reads a session's sign-in and last activity times; null when the session is gone. */
export async function readSessionActivity(db: Db, sessionId: string): Promise<SessionActivity | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      signedInAt: sessions.timeCreated,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

/** The time the marker on the user was set, if any. */
function markerTime(user: Pick<UserRow, 'autoSignOutData'>): number | null {
  const at = user.autoSignOutData ? Date.parse(user.autoSignOutData.timestamp) : Number.NaN;
  return Number.isFinite(at) ? at : null;
}

/**
 * Whether a session must end now: signed in before the user's auto-sign-out marker, or unused for
 * longer than the limit that applies to the user.
 */
function sessionVerdict(
  config: Config,
  user: Pick<UserRow, 'isSchoolDogStaff' | 'autoSignOutData'>,
  session: SessionActivity,
  now: Date,
): 'active' | 'marked' | 'idle' {
  const marker = markerTime(user);
  if (marker !== null && marker > session.signedInAt.getTime()) return 'marked';
  const { isEnabled, afterHours } = autoSignOutOf(config, user);
  const lastActive = Math.max(session.signedInAt.getTime(), session.lastActiveAt?.getTime() ?? 0);
  if (isEnabled && now.getTime() - lastActive > afterHours * HOUR_MS) return 'idle';
  return 'active';
}

/** Whether the session's activity is due to be written again (at most once per ACTIVITY_WRITE_MS). */
function isActivityDue(session: SessionActivity, now: Date): boolean {
  const last = session.lastActiveAt ?? session.signedInAt;
  return now.getTime() - last.getTime() >= ACTIVITY_WRITE_MS;
}

/** Writes the session's activity; the caller's copy follows. */
async function recordSessionActivity(db: Db, session: SessionActivity, now: Date): Promise<void> {
  await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, session.sessionId));
  session.lastActiveAt = now;
}

/** The answer to a request whose session just ended for inactivity: the web shows the spec's toast. */
const SignedOutInactive = () => new DomainError(401, SIGNED_OUT_INACTIVE, MESSAGES.autoSignedOut);

/**
 * Ends a session found idle or marked. An idle one sets the marker and ends every session of the
 * user, on every instance at once; a marked one (a session the marker's sweep missed) ends alone.
 */
async function endInactiveSession(
  deps: { db: Db; events: EventBus },
  session: SessionActivity,
  verdict: 'marked' | 'idle',
  now: Date,
): Promise<void> {
  if (verdict === 'marked') {
    await deps.db.delete(sessions).where(eq(sessions.id, session.sessionId));
    deps.events.publish({ type: 'sessions', userId: session.userId, sessionIds: [session.sessionId] });
    return;
  }
  await deps.db
    .update(users)
    .set({ autoSignOutData: { key: newId(), timestamp: now.toISOString() } })
    .where(eq(users.id, session.userId));
  deps.events.publish({ type: 'user', id: session.userId });
  await endSessionsOf(deps, session.userId);
  await recordSecurityEvent(deps.db, { kind: 'auto_sign_out', userId: session.userId });
}

type ActivityDeps = { db: Db; events: EventBus; config: Config; clock: () => Date };

/**
 * Auto sign-out for one request's session: an idle or marked session ends and the request is
 * refused (SignedOutInactive); an active one has its activity written when due.
 */
export async function applyAutoSignOut(
  deps: ActivityDeps,
  session: SessionActivity,
  user: Pick<UserRow, 'isSchoolDogStaff' | 'autoSignOutData'>,
): Promise<void> {
  const now = deps.clock();
  const verdict = sessionVerdict(deps.config, user, session, now);
  if (verdict !== 'active') {
    await endInactiveSession(deps, session, verdict, now);
    throw SignedOutInactive();
  }
  if (isActivityDue(session, now)) await recordSessionActivity(deps.db, session, now);
}

/** The same for a session known by id (better-auth's own endpoints that use it). */
export async function applyAutoSignOutTo(deps: ActivityDeps, sessionId: string): Promise<void> {
  const session = await readSessionActivity(deps.db, sessionId);
  if (!session) return;
  const [user] = await deps.db.select().from(users).where(eq(users.id, session.userId));
  if (user) await applyAutoSignOut(deps, session, user);
}
