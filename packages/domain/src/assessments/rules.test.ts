import { describe, expect, it } from 'vitest';
import type { WalkStatus } from '../entries/schemas.js';
import { can } from '../permissions/check.js';
import { defaultPermissionsForRole } from '../permissions/defaults.js';
import type { PermissionMap } from '../permissions/names.js';
import { resolvePermissions } from '../permissions/resolve.js';
import { ROLES, type RoleName } from '../permissions/roles.js';
import { atSchools, buildSubject, WORK_ORDERS_ON } from '../permissions/test-factories.js';
import { canChooseActiveRubrics, canCreateRubric, canManageRubric, RUBRICS_MENU } from '../rubrics/rules.js';
import type { WalkSubject } from '../walks/rules.js';
import {
  ANY_ASSESSMENT_PERMISSION,
  ASSESSMENT_OR_RUBRIC,
  ASSESSMENTS_MENU,
  type AssessmentSubject,
  type AssessmentViewer,
  assessmentPath,
  canAddWalkAssessment,
  canAnswerAssessment,
  canBeginAssessment,
  canDeleteAssessment,
  canReopenAssessment,
  canSubmitAssessment,
  canViewAssessment,
} from './rules.js';
import type { AssessmentStatus } from './schemas.js';

const SCHOOL = 's1';
const OTHER_SCHOOL = 's2';

/** A person with their role's default permissions (permissions/defaults.ts) at SCHOOL; their id is the role. */
function viewer(
  userId: string,
  permissions: PermissionMap,
  extra: { isSchoolDogStaff?: boolean } = {},
): AssessmentViewer {
  const subject = buildSubject({ roleSchoolIds: [SCHOOL], permissions, ...extra });
  return { userId, permissions: resolvePermissions(subject, WORK_ORDERS_ON) };
}

/** The role table: one person per role, with that role's default permissions. */
const PEOPLE = Object.fromEntries(
  ROLES.map((role) => [role, viewer(role, defaultPermissionsForRole(role, [SCHOOL]))]),
) as Record<RoleName, AssessmentViewer>;

/** The roles passing a check, in ROLES order. */
const passing = (check: (person: AssessmentViewer) => boolean): RoleName[] =>
  ROLES.filter((role) => check(PEOPLE[role]));

// The roles the defaults give each assessment permission (district roles everywhere, the others at SCHOOL).
const MANAGERS: RoleName[] = ['schooldog_master_admin', 'district_safety_coordinator', 'principal'];
const VIEWERS: RoleName[] = [
  'schooldog_master_admin',
  'district_safety_coordinator',
  'district_nonsafety_coordinator',
  'principal',
  'assistant_principal',
  'sro_district',
  'sro',
];
const SUBMITTERS: RoleName[] = VIEWERS.filter((role) => role !== 'district_nonsafety_coordinator');
const RUBRIC_MAKERS: RoleName[] = ['schooldog_master_admin', 'district_safety_coordinator'];
const inRoleOrder = (roles: RoleName[]) => ROLES.filter((role) => roles.includes(role));

describe('menus and cards by role (spec 000 §2, §6)', () => {
  it.each([
    ['ASSESSMENTS_MENU', ASSESSMENTS_MENU, VIEWERS],
    ['ANY_ASSESSMENT_PERMISSION', ANY_ASSESSMENT_PERMISSION, VIEWERS],
    ['ASSESSMENT_OR_RUBRIC', ASSESSMENT_OR_RUBRIC, VIEWERS],
    ['RUBRICS_MENU', RUBRICS_MENU, RUBRIC_MAKERS],
  ] as const)('%s', (_, check, roles) => {
    expect(passing((p) => can(p.permissions, check))).toEqual(roles);
  });

  it('opens rubrics to someone with only create rubrics, and the Assessments menu to submit alone', () => {
    const creator = viewer('c', { 'create rubrics': atSchools(SCHOOL) });
    expect(can(creator.permissions, RUBRICS_MENU)).toBe(true);
    expect(can(creator.permissions, ASSESSMENT_OR_RUBRIC)).toBe(true);
    expect(can(creator.permissions, ASSESSMENTS_MENU)).toBe(false);
    const submitter = viewer('s', { 'submit assessments': atSchools(SCHOOL) });
    expect(can(submitter.permissions, ASSESSMENTS_MENU)).toBe(true);
    expect(can(submitter.permissions, RUBRICS_MENU)).toBe(false);
  });
});

