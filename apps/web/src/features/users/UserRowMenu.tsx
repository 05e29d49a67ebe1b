import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TAdminUserRow, UserAdminAbilities } from '@schooldog/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOffline } from '../../offline/connectivity';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useToast } from '../../ui/toast';
import type { UserAction } from './api';
import { useDeleteUser, useUserAction } from './queries';
import { fullName } from './userLabels';

interface UserRowMenuProps {
  user: TAdminUserRow;
  abilities: UserAdminAbilities;
  onEdit: () => void;
  /** Opens the MFA helper's Manage MFA dialog; the item is left out when the page has none. */
  onManageMfa?: () => void;
}

/**
 * The row menu: Edit, Manage MFA, Archive or Unarchive, Sign out on every device, and Delete (after
 * a confirmation), each only when the domain's userAdminAbilities allows it.
 */
export function UserRowMenu({ user, abilities, onEdit, onManageMfa }: UserRowMenuProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const action = useUserAction();
  const deleteUser = useDeleteUser();
  const name = fullName(user);

  // "Editing users is not possible offline" (spec 001 §6): say so rather than fail.
  const whenOnline = (run: () => void) => () => {
    setAnchor(null);
    if (isOffline()) toast.error(t('messages.usersOffline'));
    else run();
  };

  const handleAction = async (kind: UserAction, doneMessage: string) => {
    try {
      await action.mutateAsync({ userId: user.id, action: kind });
      toast.success(doneMessage);
    } catch (error) {
      toast.error(t('manageUsers.toasts.actionFailed'), { cause: error });
    }
  };

  const handleDelete = async () => {
    try {
      await deleteUser.mutateAsync(user.id);
      toast.success(t('messages.userDeleted'));
      setConfirmingDelete(false);
    } catch (error) {
      toast.error(t('messages.userDeleteFailed'), { cause: error });
    }
  };

  const items = [
    abilities.canEdit && (
      <MenuItem key="edit" onClick={whenOnline(onEdit)}>
        {t('manageUsers.menu.edit')}
      </MenuItem>
    ),
    abilities.canManageMfa && onManageMfa && (
      <MenuItem key="mfa" onClick={whenOnline(onManageMfa)}>
        {t('manageUsers.menu.manageMfa')}
      </MenuItem>
    ),
    abilities.canArchive && (
      <MenuItem
        key="archive"
        onClick={whenOnline(
          () =>
            void (user.isArchived
              ? handleAction('unarchive', t('manageUsers.toasts.unarchived', { name }))
              : handleAction('archive', t('manageUsers.toasts.archived', { name }))),
        )}
      >
        {t(user.isArchived ? 'manageUsers.menu.unarchive' : 'manageUsers.menu.archive')}
      </MenuItem>
    ),
    abilities.canSignOutEverywhere && !user.isArchived && (
      <MenuItem
        key="signOut"
        onClick={whenOnline(() => void handleAction('sign-out', t('manageUsers.toasts.signedOut', { name })))}
      >
        {t('manageUsers.menu.signOut')}
      </MenuItem>
    ),
    abilities.canDelete && (
      <MenuItem
        key="delete"
        sx={{ color: 'error.main' }}
        onClick={whenOnline(() => setConfirmingDelete(true))}
      >
        {t('manageUsers.menu.delete')}
      </MenuItem>
    ),
  ].filter(Boolean);

  if (items.length === 0) return null;

  return (
    <>
      <IconButton
        aria-label={t('manageUsers.menu.label', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items}
      </Menu>
      <ConfirmDeleteDialog
        isOpen={isConfirmingDelete}
        title={t('manageUsers.deleteDialog.title', { name })}
        body={t('manageUsers.deleteDialog.body', { name })}
        confirmLabel={t('manageUsers.deleteDialog.confirm')}
        isDeleting={deleteUser.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={handleDelete}
      />
    </>
  );
}
