import {
  defaultCommunicationPreferences,
  isPermissionName,
  PERMISSIONS_CAP_MESSAGE,
  type PermissionMap,
  type RoleName,
  samePermissions,
  type TAdminUser,
  type TCommunicationPreferences,
  type TCreateUserRequest,
  type TUpdateUserRequest,
  userDraftProblems,
  ZCreateUserRequest,
  zodIssueRef,
  ZUpdateUserRequest,
} from '@schooldog/domain';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TranslationKey } from '../../i18n';

/** The create and edit dialog's fields; the email is only sent on create ("fixed after creation"). */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  role: RoleName | '';
  isDistrictLevel: boolean;
  roleSchoolIds: string[];
  permissions: PermissionMap;
  isPrimarilyTaskUser: boolean;
  communicationPreferences: TCommunicationPreferences;
}

export type UserFormField = keyof UserFormValues;
const FORM_FIELDS = new Set<string>([
  'firstName',
  'lastName',
  'email',
  'title',
  'role',
  'isDistrictLevel',
  'roleSchoolIds',
  'permissions',
  'isPrimarilyTaskUser',
  'communicationPreferences',
] satisfies UserFormField[]);

export function isUserFormField(name: string): name is UserFormField {
  return FORM_FIELDS.has(name);
}

/** A new user: every communication preference on (spec 001 §3 "All true on create"). */
export function emptyUserForm(): UserFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    title: '',
    role: '',
    isDistrictLevel: false,
    roleSchoolIds: [],
    permissions: {},
    isPrimarilyTaskUser: false,
    communicationPreferences: defaultCommunicationPreferences(),
  };
}

/** The stored map as the editor holds it: only known permission names. */
function permissionMapOf(stored: TAdminUser['permissions']): PermissionMap {
  return Object.fromEntries(Object.entries(stored).filter(([name]) => isPermissionName(name)));
}

export function userFormValues(user: TAdminUser): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    title: user.title ?? '',
    role: user.role as RoleName,
    isDistrictLevel: user.isDistrictLevel,
    roleSchoolIds: [...user.roleSchoolIds],
    permissions: permissionMapOf(user.permissions),
    isPrimarilyTaskUser: user.isPrimarilyTaskUser,
    communicationPreferences: { ...user.communicationPreferences },
  };
}

const titleOf = (title: string) => (title.trim() === '' ? null : title);

export function toCreateRequest(values: UserFormValues): TCreateUserRequest {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    title: titleOf(values.title),
    role: values.role as RoleName,
    isDistrictLevel: values.isDistrictLevel,
    roleSchoolIds: values.roleSchoolIds,
    permissions: values.permissions,
    isPrimarilyTaskUser: values.isPrimarilyTaskUser,
    communicationPreferences: values.communicationPreferences,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join(',') === [...b].sort().join(',');

/**
 * The edit as a PATCH of the changed fields only: unchanged role, permissions and schools are not
 * sent, so one's own edit never touches what the self rules fix.
 */
export function toUpdateRequest(before: UserFormValues, values: UserFormValues): TUpdateUserRequest {
  const changes: TUpdateUserRequest = {};
  if (values.firstName !== before.firstName) changes.firstName = values.firstName;
  if (values.lastName !== before.lastName) changes.lastName = values.lastName;
  if (values.title !== before.title) changes.title = titleOf(values.title);
  if (values.role !== before.role) changes.role = values.role as RoleName;
  if (values.isDistrictLevel !== before.isDistrictLevel) changes.isDistrictLevel = values.isDistrictLevel;
  if (!sameList(values.roleSchoolIds, before.roleSchoolIds)) changes.roleSchoolIds = values.roleSchoolIds;
  if (!samePermissions(values.permissions, before.permissions)) changes.permissions = values.permissions;
  if (values.isPrimarilyTaskUser !== before.isPrimarilyTaskUser)
    changes.isPrimarilyTaskUser = values.isPrimarilyTaskUser;
  const preferences = values.communicationPreferences;
  if (
    Object.entries(preferences).some(
      ([key, on]) => before.communicationPreferences[key as keyof typeof preferences] !== on,
    )
  )
    changes.communicationPreferences = preferences;
  return changes;
}

/**
 * A domain message as the form shows it: FormTextField translates a key, so a message without
 * values becomes its `messages.<key>`; one with values is translated here. The cap message is not
 * a server refusal of its own (it comes as a field message), so it has the editor's key.
 */
function formMessage(t: TFunction, issue: Parameters<typeof zodIssueRef>[0]): string {
  if (issue.message === PERMISSIONS_CAP_MESSAGE) return 'manageUsers.permissions.tooLarge';
  const ref = zodIssueRef(issue);
  return ref.params ? t(`messages.${ref.key}` as TranslationKey, { ...ref.params }) : `messages.${ref.key}`;
}

/**
 * Validates with the domain's own schema (create or edit) and its draft rules (schools for a
 * school-level user, the 984-character cap): the web shows what the server would answer.
 */
export function userFormResolver(
  t: TFunction,
  mode: { kind: 'create' } | { kind: 'edit'; before: UserFormValues },
  isSchoolDogStaff = false,
): Resolver<UserFormValues> {
  return (values) => {
    const errors: FieldErrors<UserFormValues> = {};
    const setError = (field: string, message: string) => {
      if (isUserFormField(field) && !errors[field]) errors[field] = { type: 'domain', message };
    };
    const parsed =
      mode.kind === 'create'
        ? ZCreateUserRequest.safeParse(toCreateRequest(values))
        : ZUpdateUserRequest.safeParse(toUpdateRequest(mode.before, values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(String(issue.path[0] ?? ''), formMessage(t, issue));
    }
    if (values.role !== '') {
      const problems = userDraftProblems({ ...values, role: values.role, isSchoolDogStaff });
      for (const [field, message] of Object.entries(problems))
        setError(field, formMessage(t, { code: 'custom', message }));
    }
    const hasErrors = Object.keys(errors).length > 0;
    return { values: hasErrors ? {} : values, errors };
  };
}
