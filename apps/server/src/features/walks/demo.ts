import type { TCreateEntryRequest } from '@schooldog/domain';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction, type WriteDeps } from '../../core/write.js';
import { createEntry } from '../entries/public.js';
import { submitForReview, submitReview } from './lifecycle.js';
import { createWalk, updateWalk } from './service.js';
import { seedDemoYear } from './demo-year.js';
import { actorByEmail } from '../../seed/actor.js';
import { DEMO_EMAIL_DOMAIN } from '../../seed/demo.js';

type DemoEntry = Omit<TCreateEntryRequest, 'schoolId' | 'walkId'>;

const COMPLETED_WALK: DemoEntry[] = [
  {
    observationCategoryId: 'access',
    observationItemId: 'access-1',
    observationType: 'concern',
    quantity: 1,
    location: 'Gym side door',
    comment: 'Propped open with a chair after PE.',
  },
  {
    observationCategoryId: 'hallways',
    observationItemId: 'hallways-3',
    observationType: 'praise',
    quantity: 2,
    location: 'Main hallway',
    comment: 'Exit paths clear on both floors.',
  },
  {
    observationCategoryId: 'cameras',
    observationItemId: 'cameras-3',
    observationType: 'concern',
    quantity: 1,
    location: 'Bus loop',
    comment: 'Tree branch blocks the bus loop camera.',
  },
  {
    observationCategoryId: 'classrooms',
    observationItemId: 'classrooms-2',
    observationType: 'praise',
    quantity: 3,
    location: 'Room 114',
    comment: 'Emergency procedures posted by every door.',
  },
];

const IN_PROGRESS_WALK: DemoEntry[] = [
  {
    observationCategoryId: 'exterior',
    observationItemId: 'exterior-3',
    observationType: 'concern',
    quantity: 1,
    location: 'North fence',
    comment: 'Gate latch does not catch.',
  },
  {
    observationCategoryId: 'hallways',
    observationItemId: 'hallways-1',
    observationType: 'praise',
    quantity: 1,
    location: 'Front office',
    comment: 'Staff at every corner during the bell.',
  },
];

/**
 * Two demo walks at the second school, made through the same services as the app, so the
 * insight counts and histories are real: one complete (sent for review and approved by the
 * district safety coordinator), one in progress. None waits on anyone's review.
 */
export async function seedDemoWalks(deps: AppDeps): Promise<void> {
  const leader = await actorByEmail(deps, `principal2@${DEMO_EMAIL_DOMAIN}`);
  const schoolId = leader.user.roleSchoolIds[0];
  if (!schoolId) throw new Error('the second demo principal has no school');
  const collaborator = await actorByEmail(deps, `sro_district@${DEMO_EMAIL_DOMAIN}`);
  const reviewer = await actorByEmail(deps, `district_safety_coordinator@${DEMO_EMAIL_DOMAIN}`);
  const write = <T>(run: (write: WriteDeps) => Promise<T>) => inTransaction(deps, 'online', run);

  const log = async (walkId: string, entries: DemoEntry[]) => {
    for (const [index, entry] of entries.entries()) {
      const reporter = index % 2 === 0 ? leader : collaborator;
      await write((w) => createEntry(w, reporter, { ...entry, schoolId, walkId }));
    }
  };

  const { walk: done } = await write((w) =>
    createWalk(w, leader, { schoolId, collaboratorUserIds: [collaborator.user.id] }),
  );
  await log(done.id, COMPLETED_WALK);
  await write((w) =>
    updateWalk(w, leader, done.id, {
      context: {
        weatherPrecipitation: 'none',
        weatherTemperature: 64,
        additionalNotes: 'Work orders raised for the gym door and the camera.',
      },
    }),
  );
  await write((w) => submitForReview(w, leader, done.id, reviewer.user.id));
  await write((w) => submitReview(w, reviewer, done.id, { isApproved: true, comments: null }));

  const { walk: current } = await write((w) =>
    createWalk(w, leader, { schoolId, collaboratorUserIds: [collaborator.user.id] }),
  );
  await log(current.id, IN_PROGRESS_WALK);

  // Then the rest of the district's year, at every school.
  await seedDemoYear(deps);
}
