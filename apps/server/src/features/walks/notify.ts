import type { WriteDeps } from '../../core/write.js';
import type { EventBus } from '../../platform/events.js';
import type { WalkRow } from './tables.js';
import { audienceOf } from './access.js';

/*
 * What a walk change tells people: its announcement and mail, held by the write until its commit
 * (core/write.ts), which also logs a mail that fails to send.
 */

type MailDeps = Pick<WriteDeps, 'mailer' | 'config'>;

/** Announces a walk change after its commit (the SSE route picks the audience). */
export function publishWalk(
  deps: { events: EventBus },
  row: WalkRow,
  action: 'created' | 'updated' | 'deleted',
) {
  deps.events.publish({ type: 'walk', id: row.id, action, ...audienceOf(row) });
}

const walkLink = (deps: MailDeps, walkId: string) => `${deps.config.publicUrl}/walks/walk/${walkId}`;

async function sendAll(deps: MailDeps, messages: { to: string; subject: string; text: string }[]) {
  for (const message of messages) await deps.mailer.send(message);
}

/** sendCollaboratorEmail (spec 000 §7): each new collaborator hears of the walk with its link. */
export async function sendCollaboratorEmails(
  deps: MailDeps,
  walkId: string,
  leaderName: string,
  schoolName: string,
  recipients: { email: string }[],
) {
  await sendAll(
    deps,
    recipients.map((recipient) => ({
      to: recipient.email,
      subject: `You were added to a SchoolDog Walk at ${schoolName}`,
      text: `${leaderName} added you as a collaborator on a SchoolDog Walk at ${schoolName}.\n\nOpen the walk: ${walkLink(deps, walkId)}\n`,
    })),
  );
}

/** The reviewer chosen on submit hears that a walk awaits their review. */
export async function sendReviewRequestEmail(
  deps: MailDeps,
  walkId: string,
  leaderName: string,
  schoolName: string,
  reviewerEmail: string,
) {
  await sendAll(deps, [
    {
      to: reviewerEmail,
      subject: `A SchoolDog Walk at ${schoolName} awaits your review`,
      text: `${leaderName} submitted a SchoolDog Walk at ${schoolName} for your review. It completes automatically 72 hours after submission unless you request revisions.\n\nReview it: ${walkLink(deps, walkId)}/review\n`,
    },
  ]);
}
