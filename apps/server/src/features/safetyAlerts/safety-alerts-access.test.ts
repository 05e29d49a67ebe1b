import type { TSafetyAlert } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Builders } from '../../test/builders.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import {
  type As,
  type Person,
  requestsAs,
  type Requests,
  type Response,
  statusesOf,
} from '../../test/kit.js';
import { type RoleCast, roleCast, rolesAllowed, signedIn } from '../../test/role-cast.js';
import { alertEntry, sendAlert } from './test-helpers.js';

/*
 * Safety alerts: who may do what (spec 000 §6: send, receive and manage safety alerts; recipients
 * are people who receive them at the school, never product staff). The alert of each row is sent by
 * the educator at school A to the principal there.
 */

describeEachDatabase('safety alerts: who may do what (spec 000 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: RoleCast;
  let people: Awaited<ReturnType<typeof roleCast>>['people'];
  let schoolA: string;
  let build: Builders;
  let alertId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ cast, people, schoolA, build } = await roleCast(t));
    alertId = await sendAlert(as, people.educator, schoolA, [people.principalHere]);
  });
  afterAll(() => t.close());

  const whoever = (who: RoleCast[keyof RoleCast]) => as(who);
  // Who may open the alerts' screens: send, receive or manage safety alerts somewhere.
  const mayUseAlerts = () =>
    rolesAllowed(
      200,
      'staff',
      'masterAdmin',
      'coordinator',
      'principalHere',
      'principalElsewhere',
      'educator',
    );
  // Who sees the alert: its sender (the educator), its recipient and those who manage alerts at A.
  const seeTheAlert = () =>
    rolesAllowed(200, 'staff', 'masterAdmin', 'coordinator', 'principalHere', 'educator');

  it.each<[string, (api: Requests) => Promise<Response>, Record<string, number>]>([
    ['listing what one received', (api) => api.get('/api/safety-alerts?tab=received'), mayUseAlerts()],
    ['listing what one sent', (api) => api.get('/api/safety-alerts?tab=sent'), mayUseAlerts()],
    [
      // Principals send and receive, but only district roles manage safety alerts by default.
      'listing all alerts',
      (api) => api.get('/api/safety-alerts?tab=all'),
      rolesAllowed(200, 'staff', 'masterAdmin', 'coordinator'),
    ],
    ['reading an alert', (api) => api.get(`/api/safety-alerts/${alertId}`), seeTheAlert()],
    ['marking an alert read', (api) => api.post(`/api/safety-alerts/${alertId}/read`), seeTheAlert()],
    ['the unread count', (api) => api.get('/api/safety-alerts/unread'), signedIn(200)],
    [
      'the recipients one may choose at school A',
      (api) => api.get(`/api/safety-alerts/recipients?schoolId=${schoolA}`),
      rolesAllowed(200, 'staff', 'masterAdmin', 'coordinator', 'principalHere', 'educator'),
    ],
    [
      // Logging needs log entries at A (the principal elsewhere, the non-safety coordinator and the
      // work order submitter cannot); sending needs send safety alerts there.
      'logging an entry at school A with an alert to its principal',
      (api) => api.post('/api/entries', alertEntry(schoolA, [people.principalHere])),
      // The principal herself may send, but not to herself: nobody alerts themselves (400).
      { ...rolesAllowed(201, 'staff', 'masterAdmin', 'coordinator', 'educator'), principalHere: 400 },
    ],
  ])('%s', async (_name, request, expected) => {
    expect(await statusesOf(cast, (who) => request(whoever(who)))).toEqual(expected);
  });

  const REACHED = 'what reached each recipient';
  const READ_ONLY = 'who read it only';
  /** What a person reads of an alert's recipients (REACHED or READ_ONLY), or the status refusing it. */
  const recipientsAsSeenBy = async (who: RoleCast[keyof RoleCast], id: string) => {
    const response = await whoever(who).get(`/api/safety-alerts/${id}`);
    if (response.statusCode !== 200) return response.statusCode;
    const recipients = response.json<TSafetyAlert>().recipients;
    // Who read it is for everyone who sees the alert.
    expect(recipients.every((recipient) => 'timeRead' in recipient)).toBe(true);
    if (recipients.every((recipient) => recipient.delivered !== null)) return REACHED;
    return recipients.every((recipient) => recipient.delivered === null) ? READ_ONLY : 'mixed';
  };

  it('what reached each recipient is for the sender and those who manage safety alerts at the school; the recipient sees who read it', async () => {
    const seen: Record<string, unknown> = {};
    for (const [name, who] of Object.entries(cast)) seen[name] = await recipientsAsSeenBy(who, alertId);
    expect(seen).toEqual({
      anonymous: 401,
      staff: REACHED,
      masterAdmin: REACHED,
      coordinator: REACHED,
      nonSafety: 403,
      principalHere: READ_ONLY,
      principalElsewhere: 403,
      educator: REACHED,
      workOrderSubmitter: 403,
    });
  });

  it('a recipient who manages safety alerts at the school sees what reached the others', async () => {
    const manager = await build.user('principal', { schools: [schoolA], grant: ['manage safety alerts'] });
    const id = await sendAlert(as, people.educator, schoolA, [people.principalHere, manager]);
    expect(await recipientsAsSeenBy(manager, id)).toBe(REACHED);
    expect(await recipientsAsSeenBy(people.principalHere, id)).toBe(READ_ONLY);
  });

  it('product staff never receive an alert, even as the only recipient named', async () => {
    const response = await as(people.educator).post(
      '/api/entries',
      alertEntry(schoolA, [people.staff as Person]),
    );
    expect(response.statusCode).toBe(400);
  });
});
