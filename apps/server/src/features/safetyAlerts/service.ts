import {
  canSeeSafetyAlert,
  canSeeSafetyAlertDeliveries,
  canSendSafetyAlert,
  isEligibleAlertRecipient,
  SAFETY_ALERT_MESSAGES,
  safetyAlertSchoolsManaged,
  type TPersonSummary,
  type TSafetyAlert,
  type TSafetyAlertsQuery,
  type TSafetyAlertSummary,
} from '@schooldog/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import { withinDistrictDays } from '../../core/district-days.js';
import type { WriteDeps } from '../../core/write.js';
import { decodeCursor, encodeCursor } from '../../db/cursor.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { type ObservationRow, observations } from '../entries/public.js';
import { deliveriesOf } from '../notifications/public.js';
import { candidates, users } from '../users/public.js';
import { type SafetyAlertRow, safetyAlertRecipients, safetyAlerts } from './tables.js';

/*
 * Reading safety alerts (issue 25 point 3): the list's tabs (received, sent, and all of the schools
 * one manages alerts at), one alert with who it reached and who read it, marking one read, the
 * unread count, and who may receive an alert at a school. Who sees what is the domain's rule
 * (canSeeSafetyAlert), on every route.
 */

type ReadDeps = Pick<AppDeps, 'db' | 'settings' | 'clock'>;

const personOf = (user: { id: string; firstName: string; lastName: string }): TPersonSummary => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
});

/** The viewer's own unread flags (user.unreadSafetyAlerts), read afresh (the actor's copy may be older). */
async function unreadOf(db: Executor, userId: string): Promise<Record<string, boolean>> {
  const [row] = await db.select({ unread: users.unreadSafetyAlerts }).from(users).where(eq(users.id, userId));
  return row?.unread ?? {};
}

function presentSummary(
  alert: SafetyAlertRow,
  entry: ObservationRow,
  sender: TPersonSummary | null,
  unread: Record<string, boolean>,
): TSafetyAlertSummary {
  return {
    id: alert.id,
    schoolId: alert.schoolId,
    status: alert.status,
    sender,
    message: alert.message,
    timeCreated: alert.timeCreated.toISOString(),
    timeSent: alert.timeSent?.toISOString() ?? null,
    recipientCount: alert.recipientUserIds.length,
    isUnread: unread[alert.id] === true,
    entry: {
      id: entry.id,
      observationType: entry.observationType,
      observationCategoryId: entry.observationCategoryId,
      observationItemId: entry.observationItemId,
      quantity: entry.quantity,
      location: entry.location,
      comment: entry.comment,
      imagePaths: entry.imagePaths,
      timestamp: entry.timestamp.toISOString(),
      walkId: entry.walkId,
      isDeleted: entry.isDeleted,
    },
  };
}

