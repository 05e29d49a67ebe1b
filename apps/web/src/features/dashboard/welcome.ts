import { LIMITS, type TMeResponse } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import type { Language } from '../../i18n';
import { roleLabel } from '../people/roleLabel';

export interface WelcomeMessage {
  greeting: string;
  /** The role and where it applies: school names, a school count, or District-Level. */
  detail: string;
}

/** "Schools (up to 10 names, otherwise a count). District-level roles show 'District-Level'" (spec 000 §2). */
export function welcomeScope(me: TMeResponse, t: TFunction, language: Language): string {
  if (me.isDistrictUser) return t('dashboard.welcome.districtLevel');
  const names = me.schools.map((school) => school.name);
  if (names.length === 0) return t('dashboard.welcome.noSchools');
  if (names.length > LIMITS.welcomeSchoolNamesMax)
    return t('dashboard.welcome.schoolCount', { count: names.length });
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}

export function welcomeMessage(me: TMeResponse, t: TFunction, language: Language): WelcomeMessage {
  return {
    greeting: t('dashboard.welcome.greeting', { firstName: me.user.firstName }),
    detail: t('dashboard.welcome.detail', {
      role: roleLabel(t, me.user),
      scope: welcomeScope(me, t, language),
    }),
  };
}
