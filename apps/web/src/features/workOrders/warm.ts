import type { TMeResponse } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import { userCan } from '../auth/permissions';
import { tasksSettingsQuery } from '../tasksSettings/queries';
import { CREATE_WORK_ORDER_PERMISSION } from './access';

/**
 * Whoever may raise work orders keeps the work order settings on the device (an offline essential,
 * routes.tsx): the Create Work Order dialog and the entry dialog's work orders read them, and a
 * custodian in a dead zone who never opened either while online can still raise one.
 */
export async function warmWorkOrders(queryClient: QueryClient, me: TMeResponse): Promise<void> {
  if (!userCan(me, CREATE_WORK_ORDER_PERMISSION)) return;
  await queryClient.prefetchQuery(tasksSettingsQuery);
}
