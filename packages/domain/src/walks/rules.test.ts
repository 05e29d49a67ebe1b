import { describe, expect, it } from 'vitest';
import type { WalkType } from '../entries/schemas.js';
import type { PermissionMap, ResolvedPermissions } from '../permissions/names.js';
import { resolvePermissions } from '../permissions/resolve.js';
import { atSchools, buildSubject, WORK_ORDERS_ON } from '../permissions/test-factories.js';
import {
  autoCompleteAt,
  canChangeEntry,
  canCompleteWalk,
  canEditWalk,
  canManageWalk,
  canManageWalkAccess,
  canPlaceWalkInProgress,
  canReviewWalk,
  canSubmitWalk,
  canViewWalk,
  historyColour,
  isAbandoned,
  isEligibleCollaborator,
  isEligibleReviewer,
  participantsOf,
  type WalkSubject,
  type WalkViewer,
} from './rules.js';
import { WALK_STATUSES, type WalkStatus } from '../entries/schemas.js';

const SCHOOL = 's1';
const manager = (school: string) => ({
  'log entries': atSchools(school),
  'view entries': atSchools(school),
  'manage entries': atSchools(school),
  'manage other entries': atSchools(school),
});

function person(id: string, permissions: PermissionMap): WalkViewer {
  const resolved: ResolvedPermissions = resolvePermissions(
    buildSubject({ roleSchoolIds: [SCHOOL], permissions }),
    WORK_ORDERS_ON,
  );
  return { userId: id, permissions: resolved };
}

/**
 * The six people of spec 000 §6's walk rules, a collaborator who also holds manage rights at the
 * school, and someone who only views entries there.
 */
const PEOPLE = {
  leader: person('leader', { 'log entries': atSchools(SCHOOL) }),
  collaborator: person('collaborator', { 'log entries': atSchools(SCHOOL) }),
  collaboratorManager: person('collaboratorManager', manager(SCHOOL)),
  reviewer: person('reviewer', manager(SCHOOL)),
  managerHere: person('managerHere', manager(SCHOOL)),
  managerElsewhere: person('managerElsewhere', manager('s2')),
  unrelated: person('unrelated', { 'log entries': atSchools(SCHOOL) }),
  viewerHere: person('viewerHere', { 'view entries': atSchools(SCHOOL) }),
} as const;
type Who = keyof typeof PEOPLE;

function walk(status: WalkStatus, walkType: WalkType): WalkSubject {
  return {
    schoolId: SCHOOL,
    status,
    walkType,
    leaderUserId: 'leader',
    collaborators: ['collaborator', 'collaboratorManager'],
    // The reviewer stays named once the walk is complete; none while in progress.
    awaitingReviewBy: status === 'inprogress' ? null : 'reviewer',
  };
}

type Rule = (viewer: WalkViewer, subject: WalkSubject) => boolean;
const WALK_TYPES: WalkType[] = ['school', 'district', 'partner'];
const managers: Who[] = ['leader', 'reviewer', 'managerHere'];

/** Who passes each rule, by status (the same for every walk type with these permissions). */
const EXPECTED: [name: string, rule: Rule, allowed: Record<WalkStatus, Who[]>][] = [
  [
    'canViewWalk',
    canViewWalk,
    {
      inprogress: ['leader', 'collaborator', 'collaboratorManager'],
      review: ['leader', 'collaborator', 'collaboratorManager', 'reviewer', 'managerHere', 'viewerHere'],
      complete: ['leader', 'collaborator', 'collaboratorManager', 'reviewer', 'managerHere', 'viewerHere'],
    },
  ],
  [
    'canEditWalk',
    canEditWalk,
    { inprogress: ['leader', 'collaborator', 'collaboratorManager'], review: [], complete: [] },
  ],
  ['canManageWalk', canManageWalk, { inprogress: managers, review: managers, complete: managers }],
  ['canManageWalkAccess', canManageWalkAccess, { inprogress: ['leader'], review: ['leader'], complete: [] }],
  ['canSubmitWalk', canSubmitWalk, { inprogress: ['leader'], review: [], complete: [] }],
  ['canCompleteWalk', canCompleteWalk, { inprogress: managers, review: managers, complete: [] }],
  ['canReviewWalk', canReviewWalk, { inprogress: [], review: ['reviewer'], complete: [] }],
  [
    'canPlaceWalkInProgress',
    canPlaceWalkInProgress,
    { inprogress: [], review: managers, complete: managers },
  ],
];

