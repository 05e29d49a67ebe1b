import { PRODUCT_NAME } from '../brand.js';
import type { PermissionMap } from './names.js';

/** The roles of spec 000 §6 / 001 §6 "Roles", in the spec's order. */
export const ROLES = [
  'schooldog_master_admin',
  'district_safety_coordinator',
  'district_nonsafety_coordinator',
  'principal',
  'assistant_principal',
  'sro_district',
  'sro',
  'custodial_supervisor',
  'custodial',
  'educator',
  'clerical',
  'work_order_submitter',
  'maintenance_supervisor',
  'maintenance_staff',
] as const;
export type RoleName = (typeof ROLES)[number];

/** "Other role names seen on the dashboard" (spec 001 §6); they carry no default permissions. */
export const TASK_SIDE_ROLES = [
  'school_safety_team',
  'school_safety_leader',
  'maintenance_work_order_manager',
  'school_resource_officer',
] as const;
export type TaskSideRoleName = (typeof TASK_SIDE_ROLES)[number];

const DISPLAY_NAMES = new Map<string, string>([
  ['schooldog_master_admin', `${PRODUCT_NAME} Master Administrator`],
  ['district_safety_coordinator', 'District-Level Safety Coordinator'],
  ['district_nonsafety_coordinator', 'District-Level Administrator (Non-Safety)'],
  ['principal', 'Principal'],
  ['assistant_principal', 'Assistant Principal'],
  // The spec gives both resource-officer roles, and both custodial roles, one display name and
  // tells them apart in words (001 §6): those words follow it, so no two roles read the same.
  ['sro_district', 'School Resource Officer (District-Wide)'],
  ['sro', 'School Resource Officer (School-Level)'],
  ['custodial_supervisor', 'Custodial/Environmental (District Supervisor)'],
  ['custodial', 'Custodial/Environmental (School-Level)'],
  ['educator', 'Educator'],
  ['clerical', 'Clerical'],
  ['work_order_submitter', 'Work Order Submitter'],
  ['maintenance_supervisor', 'Maintenance Supervisor'],
  ['maintenance_staff', 'Maintenance Staff'],
  ['school_safety_team', 'School Safety Team'],
  ['school_safety_leader', 'School Safety Leader'],
  ['maintenance_work_order_manager', 'Maintenance Work Order Manager'],
  ['school_resource_officer', 'School Resource Officer'],
] satisfies [RoleName | TaskSideRoleName, string][]);

const DISTRICT_LEVEL_ROLES: ReadonlySet<string> = new Set<RoleName>([
  'schooldog_master_admin',
  'district_safety_coordinator',
  'district_nonsafety_coordinator',
  'sro_district',
  'custodial_supervisor',
  'maintenance_supervisor',
]);
const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

/** True for the fourteen roles of spec 000 §6 "Roles". */
export function isRoleName(role: string): role is RoleName {
  return ROLE_SET.has(role);
}

/** The role's display name (spec 001 §6 "Display names"); an unknown role shows its key in title case. */
export function roleDisplayName(role: string): string {
  return DISPLAY_NAMES.get(role) ?? titleCase(role);
}

/** The spec's display name shared by two roles, which a district's files may still use. */
const SHARED_NAMES = new Map<string, string>([
  ['sro_district', 'School Resource Officer'],
  ['sro', 'School Resource Officer'],
  ['custodial_supervisor', 'Custodial/Environmental'],
  ['custodial', 'Custodial/Environmental'],
] satisfies [RoleName, string][]);

/** The names a role goes by: its display name, and the spec's name it shares with another role. */
export function roleNames(role: RoleName): string[] {
  const shared = SHARED_NAMES.get(role);
  return shared ? [roleDisplayName(role), shared] : [roleDisplayName(role)];
}

/**
 * A user's role as the app names it: from the role's key when it is one the app knows (the stored
 * friendlyRole may predate a renaming), else the stored name.
 */
export function friendlyRoleOf(user: { role: string; friendlyRole: string }): string {
  return DISPLAY_NAMES.has(user.role) ? roleDisplayName(user.role) : user.friendlyRole;
}

/** The roles spec 001 §6 "District-level users" names: master admin, both coordinators, sro_district and the two supervisors. */
export function isDistrictLevelRole(role: string): boolean {
  return DISTRICT_LEVEL_ROLES.has(role);
}

/** The fields of a user that permission resolution reads (spec 000 §3 "User"). */
export interface PermissionSubject {
  role: string;
  isDistrictLevel: boolean;
  isSchoolDogStaff: boolean;
  roleSchoolIds: string[];
  permissions: PermissionMap;
}

/** "District users: product staff, [district-level roles], or anyone with isDistrictLevel" (spec 000 §6). */
export function isDistrictUser(user: PermissionSubject): boolean {
  return user.isSchoolDogStaff || user.isDistrictLevel || isDistrictLevelRole(user.role);
}

function titleCase(key: string): string {
  return key
    .split(/[\s_-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
