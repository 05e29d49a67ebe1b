import { type RoleName, ROLES, TASK_SIDE_ROLES, type TaskSideRoleName } from '@schooldog/domain';
import type { TFunction } from 'i18next';

const KNOWN_ROLES: ReadonlySet<string> = new Set([...ROLES, ...TASK_SIDE_ROLES]);
const isKnownRole = (role: string): role is RoleName | TaskSideRoleName => KNOWN_ROLES.has(role);

/**
 * A role's name in the reader's language, wherever a person is shown (the welcome, a hover card,
 * the users list, the reviewer picker); a role the app does not know shows the server's name.
 */
export function roleLabel(t: TFunction, user: { role: string; friendlyRole: string }): string {
  return isKnownRole(user.role) ? t(`roles.${user.role}`) : user.friendlyRole;
}
