/**
 * User administration messages (spec 001 §5 "Users", §8 "Users and settings"), and the server's own
 * refusals of the user-admin API. They are part of REFUSALS (errors/refusals.ts), so each reaches
 * the web with its key (`messages.<key>`).
 */
export const USER_ADMIN_MESSAGES = {
  // Spec 001 §8, quoted exactly (toasts of the web).
  userCreateFailed: 'There was an error while creating the user.',
  userEditFailed: 'There was an error while editing the user.',
  userDeleteFailed: 'There was an error while deleting the user.',
  usersOffline: 'You cannot edit users while offline. Please try again after reconnecting to the internet.',
  userCreated: 'User successfully created',
  userChangesSaved: 'Changes saved successfully',
  userDeleted: 'User Successfully Deleted',
  unknownUser: 'Unknown User',
  // The server's refusals.
  userNotFound: 'User not found',
  emailTaken: 'A user with this email already exists.',
  emailFixed: 'The email cannot be changed after the user is created.',
  mayNotManageUser: 'You may not manage this user.',
  onlyStaffManageStaff: 'Only product staff can create or edit product staff accounts.',
  ownRoleFixed: 'You cannot change your own role.',
  ownPermissionsFixed: 'You cannot change your own permissions.',
  ownSchoolsFixed: 'You cannot change your own district-level and school settings.',
  cannotDeleteSelf: 'You cannot delete yourself.',
  cannotArchiveSelf: 'You cannot archive yourself.',
  schoolsOutsideGrant: 'You may only give access at schools where you manage users.',
  districtOutsideGrant:
    'Only administrators who manage users at every school can manage district-level users.',
  schoolsNeeded: 'Choose at least one school for a user who is not district-level.',
  accountArchived: 'This account has been archived. Please contact your district administrator.',
  // CSV import.
  importUnknownRole: 'This is not a role. Use a role name from the list, or its key.',
  importUnknownSchool: 'No school has this name.',
  importEmailTwice: 'This email appears more than once in the file.',
  importMissingColumns: 'The file needs the columns First Name, Last Name, Email and Role.',
  importEmpty: 'The file has no users.',
  importTooMany: 'Import at most {{max}} users at a time.',
  importHasErrors: 'Fix the rows with errors before importing.',
} as const;
