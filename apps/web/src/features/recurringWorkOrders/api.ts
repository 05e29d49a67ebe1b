import {
  type TRecurringWorkOrderRequest,
  ZRecurringWorkOrder,
  ZRecurringWorkOrdersPage,
} from '@schooldog/domain';
import { z } from 'zod';
import { apiFetch } from '../../api/client';

const ZNoContent = z.unknown();

/** The recurring work orders API (spec 001 §2 /recurringWorkOrders): one typed function per endpoint. */

const path = (id: string, rest = '') => `/api/recurring-work-orders/${encodeURIComponent(id)}${rest}`;

/** GET /api/recurring-work-orders?…: one page, newest first. */
export function fetchRecurringWorkOrders(search: string, signal?: AbortSignal) {
  return apiFetch(`/api/recurring-work-orders?${search}`, { schema: ZRecurringWorkOrdersPage, signal });
}

export function createRecurringWorkOrder(request: TRecurringWorkOrderRequest) {
  return apiFetch('/api/recurring-work-orders', {
    schema: ZRecurringWorkOrder,
    method: 'POST',
    body: request,
  });
}

export function updateRecurringWorkOrder(id: string, request: TRecurringWorkOrderRequest) {
  return apiFetch(path(id), { schema: ZRecurringWorkOrder, method: 'PUT', body: request });
}

/** PUT /api/recurring-work-orders/:id/paused: pauses or resumes it. */
export function setRecurringWorkOrderPaused(id: string, isPaused: boolean) {
  return apiFetch(path(id, '/paused'), { schema: ZRecurringWorkOrder, method: 'PUT', body: { isPaused } });
}

export async function deleteRecurringWorkOrder(id: string) {
  await apiFetch(path(id), { schema: ZNoContent, method: 'DELETE' });
}
