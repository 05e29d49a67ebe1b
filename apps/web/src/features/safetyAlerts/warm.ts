import type { TMeResponse } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import { WARMED_LOCATION_SCHOOLS_MAX } from '../entries/warm';
import { safetyAlertOfferOf } from './access';
import { alertRecipientsQuery } from './queries';

/**
 * The alert's recipients at each school where the user may send one, so an entry logged offline
 * can still carry its alert ("Offline safety alerts wait for sync", spec 000 §4). As with the
 * schools' locations, only for users of a few schools.
 */
export async function warmAlertRecipients(queryClient: QueryClient, me: TMeResponse): Promise<void> {
  if (me.schools.length > WARMED_LOCATION_SCHOOLS_MAX) return;
  const offers = safetyAlertOfferOf(me);
  await Promise.allSettled(
    me.schools
      .filter((school) => offers(school.id))
      .map((school) => queryClient.prefetchQuery(alertRecipientsQuery(school.id))),
  );
}
