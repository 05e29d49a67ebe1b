import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { DATA_PROFILES_ACCESS, ROOM_LOG_PATH } from '@schooldog/domain';
import type { WebFeature } from '../../app/feature';

/**
 * Data profiles (spec 000 §2, §3; Experimental): the menu item for those who view data insights,
 * and the location picker's profiles kept on the device for the entry and work order dialogs.
 */
export const dataProfilesFeature: WebFeature = {
  name: 'dataProfiles',
  navigation: [
    {
      // "Data profiles (view data insights; marked beta, shown with an Experimental marker)".
      id: 'dataProfiles',
      kind: 'internal',
      path: '/dataProfiles',
      labelKey: 'nav.dataProfiles',
      icon: PlaceOutlinedIcon,
      group: 'schoolSafety',
      position: 40,
      audience: 'signedIn',
      permission: DATA_PROFILES_ACCESS,
      markerKey: 'nav.experimental',
      worksOffline: false,
    },
  ],
  // A room label's Log Entry, like the action menu's, works in Offline Mode.
  isOpenInOfflineMode: (pathname) => pathname === ROOM_LOG_PATH,
  warmOffline: async (queryClient, me) => (await import('./warm')).warmDataProfiles(queryClient, me),
};
