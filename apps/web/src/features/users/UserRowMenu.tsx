import type { TAdminUserRow, UserAdminAbilities } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { isOffline } from '../../offline/connectivity';
import { RowMenu } from '../../ui/RowMenu';
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
  const action = useUserAction();
  const deleteUser = useDeleteUser();
  const name = fullName(user);

  // "Editing users is not possible offline" (spec 001 §6): say so rather than fail.
  const mayChange = () => {
    if (!isOffline()) return true;
    toast.error(t('messages.usersOffline'));
    return false;
  };
  const whenOnline = (run: () => void) => () => {
    if (mayChange()) run();
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
      return true;
    } catch (error) {
      toast.error(t('messages.userDeleteFailed'), { cause: error });
      return false;
    }
  };

  return (
    <RowMenu
      label={t('manageUsers.menu.label', { name })}
      items={[
        abilities.canEdit && { key: 'edit', label: t('manageUsers.menu.edit'), onSelect: whenOnline(onEdit) },
        abilities.canManageMfa &&
          onManageMfa !== undefined && {
            key: 'mfa',
            label: t('manageUsers.menu.manageMfa'),
            onSelect: whenOnline(onManageMfa),
          },
        abilities.canArchive && {
          key: 'archive',
          label: t(user.isArchived ? 'manageUsers.menu.unarchive' : 'manageUsers.menu.archive'),
          onSelect: whenOnline(
            () =>
              void (user.isArchived
                ? handleAction('unarchive', t('manageUsers.toasts.unarchived', { name }))
                : handleAction('archive', t('manageUsers.toasts.archived', { name }))),
          ),
        },
        abilities.canSignOutEverywhere &&
          !user.isArchived && {
            key: 'signOut',
            label: t('manageUsers.menu.signOut'),
            onSelect: whenOnline(
              () => void handleAction('sign-out', t('manageUsers.toasts.signedOut', { name })),
            ),
          },
      ]}
      deletion={
        abilities.canDelete && {
          label: t('manageUsers.menu.delete'),
          title: t('manageUsers.deleteDialog.title', { name }),
          body: t('manageUsers.deleteDialog.body', { name }),
          confirmLabel: t('manageUsers.deleteDialog.confirm'),
          isDeleting: deleteUser.isPending,
          mayConfirm: mayChange,
          onConfirm: handleDelete,
        }
      }
    />
  );
}
