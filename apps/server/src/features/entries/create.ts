import {
  can,
  entryTags,
  newId,
  searchableLocation,
  type TCreateEntryRequest,
  type TEntry,
  walkTypeFor,
  ZCreateEntryRequest,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import { createOnce } from '../../db/create-once.js';
import type { Actor } from '../../http/access.js';
import { Forbidden } from '../../http/errors.js';
import { entryAssessmentLinks } from '../assessments/public.js';
import { walkToLogInto } from '../walks/public.js';
import { presentEntry } from './presenter.js';
import {
  assertEntryPlace,
  assertObservationChoice,
  assertPictures,
  deltaFields,
  publishEntry,
  recordDelta,
} from './service.js';
import { type NewObservationRow, observations } from './tables.js';
import { makeEntryWorkOrders } from './work-orders.js';

/**
 * Logs an entry (spec 000 §4 "Entry"): validated, tagged, audited with a create delta, and
 * announced as 'entry.created', whose subscribers (counts, the walk, its assessments) follow in the
 * write's transaction. A repeated id returns the stored entry.
 */
export async function createEntry(
  deps: WriteDeps,
  actor: Actor,
  input: TCreateEntryRequest,
): Promise<{ entry: TEntry; isNew: boolean }> {
  const request = ZCreateEntryRequest.parse(input);
  // Logged in a walk: the walk's school and walk type apply, and its participants log while in
  // progress. The walk is locked from here to the commit.
  const walk = request.walkId ? await walkToLogInto(deps.db, actor, request.walkId) : null;
  if (!walk && !can(actor.permissions, 'log entries', request.schoolId))
    throw Forbidden('You may not log entries at this school.');
  const id = request.id ?? newId();
  const { row, isNew } = await createOnce({
    find: async () => (await deps.db.select().from(observations).where(eq(observations.id, id)))[0],
    isOwn: (existing) => existing.reportedByUserId === actor.user.id,
    conflict: 'An entry with this id already exists.',
    insert: async () => {
      const settings = await deps.settings.get('observation');
      assertObservationChoice(settings, request.observationCategoryId, request.observationItemId);
      await assertEntryPlace(deps.db, {
        schoolId: walk?.schoolId ?? request.schoolId,
        locationDataProfileId: request.locationDataProfileId,
        locationDataProfileOptionId: request.locationDataProfileOptionId,
        isWalkSchool: walk !== null,
      });
      const row: NewObservationRow = {
        id,
        observationType: request.observationType,
        observationCategoryId: request.observationCategoryId,
        observationItemId: request.observationItemId,
        quantity: request.quantity,
        location: request.location,
        searchableLocation: searchableLocation(request.location),
        locationDataProfileId: request.locationDataProfileId,
        locationDataProfileOptionId: request.locationDataProfileOptionId,
        comment: request.comment,
        imagePaths: request.imagePaths,
        timestamp: request.timestamp ? new Date(request.timestamp) : deps.clock(),
        schoolId: walk?.schoolId ?? request.schoolId,
        reportedByUserId: actor.user.id,
        walkId: walk?.id ?? null,
        walkType:
          walk?.walkType ??
          walkTypeFor(
            { isDistrictUser: actor.isDistrictUser, roleSchoolIds: actor.user.roleSchoolIds },
            request.schoolId,
          ),
        isFloating: !walk,
        // The alert is made in this write by the safety alerts' subscriber of 'entry.created', with
        // the id the entry records now.
        shouldSendSafetyAlert: request.shouldSendSafetyAlert,
        safetyAlertUserIds: request.shouldSendSafetyAlert ? [...new Set(request.safetyAlertUserIds)] : [],
        safetyAlertMessage: request.shouldSendSafetyAlert ? request.safetyAlertMessage : '',
        createdSafetyAlertIds: request.shouldSendSafetyAlert ? [newId()] : [],
        ...entryTags(settings, request.observationCategoryId, request.observationItemId, request.manualTags),
      };
      const tx = deps.db;
      await assertPictures(tx, id, actor.user.id, request.imagePaths, []);
      const [inserted] = await tx.insert(observations).values(row).onConflictDoNothing().returning();
      if (!inserted) return null;
      recordDelta(deps, actor, inserted, 'create', deltaFields({}, inserted));
      await deps.emit('entry.created', { entry: inserted });
      // Its work orders, in this write: a refusal leaves no entry either.
      const createdTaskIds = await makeEntryWorkOrders(deps, actor, inserted, request.tasksToAddOnSubmission);
      return { ...inserted, createdTaskIds };
    },
  });
  if (isNew) publishEntry(deps, row, 'created', walk?.participantUserIds);
  // The acting user is the reporter of the entry they logged (no need to read them again).
  const reporter = { id: actor.user.id, firstName: actor.user.firstName, lastName: actor.user.lastName };
  const entry = presentEntry(row, reporter, walk);
  deps.later(entryAssessmentLinks, entry);
  return { entry, isNew };
}
