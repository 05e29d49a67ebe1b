import { eq } from 'drizzle-orm';
import { on } from '../../core/domain-events.js';
import type { WriteDeps } from '../../core/write.js';
import { defineNotification } from '../../platform/notify/kinds.js';
import { notify } from '../notifications/public.js';
import { schoolNameOf } from '../schools/public.js';
import { fullName, users } from '../users/public.js';
import type { WalkRow } from './tables.js';

/*
 * What a walk tells people (spec 000 §7 sendCollaboratorEmail, and the review steps): sent through
 * notifications by the walks' own subscribers, inside the write that caused them.
 */

interface WalkNews {
  walkId: string;
  school: string;
  /** Who did it; empty for the automatic completion. */
  by: string;
  comments?: string | null;
}

const walkPath = (walkId: string) => `/walks/walk/${walkId}`;

export const collaboratorAdded = defineNotification<WalkNews>({
  kind: 'walks.collaboratorAdded',
  preference: 'walkUpdates',
  channels: ['email', 'push'],
  message: {
    en: ({ walkId, school, by }) => ({
      subject: `You were added to a SchoolDog Walk at ${school}`,
      paragraphs: [`${by} added you as a collaborator on a SchoolDog Walk at ${school}.`],
      action: { label: 'Open the walk', path: walkPath(walkId) },
    }),
    es: ({ walkId, school, by }) => ({
      subject: `Le agregaron a un recorrido SchoolDog en ${school}`,
      paragraphs: [`${by} le agregó como colaborador en un recorrido SchoolDog en ${school}.`],
      action: { label: 'Abrir el recorrido', path: walkPath(walkId) },
    }),
  },
});

export const reviewRequested = defineNotification<WalkNews>({
  kind: 'walks.reviewRequested',
  channels: ['email', 'push'],
  message: {
    en: ({ walkId, school, by }) => ({
      subject: `A SchoolDog Walk at ${school} awaits your review`,
      paragraphs: [
        `${by} submitted a SchoolDog Walk at ${school} for your review.`,
        'It completes automatically 72 hours after submission unless you request revisions.',
      ],
      action: { label: 'Review the walk', path: `${walkPath(walkId)}/review` },
      push: {
        title: 'A walk awaits your review',
        body: `${by} sent a SchoolDog Walk at ${school} for your review.`,
      },
    }),
    es: ({ walkId, school, by }) => ({
      subject: `Un recorrido SchoolDog en ${school} espera su revisión`,
      paragraphs: [
        `${by} envió un recorrido SchoolDog en ${school} para su revisión.`,
        'Se completa automáticamente 72 horas después del envío, a menos que solicite revisiones.',
      ],
      action: { label: 'Revisar el recorrido', path: `${walkPath(walkId)}/review` },
      push: {
        title: 'Un recorrido espera su revisión',
        body: `${by} envió un recorrido SchoolDog en ${school} para su revisión.`,
      },
    }),
  },
});

export const revisionsRequested = defineNotification<WalkNews>({
  kind: 'walks.revisionsRequested',
  channels: ['email', 'push'],
  message: {
    en: ({ walkId, school, by, comments }) => ({
      subject: `Revisions requested on your SchoolDog Walk at ${school}`,
      paragraphs: [
        `${by} reviewed your SchoolDog Walk at ${school} and requested revisions. It is back in progress.`,
        ...(comments ? [`Comments: ${comments}`] : []),
      ],
      action: { label: 'Open the walk', path: walkPath(walkId) },
    }),
    es: ({ walkId, school, by, comments }) => ({
      subject: `Se solicitaron revisiones en su recorrido SchoolDog en ${school}`,
      paragraphs: [
        `${by} revisó su recorrido SchoolDog en ${school} y solicitó revisiones. Está de nuevo en curso.`,
        ...(comments ? [`Comentarios: ${comments}`] : []),
      ],
      action: { label: 'Abrir el recorrido', path: walkPath(walkId) },
    }),
  },
});

export const walkCompleted = defineNotification<WalkNews>({
  kind: 'walks.completed',
  preference: 'walkUpdates',
  channels: ['email', 'push'],
  message: {
    en: ({ walkId, school, by }) => ({
      subject: `The SchoolDog Walk at ${school} is complete`,
      paragraphs: [
        by
          ? `${by} completed the SchoolDog Walk at ${school} that you took part in.`
          : `The SchoolDog Walk at ${school} that you took part in completed automatically 72 hours after submission.`,
      ],
      action: { label: 'Open the walk', path: walkPath(walkId) },
    }),
    es: ({ walkId, school, by }) => ({
      subject: `El recorrido SchoolDog en ${school} está completo`,
      paragraphs: [
        by
          ? `${by} completó el recorrido SchoolDog en ${school} en el que usted participó.`
          : `El recorrido SchoolDog en ${school} en el que usted participó se completó automáticamente 72 horas después del envío.`,
      ],
      action: { label: 'Abrir el recorrido', path: walkPath(walkId) },
    }),
  },
});

async function newsOf(write: WriteDeps, walk: WalkRow, byUserId: string | null): Promise<WalkNews> {
  const [by] = byUserId ? await write.db.select().from(users).where(eq(users.id, byUserId)) : [];
  return {
    walkId: walk.id,
    school: (await schoolNameOf(write.db, walk.schoolId)) ?? '',
    by: by ? fullName(by) : '',
  };
}

export const walkNotifications = [collaboratorAdded, reviewRequested, revisionsRequested, walkCompleted];

/** Who hears of what, in the write that did it. */
export const walkNotificationSubscribers = [
  on('walk.created', 'write', async (write, { walk, byUserId, addedUserIds }) => {
    if (addedUserIds.length > 0)
      await notify(write, collaboratorAdded, { to: addedUserIds, data: await newsOf(write, walk, byUserId) });
  }),
  on('walk.accessChanged', 'write', async (write, { after, addedUserIds }) => {
    // The leader adds them, whoever clicked (a manager may manage access too).
    if (addedUserIds.length > 0)
      await notify(write, collaboratorAdded, {
        to: addedUserIds,
        data: await newsOf(write, after, after.leaderUserId),
      });
  }),
  on('walk.submitted', 'write', async (write, { walk, byUserId, reviewerUserId }) => {
    await notify(write, reviewRequested, { to: [reviewerUserId], data: await newsOf(write, walk, byUserId) });
  }),
  on('walk.revisionsRequested', 'write', async (write, { walk, byUserId, comments }) => {
    await notify(write, revisionsRequested, {
      to: [walk.leaderUserId],
      data: { ...(await newsOf(write, walk, byUserId)), comments },
    });
  }),
  on('walk.completed', 'write', async (write, { walk, byUserId }) => {
    await notify(write, walkCompleted, {
      to: walk.participantUserIds.filter((id) => id !== byUserId),
      data: await newsOf(write, walk, byUserId),
    });
  }),
];