const withEntryAndSender = (db: Executor) =>
  db
    .select({
      alert: safetyAlerts,
      entry: observations,
      sender: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(safetyAlerts)
    .innerJoin(observations, eq(observations.id, safetyAlerts.entryId))
    .leftJoin(users, eq(users.id, safetyAlerts.senderUserId));

const receivedBy = (userId: string) =>
  sql`exists (select 1 from ${safetyAlertRecipients} where ${safetyAlertRecipients.safetyAlertId} = ${safetyAlerts.id} and ${safetyAlertRecipients.userId} = ${userId})`;

/** The tab's own condition; 'all' only for those who manage safety alerts, at the schools they do. */
function tabCondition(actor: Actor, tab: TSafetyAlertsQuery['tab']): SQL | undefined {
  if (tab === 'received') return receivedBy(actor.user.id);
  if (tab === 'sent') return eq(safetyAlerts.senderUserId, actor.user.id);
  const schools = safetyAlertSchoolsManaged(actor.permissions);
  if (schools === 'all') return undefined;
  if (schools.length === 0) throw Forbidden(SAFETY_ALERT_MESSAGES.alertsMayNotListAll);
  return inArray(safetyAlerts.schoolId, schools);
}

/** One page of a tab, newest first, with a (timeCreated, id) cursor. */
export async function listSafetyAlerts(
  deps: ReadDeps,
  actor: Actor,
  query: TSafetyAlertsQuery,
): Promise<{ safetyAlerts: TSafetyAlertSummary[]; nextCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [tabCondition(actor, query.tab)];
  if (query.schoolIds.length > 0) conditions.push(inArray(safetyAlerts.schoolId, query.schoolIds));
  conditions.push(...withinDistrictDays(safetyAlerts.timeCreated, query.dateRange));
  if (query.cursor) {
    const [time, id] = decodeCursor(query.cursor);
    conditions.push(sql`(${safetyAlerts.timeCreated}, ${safetyAlerts.id}) < (${time}::timestamptz, ${id})`);
  }
  const rows = await withEntryAndSender(deps.db)
    .where(and(...conditions))
    .orderBy(desc(safetyAlerts.timeCreated), desc(safetyAlerts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const unread = await unreadOf(deps.db, actor.user.id);
  const last = page.at(-1)?.alert;
  return {
    safetyAlerts: page.map(({ alert, entry, sender }) => presentSummary(alert, entry, sender, unread)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.timeCreated, last.id) : null,
  };
}

/** An alert the actor may see: 404 when unknown, 403 when not theirs to see. */
async function loadVisibleAlert(db: Executor, actor: Actor, id: string) {
  const [found] = await withEntryAndSender(db).where(eq(safetyAlerts.id, id));
  if (!found) throw NotFound(SAFETY_ALERT_MESSAGES.alertNotFound);
  const subject = {
    schoolId: found.alert.schoolId,
    senderUserId: found.alert.senderUserId,
    recipientUserIds: found.alert.recipientUserIds,
    isSent: found.alert.status === 'sent',
  };
  if (!canSeeSafetyAlert({ userId: actor.user.id, permissions: actor.permissions }, subject))
    throw Forbidden(SAFETY_ALERT_MESSAGES.alertNoAccess);
  return found;
}

/**
 * One alert: the entry, the sender, the message, and each recipient with when they read it and,
 * for its sender and those who manage safety alerts at its school, what reached them (null for the
 * other viewers: its recipients).
 */
export async function getSafetyAlert(deps: ReadDeps, actor: Actor, id: string): Promise<TSafetyAlert> {
  const { alert, entry, sender } = await loadVisibleAlert(deps.db, actor, id);
  const seesDeliveries = canSeeSafetyAlertDeliveries(
    { userId: actor.user.id, permissions: actor.permissions },
    alert,
  );
  const ids = alert.recipientUserIds;
  const people = ids.length
    ? await deps.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const told = await deps.db
    .select()
    .from(safetyAlertRecipients)
    .where(eq(safetyAlertRecipients.safetyAlertId, alert.id));
  const delivered = seesDeliveries
    ? await deliveriesOf(
        deps.db,
        told.flatMap((row) => (row.notificationId ? [row.notificationId] : [])),
      )
    : new Map<string, { email: boolean; pushDevices: number }>();
  const names = new Map(people.map((person) => [person.id, person]));
  const byUser = new Map(told.map((row) => [row.userId, row]));
  const recipients = ids.flatMap((userId) => {
    const person = names.get(userId);
    if (!person) return [];
    const row = byUser.get(userId);
    const reached = row?.notificationId ? delivered.get(row.notificationId) : undefined;
    return [
      {
        ...personOf(person),
        timeRead: row?.timeRead?.toISOString() ?? null,
        delivered: seesDeliveries
          ? {
              inApp: row !== undefined,
              pushDevices: reached?.pushDevices ?? 0,
              email: reached?.email ?? false,
            }
          : null,
      },
    ];
  });
  const unread = await unreadOf(deps.db, actor.user.id);
  return { ...presentSummary(alert, entry, sender, unread), recipients };
}

/** The Alerts button's count: the alert ids flagged unread (spec 000 §3 "User" unreadSafetyAlerts). */
export async function unreadCount(db: Executor, userId: string): Promise<{ count: number }> {
  return { count: Object.values(await unreadOf(db, userId)).filter((flag) => flag === true).length };
}

/**
 * Opening an alert marks it read for its recipient (others who see it change nothing): the unread
 * flag cleared, the time kept once, and each of their devices told live (so is the sender, who sees
 * who read it).
 */
export async function markRead(write: WriteDeps, actor: Actor, id: string): Promise<{ count: number }> {
  const { alert } = await loadVisibleAlert(write.db, actor, id);
  const me = actor.user.id;
  const [read] = await write.db
    .update(safetyAlertRecipients)
    .set({ timeRead: sql`coalesce(${safetyAlertRecipients.timeRead}, ${write.clock()})` })
    .where(and(eq(safetyAlertRecipients.safetyAlertId, alert.id), eq(safetyAlertRecipients.userId, me)))
    .returning();
  if (read) {
    await write.db
      .update(users)
      .set({ unreadSafetyAlerts: sql`${users.unreadSafetyAlerts} - ${alert.id}::text` })
      .where(eq(users.id, me));
    write.events.publish({
      type: 'safetyAlert',
      id: alert.id,
      action: 'updated',
      userIds: [...new Set([me, alert.senderUserId])],
    });
  }
  return unreadCount(write.db, me);
}

/** Who may receive an alert from an entry at this school (the entry dialog's choices), with their roles. */
export async function eligibleRecipients(deps: ReadDeps, actor: Actor, schoolId: string) {
  if (!canSendSafetyAlert(actor.permissions, schoolId))
    throw Forbidden(SAFETY_ALERT_MESSAGES.alertMayNotSend);
  return (await candidates(deps))
    .filter((person) => isEligibleAlertRecipient({ ...person, isArchived: false }, schoolId, actor.user.id))
    .map(({ user }) => ({ ...personOf(user), role: user.role, friendlyRole: user.friendlyRole }))
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}
