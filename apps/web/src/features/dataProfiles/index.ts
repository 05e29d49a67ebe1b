import type { WebFeature } from '../../app/feature';

/**
 * Data profiles (spec 000 §2, §3; Experimental): the location picker's profiles are kept on the
 * device for the entry and work order dialogs offline.
 */
export const dataProfilesFeature: WebFeature = {
  name: 'dataProfiles',
  warmOffline: async (queryClient, me) => (await import('./warm')).warmDataProfiles(queryClient, me),
};
