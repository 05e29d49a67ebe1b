import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import {
  defaultPermissionsForRole,
  isDistrictLevelOnCreate,
  type RoleName,
  type TAdminUser,
  type TUserAdminOptions,
  type UserAdminAbilities,
  userAdminAbilities,
} from '@schooldog/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { translateRefusal, translateRefusalFields } from '../../i18n/serverMessages';
import { useConnectivity } from '../../offline/connectivity';
import { AppDialog } from '../../ui/AppDialog';
import { RetryAlert } from '../../ui/RetryAlert';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { useToast } from '../../ui/toast';
import { useCurrentUser } from '../auth/currentUser';
import { userAdminActorOf } from './access';
import { PermissionEditor } from './PermissionEditor';
import { useAdminUser, useCreateUser, useUpdateUser } from './queries';
import { UserAccessFields, UserDetailsFields, UserPreferencesFields } from './UserFields';
import {
  emptyUserForm,
  isUserFormField,
  toCreateRequest,
  toUpdateRequest,
  userFormResolver,
  userFormValues,
  type UserFormValues,
} from './userForm';

interface UserDialogProps {
  /** The user to edit; null to create one. */
  userId: string | null;
  options: TUserAdminOptions;
  onClose: () => void;
}

/** What a new user may be given: everything the administrator manages, nothing of themselves. */
const CREATE_ABILITIES: UserAdminAbilities = {
  canEdit: true,
  canChangeRole: true,
  canChangePermissions: true,
  canChangeDistrictAndSchools: true,
  canArchive: false,
  canDelete: false,
  canSignOutEverywhere: false,
  canManageMfa: false,
};

/** The create and edit user dialog (spec 001 §2, 720 px). Mount it to open it. */
export function UserDialog({ userId, options, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const user = useAdminUser(userId);
  const { isOffline } = useConnectivity();
  const [isBusy, setBusy] = useState(false);
  const [isDirty, setDirty] = useState(false);
  const title = userId ? t('manageUsers.dialog.editTitle') : t('manageUsers.dialog.createTitle');
  const formId = useId();

  if (userId && !user.data) {
    return (
      <AppDialog
        isOpen
        width="user"
        title={title}
        onClose={onClose}
        actions={<Button onClick={onClose}>{t('common.cancel')}</Button>}
      >
        {user.isError ? (
          <RetryAlert
            retryLabel={t('manageUsers.list.retry')}
            onRetry={() => void user.refetch()}
            cause={user.error}
          >
            {t('manageUsers.dialog.loadFailed')}
          </RetryAlert>
        ) : (
          <SkeletonRegion>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} variant="rounded" height={56} />
              ))}
            </Stack>
          </SkeletonRegion>
        )}
      </AppDialog>
    );
  }

  return (
    <AppDialog
      isOpen
      width="user"
      title={title}
      onClose={isBusy ? () => undefined : onClose}
      isDirty={isDirty}
      actions={
        <>
          <Button onClick={onClose} disabled={isBusy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={isBusy} disabled={isOffline}>
            {userId ? t('manageUsers.dialog.save') : t('manageUsers.dialog.create')}
          </Button>
        </>
      }
    >
      <UserForm
        formId={formId}
        user={user.data ?? null}
        options={options}
        onBusy={setBusy}
        onDirtyChange={setDirty}
        onDone={onClose}
      />
    </AppDialog>
  );
}

interface UserFormProps {
  formId: string;
  user: TAdminUser | null;
  options: TUserAdminOptions;
  onBusy: (isBusy: boolean) => void;
  /** Whether anything was typed or chosen, so closing by Escape asks first. */
  onDirtyChange: (isDirty: boolean) => void;
  onDone: () => void;
}

function UserForm({ formId, user, options, onBusy, onDirtyChange, onDone }: UserFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useCurrentUser();
  const { isOffline } = useConnectivity();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const before = useMemo(() => (user ? userFormValues(user) : null), [user]);
  const abilities = user ? userAdminAbilities(userAdminActorOf(me), user) : CREATE_ABILITIES;
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<UserFormValues>({
    defaultValues: before ?? emptyUserForm(),
    resolver: userFormResolver(
      t,
      before ? { kind: 'edit', before } : { kind: 'create' },
      user?.isSchoolDogStaff,
    ),
  });
  const role = useWatch({ control, name: 'role' });
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const isCreate = user === null;

  const handleSave = handleSubmit(async (values) => {
    if (isOffline) return;
    setRefusal(null);
    onBusy(true);
    try {
      if (user && before) {
        await updateUser.mutateAsync({ userId: user.id, body: toUpdateRequest(before, values) });
        toast.success(t('messages.userChangesSaved'));
      } else {
        await createUser.mutateAsync(toCreateRequest(values));
        toast.success(t('messages.userCreated'));
      }
      onDone();
    } catch (error) {
      showRefusal(error);
      toast.error(t(user ? 'messages.userEditFailed' : 'messages.userCreateFailed'), { cause: error });
    } finally {
      onBusy(false);
    }
  });

  // The server's field messages go beside their fields; a refusal of the whole change above the form.
  const showRefusal = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status === 0) return;
    const fields = translateRefusalFields(t, error);
    const placed = Object.entries(fields).filter(([field]) => isUserFormField(field.split('.')[0] ?? ''));
    for (const [field, message] of placed) setError(field.split('.')[0] as keyof UserFormValues, { message });
    if (placed.length === 0) setRefusal(translateRefusal(t, error));
  };

  // A new user of a district-level role or maintenance staff starts district-level (spec 001 §3, §9).
  const handleRoleChange = (chosen: RoleName) =>
    setValue('isDistrictLevel', isDistrictLevelOnCreate(chosen), { shouldDirty: true });

  const handleSetDefaults = () => {
    const { role: chosen, roleSchoolIds } = getValues();
    if (chosen)
      setValue('permissions', defaultPermissionsForRole(chosen, roleSchoolIds), { shouldDirty: true });
  };

  return (
    <Stack component="form" id={formId} noValidate onSubmit={handleSave} spacing={3} sx={{ pt: 1 }}>
      {isOffline ? <Alert severity="warning">{t('messages.usersOffline')}</Alert> : null}
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <UserDetailsFields control={control} isCreate={isCreate} />
      <Divider />
      <UserAccessFields
        control={control}
        options={options}
        abilities={abilities}
        onRoleChange={isCreate ? handleRoleChange : undefined}
      />
      <Divider />
      <Controller
        name="permissions"
        control={control}
        render={({ field }) => (
          <PermissionEditor
            value={field.value}
            onChange={field.onChange}
            schools={options.schools}
            onSetDefaults={role ? handleSetDefaults : undefined}
            disabledReason={abilities.canChangePermissions ? null : t('messages.ownPermissionsFixed')}
          />
        )}
      />
      <Divider />
      <UserPreferencesFields control={control} />
    </Stack>
  );
}
