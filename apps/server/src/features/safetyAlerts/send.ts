import {
  canSendSafetyAlert,
  isEligibleAlertRecipient,
  MESSAGES,
  SAFETY_ALERT_MESSAGES,
} from '@schooldog/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { on } from '../../core/domain-events.js';
import type { WriteDeps } from '../../core/write.js';
import { Forbidden, Invalid } from '../../http/errors.js';
import { defineNotification } from '../../platform/notify/kinds.js';
import { type ObservationRow, observations } from '../entries/public.js';
import { notify } from '../notifications/public.js';
import { schoolNameOf } from '../schools/public.js';
import { candidates, fullName, users } from '../users/public.js';
import { type SafetyAlertRow, safetyAlertRecipients, safetyAlerts } from './tables.js';

/*
 * Sending a safety alert from an entry (spec 000 §4): made in the entry's own write when it is logged
 * with the alert on (online, or on sync: the same create, applied once per entry id, so a retried
 * push sends nothing again); sent at once from a floating entry, and from an entry of a walk once the
 * walk completes, once (placing it back in progress and completing again finds nothing held).
 */

interface AlertNews {
  safetyAlertId: string;
  school: string;
  by: string;
  message: string;
  location: string;
}

const alertPath = (id: string) => `/safetyAlerts/${id}`;

/** Required: no communication preference turns a safety alert off. */
export const safetyAlertSent = defineNotification<AlertNews>({
  kind: 'safetyAlerts.sent',
  channels: ['email', 'push'],
  // A door left open cannot wait for the phone's next convenient moment.
  urgency: 'high',
  message: {
    en: ({ safetyAlertId, school, by, message, location }) => ({
      subject: `Safety alert at ${school}`,
      paragraphs: [
        `${by} sent you a safety alert from an entry at ${school}${location ? ` (${location})` : ''}.`,
        ...(message ? [`Message: ${message}`] : []),
      ],
      action: { label: 'Open the alert', path: alertPath(safetyAlertId) },
      push: { title: `Safety alert at ${school}`, body: message || `${by} sent you a safety alert.` },
    }),
    es: ({ safetyAlertId, school, by, message, location }) => ({
      subject: `Alerta de seguridad en ${school}`,
      paragraphs: [
        `${by} le envió una alerta de seguridad desde una entrada en ${school}${location ? ` (${location})` : ''}.`,
        ...(message ? [`Mensaje: ${message}`] : []),
      ],
      action: { label: 'Abrir la alerta', path: alertPath(safetyAlertId) },
      push: {
        title: `Alerta de seguridad en ${school}`,
        body: message || `${by} le envió una alerta de seguridad.`,
      },
    }),
  },
});

/**
 * The sender may send at the entry's school, and each recipient may receive there (spec 000 §6);
 * answers the recipients, each found active.
 */
async function assertMaySend(write: WriteDeps, entry: ObservationRow): Promise<string[]> {
  const people = new Map(
    (await candidates(write, [entry.reportedByUserId, ...entry.safetyAlertUserIds])).map((person) => [
      person.id,
      person,
    ]),
  );
  const sender = people.get(entry.reportedByUserId);
  if (!sender || !canSendSafetyAlert(sender.permissions, entry.schoolId))
    throw Forbidden(SAFETY_ALERT_MESSAGES.alertMayNotSend);
  if (entry.safetyAlertUserIds.length === 0) throw Invalid({ safetyAlertUserIds: MESSAGES.fieldRequired });
  if (entry.safetyAlertUserIds.includes(entry.reportedByUserId))
    throw Invalid({ safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientSelf });
  for (const id of entry.safetyAlertUserIds) {
    const person = people.get(id);
    if (
      !person ||
      !isEligibleAlertRecipient({ ...person, isArchived: false }, entry.schoolId, entry.reportedByUserId)
    )
      throw Invalid({ safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientMustReceive });
  }
  return [...new Set(entry.safetyAlertUserIds)];
}

async function newsOf(write: WriteDeps, alert: SafetyAlertRow, entry: ObservationRow): Promise<AlertNews> {
  const [sender] = await write.db.select().from(users).where(eq(users.id, alert.senderUserId));
  return {
    safetyAlertId: alert.id,
    school: (await schoolNameOf(write.db, alert.schoolId)) ?? '',
    by: sender ? fullName(sender) : '',
    message: alert.message,
    location: entry.location,
  };
}

/**
 * Sends a held alert: each recipient still active is told through notifications (in the app, a push
 * to each device, an email), flagged unread (user.unreadSafetyAlerts) and recorded with the
 * notification whose deliveries say what reached them.
 */
async function send(
  write: WriteDeps,
  alert: SafetyAlertRow,
  entry: ObservationRow,
  // Those found active in this write already (sent on save); read again when the walk completes.
  checked?: string[],
): Promise<void> {
  const active = checked ?? (await candidates(write, alert.recipientUserIds)).map((person) => person.id);
  const told = await notify(write, safetyAlertSent, { to: active, data: await newsOf(write, alert, entry) });
  if (told.length > 0) {
    await write.db
      .insert(safetyAlertRecipients)
      .values(
        told.map(({ userId, notificationId }) => ({ safetyAlertId: alert.id, userId, notificationId })),
      );
    await write.db
      .update(users)
      .set({
        unreadSafetyAlerts: sql`${users.unreadSafetyAlerts} || jsonb_build_object(${alert.id}::text, true)`,
      })
      .where(inArray(users.id, active));
  }
  await write.db
    .update(safetyAlerts)
    .set({ status: 'sent', timeSent: write.clock() })
    .where(eq(safetyAlerts.id, alert.id));
  write.events.publish({
    type: 'safetyAlert',
    id: alert.id,
    action: 'created',
    userIds: [...new Set([alert.senderUserId, ...active])],
  });
}

export const safetyAlertSubscribers = [
  // Logged with the alert on: the alert is made now, with the id the entry recorded; a refusal
  // (sender or recipients not allowed) refuses the entry, online or on sync.
  on('entry.created', 'write', async (write, { entry }) => {
    const [id] = entry.createdSafetyAlertIds;
    if (!entry.shouldSendSafetyAlert || !id) return;
    const recipients = await assertMaySend(write, entry);
    const [alert] = await write.db
      .insert(safetyAlerts)
      .values({
        id,
        entryId: entry.id,
        schoolId: entry.schoolId,
        walkId: entry.walkId,
        senderUserId: entry.reportedByUserId,
        message: entry.safetyAlertMessage,
        recipientUserIds: entry.safetyAlertUserIds,
        status: 'held',
      })
      .returning();
    // "Safety alerts from a walk entry are sent only after the walk completes" (spec 000 §4).
    if (alert && !entry.walkId) await send(write, alert, entry, recipients);
  }),
  // The walk's held alerts go out with its completion, each once; those of entries deleted in the
  // meantime stay held (nothing to tell of).
  on('walk.completed', 'write', async (write, { walk }) => {
    const held = await write.db
      .select({ alert: safetyAlerts, entry: observations })
      .from(safetyAlerts)
      .innerJoin(observations, eq(observations.id, safetyAlerts.entryId))
      .where(
        and(
          eq(safetyAlerts.walkId, walk.id),
          eq(safetyAlerts.status, 'held'),
          eq(observations.isDeleted, false),
        ),
      )
      .orderBy(asc(safetyAlerts.timeCreated), asc(safetyAlerts.id));
    for (const { alert, entry } of held) await send(write, alert, entry);
  }),
];
