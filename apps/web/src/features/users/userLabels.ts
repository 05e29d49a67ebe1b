import type { TAdminUserRow } from '@schooldog/domain';
import type { i18n as I18n, TFunction } from 'i18next';
import { currentLanguage } from '../../i18n';

/** How many school names a row shows before "+N". */
const SCHOOLS_SHOWN = 3;

export function fullName(user: Pick<TAdminUserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** District users see every school (spec 001 §6); others their listed schools, a few by name then "+N". */
export function schoolsLabel(t: TFunction, user: Pick<TAdminUserRow, 'isDistrictUser' | 'schools'>): string {
  if (user.isDistrictUser) return t('manageUsers.list.districtWide');
  if (user.schools.length === 0) return t('manageUsers.list.noSchools');
  const names = user.schools.slice(0, SCHOOLS_SHOWN).map((school) => school.name);
  const more = user.schools.length - names.length;
  return more > 0 ? `${names.join(', ')} +${more}` : names.join(', ');
}

/** The latest sign-in as a medium date and short time, or "Never signed in". */
export function lastSignInLabel(t: TFunction, i18n: I18n, lastSignInAt: string | null): string {
  if (!lastSignInAt) return t('manageUsers.list.neverSignedIn');
  return new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(lastSignInAt),
  );
}
