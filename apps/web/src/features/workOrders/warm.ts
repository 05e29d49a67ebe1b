import type { TMeResponse } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import { userCan } from '../auth/permissions';
import { WARMED_LOCATION_SCHOOLS_MAX } from '../entries/warm';
import { tasksSettingsQuery } from '../tasksSettings/queries';
import { CREATE_WORK_ORDER_PERMISSION } from './access';
import { workOrderAssigneesQuery } from './queries';

/**
 * Whoever may raise work orders keeps the work order settings on the device (an offline essential,
 * routes.tsx): the Create Work Order dialog and the entry dialog's work orders read them, and a
 * custodian in a dead zone who never opened either while online can still raise one. The people
 * who may be assigned at each of their schools are kept too, so a work order made offline names
 * its assignees (overlay.ts reads them); a user of many schools (a district user) opens the
 * dialog online at least once per school instead, as for the schools' locations.
 */
export async function warmWorkOrders(queryClient: QueryClient, me: TMeResponse): Promise<void> {
  if (!userCan(me, CREATE_WORK_ORDER_PERMISSION)) return;
  const schools = me.schools.filter((school) => userCan(me, CREATE_WORK_ORDER_PERMISSION, school.id));
  await Promise.allSettled([
    queryClient.prefetchQuery(tasksSettingsQuery),
    ...(schools.length <= WARMED_LOCATION_SCHOOLS_MAX
      ? schools.map((school) => queryClient.prefetchQuery(workOrderAssigneesQuery(school.id, null)))
      : []),
  ]);
}
