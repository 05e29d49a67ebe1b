import type { TMeResponse, UserAdminActor } from '@schooldog/domain';
import { resolvedPermissionsOf } from '../auth/permissions';

/** Who reaches /admin/manageUsers and its menu item (spec 000 §2 "Navigation menu": Admin, manage users). */
export const MANAGE_USERS_PERMISSION = 'manage users';

/** The signed-in administrator as the domain's user-admin rules read them (userAdminAbilities). */
export function userAdminActorOf(me: TMeResponse): UserAdminActor {
  return {
    id: me.user.id,
    isSchoolDogStaff: me.user.isSchoolDogStaff,
    permissions: resolvedPermissionsOf(me),
  };
}
