import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type TAdminUserRow, USER_ADMIN_PAGE_SIZE, userAdminAbilities } from '@schooldog/domain';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isOffline } from '../../offline/connectivity';
import { PageHeading } from '../../ui/PageHeading';
import { RetryAlert } from '../../ui/RetryAlert';
import { useToast } from '../../ui/toast';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { MANAGE_USERS_PERMISSION, userAdminActorOf } from './access';
import { ImportUsersDialog } from './ImportUsersDialog';
import { ManageMfaDialog } from '../mfa/ManageMfaDialog';
import { useAdminUsers, useUserAdminOptions } from './queries';
import { UserDialog } from './UserDialog';
import { UserFiltersBar } from './UserFiltersBar';
import { apiSearchFromUserFilters } from './userFilters';
import { UserRowMenu } from './UserRowMenu';
import { UsersList } from './UsersList';
import { UsersListSkeleton } from './UsersListSkeleton';
import { useUserFilters } from './useUserFilters';

/** The MFA helper's dialog (apps/web/src/features/mfa/ManageMfaDialog.tsx) as this page opens it. */
export interface ManageMfaDialogProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

interface ManageUsersPageProps {
  /** The Manage MFA dialog; the row menu offers 'Manage MFA' only when it is given. */
  ManageMfaDialog?: ComponentType<ManageMfaDialogProps>;
}

/** /admin/manageUsers needs manage users (spec 000 §2); anyone else goes to the dashboard. */
export function ManageUsersGuardedPage() {
  const me = useCurrentUser();
  if (!userCan(me, MANAGE_USERS_PERMISSION)) return <Navigate to="/dashboard" replace />;
  return <ManageUsersPage ManageMfaDialog={ManageMfaDialog} />;
}

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; userId: string }
  | { kind: 'import' }
  | { kind: 'mfa'; userId: string };

/** The users list: search, filters in the query string, server paging, and the admin dialogs. */
export function ManageUsersPage({ ManageMfaDialog }: ManageUsersPageProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const me = useCurrentUser();
  const toast = useToast();
  const { filters, setFilters } = useUserFilters();
  const users = useAdminUsers(apiSearchFromUserFilters(filters));
  const options = useUserAdminOptions();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const actor = useMemo(() => userAdminActorOf(me), [me]);
  const abilitiesOf = (user: TAdminUserRow) => userAdminAbilities(actor, user);

  // "Editing users is not possible offline" (spec 001 §6).
  const open = (next: OpenDialog) => {
    if (isOffline()) toast.error(t('messages.usersOffline'));
    else setDialog(next);
  };
  const page = users.data;
  const total = page?.total ?? 0;

  return (
    <>
      <PageHeading title={t('manageUsers.page.title')} subtitle={t('manageUsers.page.subtitle')} />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Icon />}
          disabled={!options.data}
          onClick={() => open({ kind: 'create' })}
        >
          {t('manageUsers.page.add')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={!options.data}
          onClick={() => open({ kind: 'import' })}
        >
          {t('manageUsers.page.import')}
        </Button>
      </Stack>
      <UserFiltersBar filters={filters} onChange={setFilters} schools={options.data?.schools ?? []} />
      <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
        {page ? t('manageUsers.list.count', { count: total }) : ''}
      </Typography>
      {users.isError && !page ? (
        <RetryAlert
          retryLabel={t('manageUsers.list.retry')}
          onRetry={() => void users.refetch()}
          cause={users.error}
        >
          {t('manageUsers.list.loadFailed')}
        </RetryAlert>
      ) : !page ? (
        <UsersListSkeleton isWide={isWide} />
      ) : page.users.length === 0 ? (
        <Typography sx={{ py: 6, px: 2, textAlign: 'center' }} color="text.secondary">
          {t('manageUsers.list.empty')}
        </Typography>
      ) : (
        <Box
          sx={{ opacity: users.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={users.isFetching}
        >
          <UsersList
            users={page.users}
            meId={me.user.id}
            isWide={isWide}
            abilitiesOf={abilitiesOf}
            onEdit={(user) => open({ kind: 'edit', userId: user.id })}
            renderMenu={(user) => (
              <UserRowMenu
                user={user}
                abilities={abilitiesOf(user)}
                onEdit={() => open({ kind: 'edit', userId: user.id })}
                onManageMfa={ManageMfaDialog ? () => open({ kind: 'mfa', userId: user.id }) : undefined}
              />
            )}
          />
          {total > USER_ADMIN_PAGE_SIZE ? (
            <TablePagination
              component="div"
              count={total}
              page={Math.min(filters.page, Math.max(0, Math.ceil(total / USER_ADMIN_PAGE_SIZE) - 1))}
              rowsPerPage={USER_ADMIN_PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_event, next) => setFilters({ page: next })}
              labelDisplayedRows={({ from, to, count }) => t('manageUsers.list.pageOf', { from, to, count })}
              getItemAriaLabel={(type) => t(`manageUsers.list.${type}Page`)}
            />
          ) : null}
        </Box>
      )}
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        options.data ? (
          <UserDialog
            userId={dialog.kind === 'edit' ? dialog.userId : null}
            options={options.data}
            onClose={() => setDialog(null)}
          />
        ) : null
      ) : null}
      {dialog?.kind === 'import' && options.data ? (
        <ImportUsersDialog options={options.data} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'mfa' && ManageMfaDialog ? (
        <ManageMfaDialog userId={dialog.userId} open onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
