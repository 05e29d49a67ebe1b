import type { TEntry, TSafetyAlert, TSafetyAlertSummary } from '@schooldog/domain';
import { expect } from 'vitest';
import type { As, Person } from '../../test/kit.js';
import type { Casting } from '../../test/role-cast.js';

/** An entry's fields (a camera concern) with the alert on, to these people. */
export const alertEntry = (schoolId: string, recipients: Person[], extra: Record<string, unknown> = {}) => ({
  observationCategoryId: 'cameras',
  observationItemId: 'cameras-1',
  observationType: 'concern',
  quantity: 1,
  schoolId,
  location: 'East door',
  shouldSendSafetyAlert: true,
  safetyAlertUserIds: recipients.map((person) => person.id),
  safetyAlertMessage: 'The east door is unlocked.',
  ...extra,
});

/** Logs an entry with the alert on as `sender` (201 expected) and answers the alert's id. */
export async function sendAlert(
  as: As,
  sender: Person,
  schoolId: string,
  recipients: Person[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await as(sender).post('/api/entries', alertEntry(schoolId, recipients, extra));
  expect(response.statusCode, response.body).toBe(201);
  const [id] = response.json<TEntry>().createdSafetyAlertIds;
  expect(id).toBeDefined();
  return id ?? '';
}

/** The reads of the alerts API the tests make, as `as()` is once the app has started. */
export function alertReads(as: () => As) {
  return {
    alertOf: async (who: Person, id: string) => {
      const response = await as()(who).get(`/api/safety-alerts/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TSafetyAlert>();
    },
    unread: async (who: Person) =>
      (await as()(who).get('/api/safety-alerts/unread')).json<{ count: number }>().count,
    listed: async (who: Person, query: string) => {
      const response = await as()(who).get(`/api/safety-alerts?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ safetyAlerts: TSafetyAlertSummary[]; nextCursor: string | null }>();
    },
  };
}

/** The people the alert API tests use: senders and recipients at school A, others elsewhere. */
export const ALERT_CAST = {
  sender: ['educator', 'A'],
  principal: ['principal', 'A'],
  sro: ['sro', 'A'],
  principalB: ['principal', 'B'],
  staff: ['educator', 'A', { isSchoolDogStaff: true }],
  clerical: ['clerical', 'A'],
  coordinator: ['district_safety_coordinator'],
  bystander: ['educator', 'A'],
} satisfies Record<string, Casting>;

export type AlertPeople = Record<keyof typeof ALERT_CAST, Person>;
