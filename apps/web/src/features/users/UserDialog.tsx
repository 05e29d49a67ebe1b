import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import {
  defaultPermissionsForRole,
  isDistrictLevelOnCreate,
  type PermissionName,
  type RoleName,
  type TAdminUser,
  type TUserAdminOptions,
  type UserAdminAbilities,
  userAdminAbilities,
} from '@schooldog/domain';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
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

/**
 * The same dialog preset for another screen: the Work Order Staff section (features/tasksSettings)
 * creates and edits users through its own API and rules, with its roles, permissions, title
 * suggestions and the boards. Hooks, so the one a dialog uses must not change while it is open.
 */
export interface UserDialogVariant {
  title: { create: string; edit: string };
  useUser: (userId: string | null) => UseQueryResult<TAdminUser>;
  /** Saves the create (user null) or the edit; rejects with the server's ApiError. */
  useSave: () => (
    user: TAdminUser | null,
    before: UserFormValues | null,
    values: UserFormValues,
  ) => Promise<unknown>;
  /** What the signed-in user may do to this user (a new one: null). */
  abilitiesOf: (user: TAdminUser | null) => UserAdminAbilities;
  /** A new user's values. */
  newValues: () => UserFormValues;
  /** Whether a new user stays district-level whatever the role (spec 001 §3 work order staff). */
  isAlwaysDistrictLevelOnCreate: boolean;
  permissionNames?: readonly PermissionName[];
  titleSuggestions?: readonly string[];
  /** Fields kept outside the form (the staff's boards), below the access fields. */
  extraFields?: ReactNode;
  isExtraDirty?: boolean;
}

interface UserDialogProps {
  /** The user to edit; null to create one. */
  userId: string | null;
  options: TUserAdminOptions;
  onClose: () => void;
  variant?: UserDialogVariant;
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
export function UserDialog({ userId, options, onClose, variant }: UserDialogProps) {
  const { t } = useTranslation();
  const useUser = variant?.useUser ?? useAdminUser;
  const user = useUser(userId);
  const { isOffline } = useConnectivity();
  const [isBusy, setBusy] = useState(false);
  const [isFormDirty, setDirty] = useState(false);
  const isDirty = isFormDirty || variant?.isExtraDirty === true;
  const title = variant
    ? variant.title[userId ? 'edit' : 'create']
    : userId
      ? t('manageUsers.dialog.editTitle')
      : t('manageUsers.dialog.createTitle');
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
        variant={variant}
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
  variant: UserDialogVariant | undefined;
}

/** User administration's own save: POST or a PATCH of the changed fields. */
function useAdminSave() {
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  return (user: TAdminUser | null, before: UserFormValues | null, values: UserFormValues) =>
    user && before
      ? updateUser.mutateAsync({ userId: user.id, body: toUpdateRequest(before, values) })
      : createUser.mutateAsync(toCreateRequest(values));
}

function UserForm({ formId, user, options, onBusy, onDirtyChange, onDone, variant }: UserFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useCurrentUser();
  const { isOffline } = useConnectivity();
  const useSave = variant?.useSave ?? useAdminSave;
  const save = useSave();
  const [refusal, setRefusal] = useState<string | null>(null);
  const before = useMemo(() => (user ? userFormValues(user) : null), [user]);
  const abilities = variant
    ? variant.abilitiesOf(user)
    : user
      ? userAdminAbilities(userAdminActorOf(me), user)
      : CREATE_ABILITIES;
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<UserFormValues>({
    defaultValues: before ?? (variant ? variant.newValues() : emptyUserForm()),
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
      await save(user, before, values);
      toast.success(t(user && before ? 'messages.userChangesSaved' : 'messages.userCreated'));
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
    setValue('isDistrictLevel', variant?.isAlwaysDistrictLevelOnCreate || isDistrictLevelOnCreate(chosen), {
      shouldDirty: true,
    });

  // The role's defaults; in a preset, only the permissions it shows (the rest stay as they were).
  const handleSetDefaults = () => {
    const { role: chosen, roleSchoolIds, permissions } = getValues();
    if (!chosen) return;
    const defaults = defaultPermissionsForRole(chosen, roleSchoolIds);
    const names = variant?.permissionNames;
    const next = names
      ? {
          ...Object.fromEntries(
            Object.entries(permissions).filter(([name]) => !names.includes(name as PermissionName)),
          ),
          ...Object.fromEntries(
            Object.entries(defaults).filter(([name]) => names.includes(name as PermissionName)),
          ),
        }
      : defaults;
    setValue('permissions', next, { shouldDirty: true });
  };

  return (
    <Stack component="form" id={formId} noValidate onSubmit={handleSave} spacing={3} sx={{ pt: 1 }}>
      {isOffline ? <Alert severity="warning">{t('messages.usersOffline')}</Alert> : null}
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <UserDetailsFields control={control} isCreate={isCreate} titleSuggestions={variant?.titleSuggestions} />
      <Divider />
      <UserAccessFields
        control={control}
        options={options}
        abilities={abilities}
        onRoleChange={isCreate ? handleRoleChange : undefined}
        isAlwaysDistrictLevel={isCreate && variant?.isAlwaysDistrictLevelOnCreate === true}
      />
      {variant?.extraFields}
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
            names={variant?.permissionNames}
          />
        )}
      />
      <Divider />
      <UserPreferencesFields control={control} />
    </Stack>
  );
}