describe('walk access rules (spec 000 §6), for every person, status and walk type', () => {
  for (const [name, rule, allowed] of EXPECTED) {
    for (const status of WALK_STATUSES) {
      for (const walkType of WALK_TYPES) {
        it(`${name} on a ${walkType} walk ${status}: ${allowed[status].join(', ') || 'nobody'}`, () => {
          const passing = (Object.keys(PEOPLE) as Who[]).filter((who) =>
            rule(PEOPLE[who], walk(status, walkType)),
          );
          expect(passing.sort()).toEqual([...allowed[status]].sort());
        });
      }
    }
  }

  it('managing by permission follows the walk type: a school walk needs view and manage entries', () => {
    const manageOnly = person('m', { 'manage entries': atSchools(SCHOOL), 'log entries': atSchools(SCHOOL) });
    const otherOnly = person('o', { 'manage other entries': atSchools(SCHOOL) });
    expect(canManageWalk(manageOnly, walk('review', 'school'))).toBe(false);
    expect(canManageWalk(otherOnly, walk('review', 'school'))).toBe(false);
    expect(canManageWalk(otherOnly, walk('review', 'district'))).toBe(true);
    expect(canManageWalk(otherOnly, walk('review', 'partner'))).toBe(true);
    // Completing a school walk needs manage entries only; the leader can always complete.
    expect(canCompleteWalk(manageOnly, walk('review', 'school'))).toBe(true);
    expect(canCompleteWalk(manageOnly, walk('review', 'district'))).toBe(false);
  });
});

describe('a collaborator with manage rights acts as a collaborator: no archive, delete or complete of the leader’s walk', () => {
  // The table above holds them; these name the defect's three doors (card menu, settings, dashboard).
  for (const status of WALK_STATUSES) {
    it(`on a walk ${status}`, () => {
      const subject = walk(status, 'school');
      expect(canManageWalk(PEOPLE.collaboratorManager, subject)).toBe(false);
      expect(canCompleteWalk(PEOPLE.collaboratorManager, subject)).toBe(false);
      expect(canPlaceWalkInProgress(PEOPLE.collaboratorManager, subject)).toBe(false);
      // The same permissions outside the walk keep manage rights.
      expect(canManageWalk(PEOPLE.managerHere, subject)).toBe(true);
    });
  }
});

/*
 * Edit and Delete of an entry (canChangeEntry), the one rule the server applies and the web shows:
 * entries of a walk in each status, by each participant, for each person.
 */
describe('entry Edit/Delete by the walk rule: web and server read canChangeEntry', () => {
  const viewers = {
    ...PEOPLE,
    formerCollaborator: person('formerCollaborator', { 'log entries': atSchools(SCHOOL) }),
  };
  type Viewer = keyof typeof viewers;
  const managersOfEntries: Viewer[] = ['reviewer', 'managerHere'];
  // Who may change an entry of an in-progress walk, by its reporter; in review or complete, nobody.
  const inProgress: Record<string, Viewer[]> = {
    leader: ['leader', ...managersOfEntries],
    collaborator: ['leader', 'collaborator', ...managersOfEntries],
    collaboratorManager: ['leader', 'collaboratorManager', ...managersOfEntries],
    // A reporter no longer on the walk (removed from its collaborators) keeps their own entry.
    formerCollaborator: ['leader', 'formerCollaborator', ...managersOfEntries],
  };
  for (const walkType of WALK_TYPES) {
    for (const status of WALK_STATUSES) {
      for (const [reporter, allowed] of Object.entries(inProgress)) {
        const expected = status === 'inprogress' ? allowed : [];
        it(`an entry by the ${reporter} of a ${walkType} walk ${status}: ${expected.join(', ') || 'nobody'}`, () => {
          const subject = walk(status, walkType);
          const entry = { schoolId: SCHOOL, walkType, reportedByUserId: reporter, walkId: 'walk' };
          const passing = (Object.keys(viewers) as Viewer[]).filter((who) =>
            canChangeEntry(viewers[who], entry, subject),
          );
          expect(passing.sort()).toEqual([...expected].sort());
        });
      }
    }
  }

  it('a floating entry follows entry management; an entry of an unknown walk is not changed', () => {
    const floating = {
      schoolId: SCHOOL,
      walkType: 'school' as const,
      reportedByUserId: 'leader',
      walkId: null,
    };
    expect(canChangeEntry(PEOPLE.leader, floating, null)).toBe(true);
    expect(canChangeEntry(PEOPLE.managerHere, floating, null)).toBe(true);
    expect(canChangeEntry(PEOPLE.collaborator, floating, null)).toBe(false);
    expect(canChangeEntry(PEOPLE.leader, { ...floating, walkId: 'walk' }, null)).toBe(false);
  });
});

