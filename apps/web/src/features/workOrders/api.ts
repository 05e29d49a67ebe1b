import { ZWorkOrderAssignees, ZWorkOrdersPage } from '@schooldog/domain';
import { apiFetch } from '../../api/client';

/** The work orders API (spec 001 §2; packages/domain workOrders/schemas.ts): one typed function per endpoint. */

/** GET /api/work-orders?…: one page of the list; `search` is the filters as a query string. */
export function fetchWorkOrders(search: string, signal?: AbortSignal) {
  return apiFetch(`/api/work-orders?${search}`, { schema: ZWorkOrdersPage, signal });
}

/** GET /api/work-orders/assignees: who may be assigned at the school (and board). */
export async function fetchWorkOrderAssignees(schoolId: string, boardId: string, signal?: AbortSignal) {
  const search = new URLSearchParams({ schoolId });
  if (boardId) search.set('boardId', boardId);
  const path = `/api/work-orders/assignees?${search.toString()}`;
  return (await apiFetch(path, { schema: ZWorkOrderAssignees, signal })).people;
}
