import type { TFunction } from 'i18next';
import '../../i18n/dataProfiles.texts';

/** The spec's two friendly names in the user's language; another name shows as written. */
export function friendlyNameLabel(t: TFunction, friendlyName: string): string {
  if (friendlyName === 'Room No.') return t('dataProfiles.friendlyNames.roomNo');
  if (friendlyName === 'Location') return t('dataProfiles.friendlyNames.location');
  return friendlyName;
}