describe('eligibility', () => {
  const candidate = (who: Who) => ({
    id: PEOPLE[who].userId,
    permissions: PEOPLE[who].permissions,
    isSchoolDogStaff: false,
  });
  it('collaborators can log entries at the school and are never oneself', () => {
    expect(isEligibleCollaborator(candidate('collaborator'), SCHOOL, 'leader')).toBe(true);
    expect(isEligibleCollaborator(candidate('leader'), SCHOOL, 'leader')).toBe(false);
    expect(isEligibleCollaborator(candidate('viewerHere'), SCHOOL, 'leader')).toBe(false);
    expect(isEligibleCollaborator(candidate('managerElsewhere'), SCHOOL, 'leader')).toBe(false);
  });
  it('reviewers manage the walk by permission and are not its leader', () => {
    const subject = walk('inprogress', 'school');
    expect(isEligibleReviewer(candidate('managerHere'), subject)).toBe(true);
    expect(isEligibleReviewer(candidate('managerElsewhere'), subject)).toBe(false);
    expect(isEligibleReviewer(candidate('collaborator'), subject)).toBe(false);
    expect(isEligibleReviewer({ ...candidate('managerHere'), id: 'leader' }, subject)).toBe(false);
  });
  it('reviewer picker: product staff are never offered, whatever they may do', () => {
    const staff = { ...candidate('managerHere'), id: 'staff', isSchoolDogStaff: true };
    expect(isEligibleReviewer(staff, walk('inprogress', 'school'))).toBe(false);
  });
  it('collaborator picker: product staff are never offered either', () => {
    const staff = { ...candidate('collaborator'), id: 'staff', isSchoolDogStaff: true };
    expect(isEligibleCollaborator(staff, SCHOOL, 'leader')).toBe(false);
  });
});

describe('walk times and history', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it('an in-progress walk not updated for 7 days or more is Abandoned', () => {
    expect(isAbandoned({ status: 'inprogress', timeUpdated: daysAgo(7) }, now)).toBe(true);
    expect(isAbandoned({ status: 'inprogress', timeUpdated: daysAgo(6.99) }, now)).toBe(false);
    expect(isAbandoned({ status: 'review', timeUpdated: daysAgo(30) }, now)).toBe(false);
  });
  it('a walk in review completes automatically 72 hours after submission', () => {
    expect(autoCompleteAt(now).toISOString()).toBe('2025-03-13T12:00:00.000Z');
  });
  it('participants are the collaborators plus the leader, once each', () => {
    expect(participantsOf('l', ['a', 'l', 'a'])).toEqual(['a', 'l']);
  });
  it('history colours: last primary, complete green, in progress after review orange', () => {
    const step = (fromStatus: WalkStatus | null, toStatus: WalkStatus) => ({
      timestamp: '',
      fromStatus,
      toStatus,
      comments: null,
      notifiedEmails: [],
      byUserId: null,
      revisionsRequested: false,
    });
    const history = [
      step('inprogress', 'review'),
      step('review', 'inprogress'),
      step('review', 'complete'),
      step('complete', 'inprogress'),
    ];
    expect(history.map((_, index) => historyColour(history, index))).toEqual([
      'info',
      'warning',
      'success',
      'primary',
    ]);
  });
});
