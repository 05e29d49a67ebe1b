import { participantsOf, type TWalk, walkTypeFor, ZWalkContext } from '@schooldog/domain';
import { definedOnly, isoOf, personOf } from '../../offline/overlay';
import {
  changesNamed,
  type OverlayContext,
  type PendingChangeOf,
  type PersonSummary,
} from '../../offline/pendingChanges';
import { walkKeys } from './keys';

/*
 * A walk after the user's queued changes, built the way the server builds it (walks/service.ts),
 * so a walk that exists only on this device looks like any other until the server's copy
 * replaces it.
 */

/** A walk started on this device: in progress, led by the user, as POST /api/walks makes it. */
export function walkFromCreate(change: PendingChangeOf<'walk.create'>, ctx: OverlayContext): TWalk {
  const { id, schoolId, collaboratorUserIds } = change.args;
  const leader = personOf(ctx);
  const collaborators = [...new Set(collaboratorUserIds)].filter((userId) => userId !== leader.id);
  const known = (ctx.cached?.(walkKeys.collaborators(schoolId)) as PersonSummary[] | undefined) ?? [];
  const people = [
    leader,
    ...collaborators.flatMap((userId) => known.filter((person) => person.id === userId).slice(0, 1)),
  ];
  const queuedAt = isoOf(change.queuedAt);
  return {
    id,
    schoolId,
    status: 'inprogress',
    walkType: walkTypeFor(ctx.user, schoolId),
    currentStage: 'observations',
    leaderUserId: leader.id,
    createdByUserId: leader.id,
    collaborators,
    participantUserIds: participantsOf(leader.id, collaborators),
    people,
    awaitingReviewBy: null,
    assessmentIds: [],
    assessments: [],
    submissionHistory: [],
    context: ZWalkContext.parse({}),
    entryCount: 0,
    tags: [],
    score: null,
    isAbandoned: false,
    timeSubmitted: null,
    autoCompleteAt: null,
    timeCreated: queuedAt,
    timeUpdated: queuedAt,
    timeCompleted: null,
    timeArchived: null,
    archivedByUserId: null,
    shouldSendNeighborhoodWatch: false,
    hasSentNeighborhoodWatch: false,
  };
}

/** A walk as known here: started on this device, else as the server last answered. */
export function knownWalk(walkId: string, ctx: OverlayContext): TWalk | null {
  const created = changesNamed(ctx.changes, 'walk.create').find((change) => change.args.id === walkId);
  if (created) return walkFromCreate(created, ctx);
  return (ctx.cached?.(walkKeys.detail(walkId)) as TWalk | null | undefined) ?? null;
}

/** A walk after a change of its context, collaborators or leader (PATCH /api/walks/:id). */
export function applyWalkUpdate(walk: TWalk, change: PendingChangeOf<'walk.update'>): TWalk {
  const { context, collaboratorUserIds, leaderUserId } = change.args.changes;
  let leader = walk.leaderUserId;
  let collaborators = collaboratorUserIds ? [...new Set(collaboratorUserIds)] : walk.collaborators;
  if (leaderUserId && leaderUserId !== leader && collaborators.includes(leaderUserId)) {
    collaborators = [...collaborators.filter((id) => id !== leaderUserId), leader];
    leader = leaderUserId;
  }
  return {
    ...walk,
    context: context ? { ...walk.context, ...definedOnly(context) } : walk.context,
    leaderUserId: leader,
    collaborators,
    participantUserIds: participantsOf(leader, collaborators),
    timeUpdated: isoOf(change.queuedAt),
  };
}

/** Newest first, as the server orders walks (timeCreated, then id). */
export function byNewestWalk(a: TWalk, b: TWalk): number {
  if (a.timeCreated !== b.timeCreated) return a.timeCreated < b.timeCreated ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