describe('beginning an assessment', () => {
  it('needs submit assessments at the school, or anywhere without a school', () => {
    expect(passing((p) => canBeginAssessment(p, SCHOOL))).toEqual(SUBMITTERS);
    expect(passing((p) => canBeginAssessment(p))).toEqual(SUBMITTERS);
    // School-level roles hold it only at their own school.
    expect(passing((p) => canBeginAssessment(p, OTHER_SCHOOL))).toEqual([
      'schooldog_master_admin',
      'district_safety_coordinator',
      'sro_district',
    ]);
  });
});

/** An assessment outside a walk, at a school, made by someone. */
function standalone(status: AssessmentStatus, overrides: Partial<AssessmentSubject> = {}): AssessmentSubject {
  return {
    schoolId: SCHOOL,
    status,
    createdByUserId: 'assistant_principal',
    isDeleted: false,
    walk: null,
    ...overrides,
  };
}

describe('an assessment outside a walk, created by the assistant principal', () => {
  const creatorAndManagers = inRoleOrder([...MANAGERS, 'assistant_principal']);

  it.each([
    ['canViewAssessment', canViewAssessment, creatorAndManagers, VIEWERS],
    ['canAnswerAssessment', canAnswerAssessment, creatorAndManagers, []],
    ['canSubmitAssessment', canSubmitAssessment, creatorAndManagers, []],
    ['canReopenAssessment', canReopenAssessment, [], creatorAndManagers],
    ['canDeleteAssessment', canDeleteAssessment, creatorAndManagers, creatorAndManagers],
  ] as const)('%s: created, then submitted', (_, rule, whileOpen, onceSubmitted) => {
    expect(passing((p) => rule(p, standalone('created')))).toEqual(whileOpen);
    expect(passing((p) => rule(p, standalone('editing')))).toEqual(whileOpen);
    expect(passing((p) => rule(p, standalone('submitted')))).toEqual(onceSubmitted);
  });

  it('refuses everything once deleted', () => {
    for (const status of ['created', 'submitted'] as const) {
      const deleted = standalone(status, { isDeleted: true });
      for (const rule of [
        canViewAssessment,
        canAnswerAssessment,
        canSubmitAssessment,
        canReopenAssessment,
        canDeleteAssessment,
      ]) {
        expect(
          passing((p) => rule(p, deleted)),
          rule.name,
        ).toEqual([]);
      }
    }
  });

  it('lets a creator without submit assessments at the school see and delete it, but not answer or submit it', () => {
    // The SRO holds submit assessments at s1 only.
    const elsewhere = standalone('created', { schoolId: OTHER_SCHOOL, createdByUserId: 'sro' });
    const districtManagers: RoleName[] = ['schooldog_master_admin', 'district_safety_coordinator'];
    expect(passing((p) => canViewAssessment(p, elsewhere))).toEqual([...districtManagers, 'sro']);
    expect(passing((p) => canDeleteAssessment(p, elsewhere))).toEqual([...districtManagers, 'sro']);
    expect(passing((p) => canAnswerAssessment(p, elsewhere))).toEqual(districtManagers);
    expect(passing((p) => canSubmitAssessment(p, elsewhere))).toEqual(districtManagers);
  });
});

/** A walk at SCHOOL led by the principal with the educator as collaborator. */
function walkOf(status: WalkStatus, awaitingReviewBy: string | null = null): WalkSubject {
  return {
    schoolId: SCHOOL,
    status,
    walkType: 'school',
    leaderUserId: 'principal',
    collaborators: ['educator'],
    awaitingReviewBy,
  };
}
const onWalk = (walk: WalkSubject, status: AssessmentStatus = 'created'): AssessmentSubject => ({
  schoolId: SCHOOL,
  status,
  createdByUserId: 'principal',
  isDeleted: false,
  walk,
});

