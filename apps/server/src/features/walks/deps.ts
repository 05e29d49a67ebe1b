import type { AppDeps } from '../../app.js';
import type { WalkRow } from './tables.js';
import { audienceOf } from './access.js';

/** What the walk services use of the app. */
export type WalkDeps = Pick<
  AppDeps,
  'db' | 'raw' | 'events' | 'mailer' | 'settings' | 'storage' | 'config' | 'clock'
> & { log?: { warn: (message: string) => void } };

/** Announces a walk change after its commit (the SSE route picks the audience). */
export function publishWalk(
  deps: Pick<WalkDeps, 'events'>,
  row: WalkRow,
  action: 'created' | 'updated' | 'deleted',
) {
  deps.events.publish({ type: 'walk', id: row.id, action, ...audienceOf(row) });
}

const walkLink = (deps: Pick<WalkDeps, 'config'>, walkId: string) =>
  `${deps.config.publicUrl}/walks/walk/${walkId}`;

/** Mail is best effort: a failed send is logged and never undoes the walk change. */
async function sendAll(deps: WalkDeps, messages: { to: string; subject: string; text: string }[]) {
  const results = await Promise.allSettled(messages.map((message) => deps.mailer.send(message)));
  for (const result of results) {
    if (result.status === 'rejected') deps.log?.warn(`walk mail not sent: ${String(result.reason)}`);
  }
}

/** sendCollaboratorEmail (spec 000 §7): each new collaborator hears of the walk with its link. */
export async function sendCollaboratorEmails(
  deps: WalkDeps,
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
  deps: WalkDeps,
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
