/**
 * Role defaults for 'Set default permissions for Role' (spec 001 §6: it "grants each permission
 * everywhere, for the user's schools, or not at all depending on the role. Maintenance roles
 * become work order staff"). The spec does not list the table; this is what a US district expects.
 *
 * Scope: roles the spec calls district-level get every grant `always` (all schools, forSchools
 * []); the others get `forSchools` = the user's schools. One exception: maintenance_staff is
 * granted `always`, because "maintenance roles become work order staff" and new work order staff
 * are created with isDistrictLevel true (spec 001 §3, §9): a district's maintenance crew serves
 * every school and often has no schools listed, so per-school grants would leave it inert.
 * A permission the role does not get is omitted from the map (never stored as hasPermission false),
 * so the map stays small for the 984-character cap.
 *
 * Choices per role:
 * - schooldog_master_admin: everything, including manage users/district/schools and
 *   administrative reports, but not 'be proposed tasks' (an administrator is not a work-order
 *   assignee; assignees are "users who can be proposed tasks").
 * - district_safety_coordinator: the whole safety side (entries and walks, alerts, assessments,
 *   rubrics, drills, insights, leaderboards, data profiles, both kinds of report), manage users and
 *   schools, and propose/manage work orders. Not manage district (renaming schools stays with the
 *   master admin) and not work-order settings or staff (the maintenance supervisor's job).
 * - district_nonsafety_coordinator: read-only oversight (view entries, assessments, insights,
 *   leaderboards, both kinds of report) and propose tasks.
 * - principal: runs safety at their schools: entries and walks incl. manage entries (school-led
 *   walks), neighborhood watch, leaderboards, send/receive alerts, drills, view/submit/manage
 *   assessments, insights, propose tasks, manage schools (school info and files). Not manage
 *   other entries: district- and partner-led walks belong to the district.
 * - assistant_principal: the principal's set without manage schools and manage assessments.
 * - sro_district: district-wide log/view entries, send/receive/manage alerts, drills,
 *   view/submit assessments, insights, leaderboards, propose tasks.
 * - sro: the same at their schools, without manage safety alerts, which no school-level role
 *   (not even the principal) holds.
 * - custodial_supervisor: district-wide log/view entries, leaderboards, and propose, be proposed
 *   and manage tasks (a custodial work-order lead).
 * - custodial: at their schools log entries, propose tasks and be proposed tasks (assignable).
 * - educator: log entries, send/receive safety alerts, record drills.
 * - clerical: log entries, record drills, propose tasks.
 * - work_order_submitter: "work orders only": propose tasks at their schools, nothing else.
 * - maintenance_supervisor: district-wide work orders (propose, be proposed, manage tasks, manage
 *   tasks settings, manage task users) plus log and view entries (to see what a work order came from).
 * - maintenance_staff: work order staff: be proposed tasks and propose tasks, everywhere (see above).
 * Roles outside ROLES (the task-side roles and unknown keys) get an empty map: the spec gives
 * them no defaults and an administrator sets their permissions by hand.
 */
import { alwaysPermission, PERMISSIONS, type PermissionMap, type PermissionName } from './names.js';
import { isDistrictLevelRole, isRoleName, type RoleName } from './roles.js';

const ROLE_DEFAULTS = {
  schooldog_master_admin: PERMISSIONS.filter((name) => name !== 'be proposed tasks'),
  district_safety_coordinator: [
    'log entries',
    'view entries',
    'manage entries',
    'manage other entries',
    'download entry reports',
    'send neighborhood watch',
    'view entry leaderboards',
    'send safety alerts',
    'receive safety alerts',
    'manage safety alerts',
    'propose tasks',
    'manage tasks',
    'record drills',
    'view assessments',
    'submit assessments',
    'manage assessments',
    'create rubrics',
    'manage rubrics',
    'view data insights',
    'manage data profiles',
    'download administrative reports',
    'manage users',
    'manage schools',
  ],
  district_nonsafety_coordinator: [
    'view entries',
    'download entry reports',
    'view entry leaderboards',
    'propose tasks',
    'view assessments',
    'view data insights',
    'download administrative reports',
  ],
  principal: [
    'log entries',
    'view entries',
    'manage entries',
    'download entry reports',
    'send neighborhood watch',
    'view entry leaderboards',
    'send safety alerts',
    'receive safety alerts',
    'propose tasks',
    'record drills',
    'view assessments',
    'submit assessments',
    'manage assessments',
    'view data insights',
    'manage schools',
  ],
  assistant_principal: [
    'log entries',
    'view entries',
    'manage entries',
    'download entry reports',
    'send neighborhood watch',
    'view entry leaderboards',
    'send safety alerts',
    'receive safety alerts',
    'propose tasks',
    'record drills',
    'view assessments',
    'submit assessments',
    'view data insights',
  ],
  sro_district: [
    'log entries',
    'view entries',
    'view entry leaderboards',
    'send safety alerts',
    'receive safety alerts',
    'manage safety alerts',
    'propose tasks',
    'record drills',
    'view assessments',
    'submit assessments',
    'view data insights',
  ],
  sro: [
    'log entries',
    'view entries',
    'view entry leaderboards',
    'send safety alerts',
    'receive safety alerts',
    'propose tasks',
    'record drills',
    'view assessments',
    'submit assessments',
    'view data insights',
  ],
  custodial_supervisor: [
    'log entries',
    'view entries',
    'view entry leaderboards',
    'propose tasks',
    'be proposed tasks',
    'manage tasks',
  ],
  custodial: ['log entries', 'propose tasks', 'be proposed tasks'],
  educator: ['log entries', 'send safety alerts', 'receive safety alerts', 'record drills'],
  clerical: ['log entries', 'propose tasks', 'record drills'],
  work_order_submitter: ['propose tasks'],
  maintenance_supervisor: [
    'log entries',
    'view entries',
    'propose tasks',
    'be proposed tasks',
    'manage tasks',
    'manage tasks settings',
    'manage task users',
  ],
  maintenance_staff: ['propose tasks', 'be proposed tasks'],
} satisfies Record<RoleName, readonly PermissionName[]>;

/** Granted everywhere although the role is not district-level: work order staff (see above). */
const ALWAYS_SCOPED_ROLES: ReadonlySet<RoleName> = new Set(['maintenance_staff']);

/** 'Set default permissions for Role' (spec 001 §2, §6): each permission everywhere, for the user's schools, or omitted. */
export function defaultPermissionsForRole(role: string, schoolIds: string[]): PermissionMap {
  if (!isRoleName(role)) return {};
  const isEverywhere = isDistrictLevelRole(role) || ALWAYS_SCOPED_ROLES.has(role);
  const forSchools = [...new Set(schoolIds)];
  const map: PermissionMap = {};
  for (const name of ROLE_DEFAULTS[role]) {
    map[name] = isEverywhere
      ? alwaysPermission()
      : { hasPermission: true, always: false, forSchools: [...forSchools] };
  }
  return map;
}
