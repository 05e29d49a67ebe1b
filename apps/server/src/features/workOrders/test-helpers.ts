import {
  BOARD_COLORS,
  DEFAULT_TIME_ZONE,
  newId,
  type TTasksSettings,
  type TWorkOrderDetail,
  type TWorkOrder,
  ZTasksSettings,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema.js';
import { forgetUser } from '../../http/access.js';
import { districtDay } from '../../platform/documents/index.js';
import type { TestApp } from '../../test/harness.js';
import type { As, Person } from '../../test/kit.js';
import type { Casting } from '../../test/role-cast.js';

/*
 * The work order tests' kit: their people, settings and the calls they make. People of school A
 * unless named otherwise; custodians are work order staff there (they may be proposed tasks).
 */

export const WORK_ORDER_CAST = {
  /** Proposes work orders at A (clerical: propose tasks). */
  proposer: ['clerical', 'A'],
  /** Manages work orders everywhere (custodial supervisor: manage tasks, district-level). */
  manager: ['custodial_supervisor'],
  /** Manages the work order settings (maintenance supervisor: manage tasks settings). */
  settingsManager: ['maintenance_supervisor'],
  /** Work order staff at A: may be proposed tasks there. */
  custodian: ['custodial', 'A'],
  custodian2: ['custodial', 'A'],
  /** Work order staff at B only. */
  custodianB: ['custodial', 'B'],
  /** Proposes at A, sees only their own. */
  principal: ['principal', 'A'],
  /** No work order permission at all. */
  educator: ['educator', 'A'],
} satisfies Record<string, Casting>;

export type WorkOrderPeople = Record<keyof typeof WORK_ORDER_CAST, Person>;

/** The tasks settings every test starts from: two boards, one custom field, nothing hidden or required. */
export const BOARDS = {
  plumbing: {
    id: 'plumbing',
    name: 'Plumbing',
    color: BOARD_COLORS[0],
    assignedUserIds: [],
    preventNonAssignedUsers: false,
  },
  grounds: {
    id: 'grounds',
    name: 'Grounds',
    color: BOARD_COLORS[1],
    assignedUserIds: [],
    preventNonAssignedUsers: false,
  },
};

export const baseTasksSettings = (): TTasksSettings =>
  ZTasksSettings.parse({ boards: Object.values(BOARDS), customFields: ['Room number'] });

/** Replaces the tasks settings (the settings routes are another feature's; the service is enough here). */
export async function setTasksSettings(t: TestApp, patch: Partial<TTasksSettings> = {}) {
  await t.deps.settings.update('tasks', { ...baseTasksSettings(), ...patch }, null);
}

/** Makes a person work order staff ("primarily task user"), or not. */
export async function setTaskUser(t: TestApp, who: Person, isPrimarilyTaskUser: boolean) {
  await t.database.db.update(users).set({ isPrimarilyTaskUser }).where(eq(users.id, who.id));
  forgetUser(who.id);
}

/** The district's calendar day `days` from today (its time zone is the default one in the tests). */
export function dayFromToday(days: number): string {
  const date = new Date(`${districtDay(new Date(), DEFAULT_TIME_ZONE)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The calls of the work order API the tests make, as `as()` is once the app has started. */
export function workOrderCalls(as: () => As) {
  const ok = <T>(response: { statusCode: number; body: string; json: <R>() => R }, status: number): T => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  return {
    /** Creates a work order at a school (a description is made up unless given); 201 expected. */
    create: async (who: Person, schoolId: string, fields: Record<string, unknown> = {}) =>
      ok<TWorkOrderDetail>(
        await as()(who).post('/api/work-orders', {
          schoolId,
          description: `Leaking faucet ${newId().slice(0, 4)}`,
          ...fields,
        }),
        201,
      ),
    detail: async (who: Person, id: string) =>
      ok<TWorkOrderDetail>(await as()(who).get(`/api/work-orders/${id}`), 200),
    patch: async (who: Person, id: string, changes: Record<string, unknown>) =>
      ok<TWorkOrderDetail>(await as()(who).patch(`/api/work-orders/${id}`, changes), 200),
    status: async (who: Person, id: string, body: Record<string, unknown>) =>
      ok<TWorkOrderDetail>(await as()(who).post(`/api/work-orders/${id}/status`, body), 200),
    comment: async (who: Person, id: string, text: string, commentId?: string) =>
      ok<TWorkOrderDetail>(
        await as()(who).post(`/api/work-orders/${id}/comments`, {
          text,
          ...(commentId ? { id: commentId } : {}),
        }),
        201,
      ),
    list: async (who: Person, query = '') =>
      ok<{ workOrders: TWorkOrder[]; total: number; nextCursor: string | null }>(
        await as()(who).get(`/api/work-orders${query ? `?${query}` : ''}`),
        200,
      ),
  };
}

/** The stored work orders, for the tests of features that make them (recurring work orders). */
export { workOrders } from './tables.js';
