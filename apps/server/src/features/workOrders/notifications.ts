import {
  canSeeWorkOrder,
  type Language,
  publicNumberOf,
  type TTasksSettings,
  type WorkOrderSubject,
} from '@schooldog/domain';
import type { WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { defineNotification, type Message } from '../../platform/notify/kinds.js';
import { notify } from '../notifications/public.js';
import { schoolNameOf } from '../schools/public.js';
import { candidates, fullName } from '../users/public.js';
import type { WorkOrderRow } from './tables.js';

/*
 * What a work order tells people (spec 001 §3 communication preferences taskAssigned, taskCompleted,
 * taskDeclined, taskComments, taskBoardNewTask), in the write that did it: never the person who
 * acted, and only active people who may see the work order.
 */

interface WorkOrderNews {
  workOrderId: string;
  /** WO-1042. */
  number: string;
  school: string;
  by: string;
  description: string;
  /** A comment's text, or the comment given with a status change. */
  comment?: string;
  board?: string;
}

const workOrderPath = (id: string) => `/tasks/task/${id}`;
// Enough of the description to know which work order it is, and a push short enough for its
// push service (about 4 KB); the page has the rest.
const DESCRIPTION_IN_MESSAGES = 200;
const brief = (text: string) =>
  text.length > DESCRIPTION_IN_MESSAGES ? `${text.slice(0, DESCRIPTION_IN_MESSAGES - 1)}…` : text;

const WORDS = {
  en: { open: 'Open the work order', comment: 'Comment' },
  es: { open: 'Abrir la orden de trabajo', comment: 'Comentario' },
} satisfies Record<Language, object>;

/**
 * A work order's message: the subject, what happened, then the description (or the comment) and
 * the comment given with it; the button and the push open the work order.
 */
function say(
  language: Language,
  news: WorkOrderNews,
  text: { subject: string; lead: string; pushTitle: string; about?: 'description' | 'comment' },
): Message {
  const about = text.about === 'comment' ? (news.comment ?? '') : news.description;
  const comment =
    text.about !== 'comment' && news.comment ? [`${WORDS[language].comment}: ${news.comment}`] : [];
  return {
    subject: text.subject,
    paragraphs: [text.lead, about, ...comment],
    action: { label: WORDS[language].open, path: workOrderPath(news.workOrderId) },
    push: { title: text.pushTitle, body: brief(news.comment || about) },
  };
}

const channels = ['email', 'push'] as const;

export const workOrderAssigned = defineNotification<WorkOrderNews>({
  kind: 'workOrders.assigned',
  preference: 'taskAssigned',
  channels,
  message: {
    en: (news) =>
      say('en', news, {
        subject: `Work order ${news.number} at ${news.school} was assigned to you`,
        lead: `${news.by} assigned you work order ${news.number} at ${news.school}.`,
        pushTitle: `${news.number} assigned to you`,
      }),
    es: (news) =>
      say('es', news, {
        subject: `Se le asignó la orden de trabajo ${news.number} en ${news.school}`,
        lead: `${news.by} le asignó la orden de trabajo ${news.number} en ${news.school}.`,
        pushTitle: `${news.number} asignada a usted`,
      }),
  },
});

export const workOrderCompleted = defineNotification<WorkOrderNews>({
  kind: 'workOrders.completed',
  preference: 'taskCompleted',
  channels,
  message: {
    en: (news) =>
      say('en', news, {
        subject: `Work order ${news.number} at ${news.school} is complete`,
        lead: `${news.by} completed work order ${news.number} at ${news.school}, which you follow.`,
        pushTitle: `${news.number} is complete`,
      }),
    es: (news) =>
      say('es', news, {
        subject: `La orden de trabajo ${news.number} en ${news.school} está completa`,
        lead: `${news.by} completó la orden de trabajo ${news.number} en ${news.school}, que usted sigue.`,
        pushTitle: `${news.number} está completa`,
      }),
  },
});

export const workOrderDeclined = defineNotification<WorkOrderNews>({
  kind: 'workOrders.declined',
  preference: 'taskDeclined',
  channels,
  message: {
    en: (news) =>
      say('en', news, {
        subject: `Work order ${news.number} at ${news.school} was declined`,
        lead: `${news.by} declined work order ${news.number} at ${news.school}, which you follow.`,
        pushTitle: `${news.number} was declined`,
      }),
    es: (news) =>
      say('es', news, {
        subject: `La orden de trabajo ${news.number} en ${news.school} fue rechazada`,
        lead: `${news.by} rechazó la orden de trabajo ${news.number} en ${news.school}, que usted sigue.`,
        pushTitle: `${news.number} fue rechazada`,
      }),
  },
});

export const workOrderCommented = defineNotification<WorkOrderNews>({
  kind: 'workOrders.commented',
  preference: 'taskComments',
  channels,
  message: {
    en: (news) =>
      say('en', news, {
        subject: `New comment on work order ${news.number} at ${news.school}`,
        lead: `${news.by} commented on work order ${news.number}, which you follow:`,
        pushTitle: `${news.by} on ${news.number}`,
        about: 'comment',
      }),
    es: (news) =>
      say('es', news, {
        subject: `Nuevo comentario en la orden de trabajo ${news.number} en ${news.school}`,
        lead: `${news.by} comentó en la orden de trabajo ${news.number}, que usted sigue:`,
        pushTitle: `${news.by} en ${news.number}`,
        about: 'comment',
      }),
  },
});

export const workOrderOnBoard = defineNotification<WorkOrderNews>({
  kind: 'workOrders.newOnBoard',
  preference: 'taskBoardNewTask',
  channels,
  message: {
    en: (news) =>
      say('en', news, {
        subject: `New work order ${news.number} on the ${news.board ?? ''} board`,
        lead: `${news.by} created work order ${news.number} at ${news.school} on the ${news.board ?? ''} board, one of your boards.`,
        pushTitle: `New on ${news.board ?? ''}: ${news.number}`,
      }),
    es: (news) =>
      say('es', news, {
        subject: `Nueva orden de trabajo ${news.number} en el tablero ${news.board ?? ''}`,
        lead: `${news.by} creó la orden de trabajo ${news.number} en ${news.school} en el tablero ${news.board ?? ''}, uno de sus tableros.`,
        pushTitle: `Nueva en ${news.board ?? ''}: ${news.number}`,
      }),
  },
});

export const workOrderNotifications = [
  workOrderAssigned,
  workOrderCompleted,
  workOrderDeclined,
  workOrderCommented,
  workOrderOnBoard,
];

type Kind = (typeof workOrderNotifications)[number];

/** What one change of a work order tells, to whom. */
export interface Telling {
  kind: Kind;
  to: readonly string[];
  comment?: string;
  board?: string;
}

/**
 * Tells people of a change made by `actor`: the actor is never told, nor anyone archived or no
 * longer able to see the work order (as it is after the change).
 */
export async function tell(
  write: WriteDeps,
  actor: Actor,
  row: WorkOrderRow,
  subject: WorkOrderSubject,
  settings: TTasksSettings,
  telling: Telling,
): Promise<void> {
  const others = telling.to.filter((id) => id !== actor.user.id);
  if (others.length === 0) return;
  const to = (await candidates(write, others))
    .filter((person) =>
      canSeeWorkOrder(
        {
          userId: person.id,
          permissions: person.permissions,
          isPrimarilyTaskUser: person.user.isPrimarilyTaskUser,
        },
        subject,
        settings,
      ),
    )
    .map((person) => person.id);
  if (to.length === 0) return;
  const news: WorkOrderNews = {
    workOrderId: row.id,
    number: publicNumberOf(row.publicId) ?? '',
    school: (await schoolNameOf(write.db, row.schoolId)) ?? '',
    by: fullName(actor.user),
    description: brief(row.description),
    ...(telling.comment ? { comment: telling.comment } : {}),
    ...(telling.board ? { board: telling.board } : {}),
  };
  await notify(write, telling.kind, { to, data: news });
}
