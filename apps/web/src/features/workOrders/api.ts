import {
  type TCreateWorkOrderRequest,
  type TUpdateWorkOrderRequest,
  type TWorkOrderStatusChange,
  ZWorkOrderAssignees,
  ZWorkOrderDetail,
  ZWorkOrdersPage,
} from '@schooldog/domain';
import { apiFetch } from '../../api/client';

/** The work orders API (spec 001 §2; packages/domain workOrders/schemas.ts): one typed function per endpoint. */

const workOrderPath = (id: string, rest = '') => `/api/work-orders/${encodeURIComponent(id)}${rest}`;

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

/** POST /api/work-orders: creates one (the client's id makes a retry apply once). */
export function createWorkOrder(request: TCreateWorkOrderRequest) {
  return apiFetch('/api/work-orders', { schema: ZWorkOrderDetail, method: 'POST', body: request });
}

/** PATCH /api/work-orders/:id: the fields sent, and only those. */
export function updateWorkOrder(id: string, changes: TUpdateWorkOrderRequest) {
  return apiFetch(workOrderPath(id), { schema: ZWorkOrderDetail, method: 'PATCH', body: changes });
}

/** POST /api/work-orders/:id/status. */
export function changeWorkOrderStatus(id: string, change: TWorkOrderStatusChange) {
  return apiFetch(workOrderPath(id, '/status'), { schema: ZWorkOrderDetail, method: 'POST', body: change });
}
