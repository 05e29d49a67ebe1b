import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {
  canManageWorkOrderStaff,
  defaultPermissionsForRole,
  type PermissionMap,
  type TAdminUser,
  type TUserAdminOptions,
  type UserAdminAbilities,
  WORK_ORDER_STAFF_PERMISSIONS,
  WORK_ORDER_STAFF_TITLE_SUGGESTIONS,
  workOrderStaffAbilities,
} from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf } from '../auth/permissions';
import { UserDialog, type UserDialogVariant } from '../users/UserDialog';
import { emptyUserForm, toCreateRequest, toUpdateRequest, type UserFormValues } from '../users/userForm';
import type { TBoard } from './draft';
import { useSaveWorkOrderStaff, useWorkOrderStaffUser } from './staffQueries';
import '../../i18n/tasksSettings.texts';

interface StaffDialogProps {
  /** The person to edit; null to create one. */
  userId: string | null;
  options: TUserAdminOptions;
  /** The saved boards (a board only in the page's draft is not on the server yet). */
  boards: readonly TBoard[];
  onClose: () => void;
  /** The boards the server put the person on, for the page's draft. */
  onBoards: (userId: string, boardIds: string[]) => void;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join() === [...b].sort().join();

/** A new crew member: maintenance staff, primarily task user, district-level (spec 001 §3), work order defaults. */
function newStaffValues(): UserFormValues {
  const defaults = defaultPermissionsForRole('maintenance_staff', []);
  const permissions: PermissionMap = Object.fromEntries(
    Object.entries(defaults).filter(([name]) =>
      (WORK_ORDER_STAFF_PERMISSIONS as readonly string[]).includes(name),
    ),
  );
  return {
    ...emptyUserForm(),
    role: 'maintenance_staff',
    isDistrictLevel: true,
    isPrimarilyTaskUser: true,
    permissions,
  };
}

/**
 * Work Order Staff's create and edit dialog (spec 001 §2): user administration's dialog preset for
 * work order staff (crew roles, the work order permissions, the staff title suggestions), saved
 * through generateNewTaskUser / editTaskUser with the boards the person is assigned to.
 */
export function StaffDialog({ userId, options, boards, onClose, onBoards }: StaffDialogProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const user = useWorkOrderStaffUser(userId);
  const save = useSaveWorkOrderStaff(onBoards);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const before = user.data?.assignedTaskBoardIds ?? [];
  const boardIds = chosen ?? before;
  const actor = { id: me.user.id, permissions: resolvedPermissionsOf(me) };
  const mayManage = canManageWorkOrderStaff(actor.permissions);

  const abilitiesOf = (target: TAdminUser | null): UserAdminAbilities =>
    target
      ? workOrderStaffAbilities(actor, target)
      : {
          canEdit: mayManage,
          canChangeRole: mayManage,
          canChangePermissions: mayManage,
          canChangeDistrictAndSchools: mayManage,
          canArchive: false,
          canDelete: false,
          canSignOutEverywhere: false,
          canManageMfa: false,
        };

  const handleSave = (target: TAdminUser | null, old: UserFormValues | null, values: UserFormValues) =>
    target && old
      ? save.mutateAsync({
          kind: 'update',
          userId: target.id,
          body: {
            ...toUpdateRequest(old, values),
            // Left out when unchanged (spec 001 §7 editTaskUser).
            ...(sameList(boardIds, before) ? {} : { assignedTaskBoardIds: boardIds }),
          },
        })
      : save.mutateAsync({
          kind: 'create',
          body: { ...toCreateRequest(values), isDistrictLevel: true, assignedTaskBoardIds: boardIds },
        });

  const variant: UserDialogVariant = {
    title: { create: t('tasksSettings.staff.createTitle'), edit: t('tasksSettings.staff.editTitle') },
    useUser: useWorkOrderStaffUser,
    useSave: () => handleSave,
    abilitiesOf,
    newValues: newStaffValues,
    isAlwaysDistrictLevelOnCreate: true,
    permissionNames: WORK_ORDER_STAFF_PERMISSIONS,
    titleSuggestions: WORK_ORDER_STAFF_TITLE_SUGGESTIONS,
    isExtraDirty: !sameList(boardIds, before),
    extraFields: (
      <Autocomplete
        multiple
        options={boards.map((board) => board.id)}
        value={boardIds}
        disabled={userId !== null && !user.data?.abilities.canEdit}
        getOptionLabel={(id) => boards.find((board) => board.id === id)?.name ?? id}
        onChange={(_event, ids) => setChosen(ids)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('tasksSettings.staff.boards')}
            helperText={t('tasksSettings.staff.boardsHelp')}
          />
        )}
      />
    ),
  };

  return <UserDialog userId={userId} options={options} onClose={onClose} variant={variant} />;
}
