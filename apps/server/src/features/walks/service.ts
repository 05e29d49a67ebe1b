import {
  can,
  canEditWalk,
  canManageWalk,
  canManageWalkAccess,
  isEligibleCollaborator,
  LIMITS,
  newId,
  participantsOf,
  type TCreateWalkRequest,
  type TUpdateWalkRequest,
  type TWalk,
  walkTypeFor,
  ZCreateWalkRequest,
  ZWalkContext,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import type { WriteDeps } from '../../core/write.js';
import { createOnce } from '../../db/create-once.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, Invalid } from '../../http/errors.js';
import { schoolNameOf } from '../schools/public.js';
import { type Candidate, candidates, type UserRow } from '../users/public.js';
import { assertNotComplete, loadViewableWalk, personOf, viewerOf } from './access.js';
import { changeWalk } from './change.js';
import { publishWalk } from './live.js';
import { presentOneWalk } from './presenter.js';
import { type NewWalkRow, type WalkRow, walks } from './tables.js';

/** What the walks' reads use of the app. */
type ReadDeps = Pick<AppDeps, 'db' | 'settings' | 'clock'>;

/**
 * New walk (spec 000 §5): collaborators are at most 10, never oneself, and each can log entries at
 * the school. Only newly added ones are checked when the list is edited later.
 */
function assertCollaborators(
  schoolId: string,
  selfId: string,
  added: string[],
  people: Map<string, Candidate>,
): UserRow[] {
  if (added.includes(selfId))
    throw Invalid({ collaboratorUserIds: 'You cannot add yourself as a collaborator.' });
  const eligible = added.map((id) => people.get(id));
  if (eligible.some((person) => !person || !isEligibleCollaborator(person, schoolId, selfId)))
    throw Invalid({ collaboratorUserIds: 'Each collaborator must be able to log entries at this school.' });
  return eligible.flatMap((person) => (person ? [person.user] : []));
}

/**
 * POST /api/walks (and walk.create offline): starts a walk led by its creator; its collaborators are
 * told ('walk.created'). A repeated client id returns the walk already made.
 */
export async function createWalk(
  deps: WriteDeps,
  actor: Actor,
  input: TCreateWalkRequest,
): Promise<{ walk: TWalk; isNew: boolean }> {
  const request = ZCreateWalkRequest.parse(input);
  const id = request.id ?? newId();
  let added: UserRow[] = [];
  const { row, isNew } = await createOnce({
    find: async () => (await deps.db.select().from(walks).where(eq(walks.id, id)))[0],
    isOwn: (existing) => existing.createdByUserId === actor.user.id,
    conflict: 'A walk with this id already exists.',
    insert: async () => {
      const name = await schoolNameOf(deps.db, request.schoolId);
      if (name === null) throw Invalid({ schoolId: 'This school does not exist.' });
      if (!can(actor.permissions, 'log entries', request.schoolId))
        throw Forbidden('You may not log entries at this school.');
      const collaboratorIds = [...new Set(request.collaboratorUserIds)];
      const people = new Map((await candidates(deps, collaboratorIds)).map((person) => [person.id, person]));
      added = assertCollaborators(request.schoolId, actor.user.id, collaboratorIds, people);
      const now = deps.clock();
      const row: NewWalkRow = {
        id,
        schoolId: request.schoolId,
        status: 'inprogress',
        walkType: walkTypeFor(
          { isDistrictUser: actor.isDistrictUser, roleSchoolIds: actor.user.roleSchoolIds },
          request.schoolId,
        ),
        currentStage: 'observations',
        leaderUserId: actor.user.id,
        createdByUserId: actor.user.id,
        collaborators: collaboratorIds,
        participantUserIds: participantsOf(actor.user.id, collaboratorIds),
        submissionHistory: [],
        context: ZWalkContext.parse({}),
        timeCreated: now,
        timeUpdated: now,
      };
      const [created] = await deps.db.insert(walks).values(row).onConflictDoNothing().returning();
      if (created)
        await deps.emit('walk.created', {
          walk: created,
          byUserId: actor.user.id,
          addedUserIds: added.map((user) => user.id),
        });
      return created ?? null;
    },
  });
  if (isNew) publishWalk(deps, row, 'created');
  return { walk: await presentOneWalk(deps.db, row, deps.clock()), isNew };
}

export async function getWalk(deps: ReadDeps, actor: Actor, walkId: string): Promise<TWalk> {
  return presentOneWalk(deps.db, await loadViewableWalk(deps.db, actor, walkId), deps.clock());
}

/** The people a patch names. */
async function namedPeople(deps: WriteDeps, patch: TUpdateWalkRequest) {
  const ids = [...(patch.collaboratorUserIds ?? []), ...(patch.leaderUserId ? [patch.leaderUserId] : [])];
  return new Map((await candidates(deps, [...new Set(ids)])).map((person) => [person.id, person]));
}

/**
 * The leader's patch of collaborators and leader (spec 000 §4 "Leader change"); the walk's entries
 * follow a new walk type ('walk.accessChanged').
 */
function accessChange(row: WalkRow, patch: TUpdateWalkRequest, people: Map<string, Candidate>) {
  let collaborators = patch.collaboratorUserIds ? [...new Set(patch.collaboratorUserIds)] : row.collaborators;
  const addedIds = collaborators.filter((id) => !row.collaborators.includes(id));
  const added = assertCollaborators(row.schoolId, row.leaderUserId, addedIds, people);
  let leaderUserId = row.leaderUserId;
  let walkType = row.walkType;
  if (patch.leaderUserId && patch.leaderUserId !== row.leaderUserId) {
    if (!collaborators.includes(patch.leaderUserId))
      throw Invalid({ leaderUserId: 'The new leader must be one of the collaborators.' });
    const leader = people.get(patch.leaderUserId);
    if (!leader) throw Invalid({ leaderUserId: 'This person cannot lead the walk.' });
    // The old leader stays on as a collaborator; the walk type follows the new leader.
    collaborators = [...collaborators.filter((id) => id !== patch.leaderUserId), row.leaderUserId];
    leaderUserId = patch.leaderUserId;
    walkType = walkTypeFor(
      { isDistrictUser: leader.isDistrictUser, roleSchoolIds: leader.user.roleSchoolIds },
      row.schoolId,
    );
  }
  if (collaborators.length > LIMITS.collaboratorsMax)
    throw Invalid({ collaboratorUserIds: `Choose at most ${LIMITS.collaboratorsMax} collaborators.` });
  return {
    next: {
      collaborators,
      leaderUserId,
      walkType,
      participantUserIds: participantsOf(leaderUserId, collaborators),
    },
    added,
  };
}

/**
 * PATCH /api/walks/:id (and walk.update offline): context by participants while in progress;
 * access and leader by the leader.
 */
export async function updateWalk(
  deps: WriteDeps,
  actor: Actor,
  walkId: string,
  patch: TUpdateWalkRequest,
): Promise<TWalk> {
  await loadViewableWalk(deps.db, actor, walkId);
  const people = await namedPeople(deps, patch);
  let added: UserRow[] = [];
  const { before, row } = await changeWalk(deps, actor, walkId, async (before) => {
    assertNotComplete(before);
    const viewer = viewerOf(actor);
    const next: Partial<WalkRow> = {};
    if (patch.context) {
      if (!canEditWalk(viewer, before))
        throw Forbidden(
          'Only the leader and collaborators can edit a walk, and only while it is in progress.',
        );
      next.context = ZWalkContext.parse({ ...before.context, ...patch.context });
    }
    if (patch.collaboratorUserIds || patch.leaderUserId) {
      if (!canManageWalkAccess(viewer, before))
        throw Forbidden('Only the leader can manage access to a walk.');
      const change = accessChange(before, patch, people);
      Object.assign(next, change.next);
      added = change.added;
    }
    return next;
  });
  if (patch.collaboratorUserIds || patch.leaderUserId)
    await deps.emit('walk.accessChanged', {
      before,
      after: row,
      byUserId: actor.user.id,
      addedUserIds: added.map((user) => user.id),
    });
  return presentOneWalk(deps.db, row, deps.clock());
}

/** Archive or unarchive (spec 000 §4): manage rights; allowed on a complete walk too. */
export async function archiveWalk(deps: WriteDeps, actor: Actor, walkId: string, archived: boolean) {
  await loadViewableWalk(deps.db, actor, walkId);
  const { row } = await changeWalk(deps, actor, walkId, async (before) => {
    if (!canManageWalk(viewerOf(actor), before)) throw Forbidden('You may not archive this walk.');
    return archived
      ? { timeArchived: deps.clock(), archivedByUserId: actor.user.id }
      : { timeArchived: null, archivedByUserId: null };
  });
  return presentOneWalk(deps.db, row, deps.clock());
}

/** Users who can log entries at the school, excluding oneself (and the walk's leader when given). */
export async function eligibleCollaborators(deps: ReadDeps, actor: Actor, schoolId: string, walkId?: string) {
  let leaderId = actor.user.id;
  if (walkId) {
    // The walk's own school and leader: a walk cannot be used to list another school's people.
    const walk = await loadViewableWalk(deps.db, actor, walkId);
    leaderId = walk.leaderUserId;
    schoolId = walk.schoolId;
  } else if (!can(actor.permissions, 'log entries', schoolId)) {
    // Only a possible leader of a walk at the school may list its people.
    throw Forbidden('You may not start a walk at this school.');
  }
  return (await candidates(deps))
    .filter((person) => isEligibleCollaborator(person, schoolId, leaderId) && person.id !== actor.user.id)
    .map((person) => personOf(person.user))
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}
