/*
 * What other features may use of users: the user record and how people are read. Anything else in
 * this folder is the feature's own (`npm run check` holds features to each other's public.ts).
 */
export { recipientColumns, recipientFrom, recipientOf, turnOffPreference } from './recipients.js';
export { type Candidate, candidates } from './candidates.js';
export { type UserRow, users } from './tables.js';
export { fullName } from './names.js';
export { createUserAccount, presentMe } from './service.js';
export { ACCOUNT_ARCHIVED, isArchivedSignIn } from './archived.js';
export { managedUser, visibleUser } from './admin-access.js';