describe('a walk’s assessment (walk led by the principal, the educator collaborating)', () => {
  // School-walk managers: view and manage entries at the school, not collaborators.
  const walkManagers = inRoleOrder([...MANAGERS, 'assistant_principal']);

  it('in progress: participants answer; the walk’s managers add, skip and remove it; nobody submits it alone', () => {
    const subject = onWalk(walkOf('inprogress'));
    expect(passing((p) => canViewAssessment(p, subject))).toEqual(inRoleOrder([...MANAGERS, 'educator']));
    expect(passing((p) => canAnswerAssessment(p, subject))).toEqual(['principal', 'educator']);
    expect(passing((p) => canDeleteAssessment(p, subject))).toEqual(walkManagers);
    expect(passing((p) => canAddWalkAssessment(p, walkOf('inprogress')))).toEqual(walkManagers);
    expect(passing((p) => canSubmitAssessment(p, subject))).toEqual([]);
    expect(passing((p) => canReopenAssessment(p, onWalk(walkOf('inprogress'), 'submitted')))).toEqual([]);
  });

  it('in review: the reviewer sees it too; nobody answers, adds or removes', () => {
    const walk = walkOf('review', 'district_nonsafety_coordinator');
    const subject = onWalk(walk);
    expect(passing((p) => canViewAssessment(p, subject))).toEqual(
      inRoleOrder([...MANAGERS, 'educator', 'district_nonsafety_coordinator']),
    );
    for (const rule of [canAnswerAssessment, canDeleteAssessment, canSubmitAssessment]) {
      expect(
        passing((p) => rule(p, subject)),
        rule.name,
      ).toEqual([]);
    }
    expect(passing((p) => canAddWalkAssessment(p, walk))).toEqual([]);
  });

  it('complete and submitted: everyone who views assessments at the school sees it; nobody changes it', () => {
    const walk = walkOf('complete', 'district_safety_coordinator');
    const subject = onWalk(walk, 'submitted');
    expect(passing((p) => canViewAssessment(p, subject))).toEqual(inRoleOrder([...VIEWERS, 'educator']));
    for (const rule of [canAnswerAssessment, canDeleteAssessment, canSubmitAssessment, canReopenAssessment]) {
      expect(
        passing((p) => rule(p, subject)),
        rule.name,
      ).toEqual([]);
    }
  });

  it('a leader without submit assessments cannot add one to their walk', () => {
    const educatorsWalk = { ...walkOf('inprogress'), leaderUserId: 'educator', collaborators: [] };
    expect(canAddWalkAssessment(PEOPLE.educator, educatorsWalk)).toBe(false);
    expect(canAddWalkAssessment(PEOPLE.principal, educatorsWalk)).toBe(true);
  });

  it('a collaborator holding manage rights still cannot remove it (the leader’s call)', () => {
    const walk = { ...walkOf('inprogress'), collaborators: ['assistant_principal'] };
    expect(canDeleteAssessment(PEOPLE.assistant_principal, onWalk(walk))).toBe(false);
    expect(canAnswerAssessment(PEOPLE.assistant_principal, onWalk(walk))).toBe(true);
  });
});

describe('templates (rubrics)', () => {
  it('create rubrics or manage rubrics create; only manage rubrics chooses the active ones', () => {
    expect(passing(canCreateRubric)).toEqual(RUBRIC_MAKERS);
    expect(passing(canChooseActiveRubrics)).toEqual(RUBRIC_MAKERS);
    const creator = viewer('creator', { 'create rubrics': atSchools(SCHOOL) });
    expect(canCreateRubric(creator)).toBe(true);
    expect(canChooseActiveRubrics(creator)).toBe(false);
  });

  it('manage rubrics manages any template; create rubrics only one’s own', () => {
    const creator = viewer('creator', { 'create rubrics': atSchools(SCHOOL) });
    expect(passing((p) => canManageRubric(p, { createdByUserId: 'someone' }))).toEqual(RUBRIC_MAKERS);
    expect(canManageRubric(creator, { createdByUserId: 'creator' })).toBe(true);
    expect(canManageRubric(creator, { createdByUserId: 'someone' })).toBe(false);
    // Their own template, once the permission is gone: no longer theirs to change.
    expect(canManageRubric(PEOPLE.principal, { createdByUserId: 'principal' })).toBe(false);
  });

  it('product staff hold every assessment and rubric permission', () => {
    const staff = viewer('staff', {}, { isSchoolDogStaff: true });
    expect(canCreateRubric(staff) && canChooseActiveRubrics(staff)).toBe(true);
    expect(canBeginAssessment(staff, OTHER_SCHOOL)).toBe(true);
    expect(canAnswerAssessment(staff, standalone('created', { schoolId: OTHER_SCHOOL }))).toBe(true);
  });
});

describe('assessmentPath (spec 000 §2)', () => {
  it('links submitted assessments to the read-only view and the others to the editor', () => {
    expect(assessmentPath({ id: 'a1', status: 'submitted' })).toBe('/assessments/submitted/a1');
    expect(assessmentPath({ id: 'a1', status: 'created' })).toBe('/assessments/edit/a1');
    expect(assessmentPath({ id: 'a1', status: 'editing' })).toBe('/assessments/edit/a1');
    expect(assessmentPath({ id: 'a1', status: null })).toBeNull();
  });
});
