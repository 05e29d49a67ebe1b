import { newId, SAFETY_ALERT_MESSAGES } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BusEvent } from '../../platform/events.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, requestsAs } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { alertReads, sendAlert, ALERT_CAST, type AlertPeople } from './test-helpers.js';

/* Reading safety alerts (issue 25 point 3): the list's tabs, filters and pages, the detail, marking read. */

describeEachDatabase('safety alerts: reading', (kind) => {
  let t: TestApp;
  let as: As;
  let schoolA: string;
  let schoolB: string;
  let p: AlertPeople;
  const events: BusEvent[] = [];
  const { alertOf, unread, listed } = alertReads(() => as);

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ schoolA, schoolB, people: p } = await castOf(t, ALERT_CAST));
    t.deps.events.subscribe((event) => events.push(event));
  });
  afterAll(() => t.close());

  let id: string;
  beforeAll(async () => {
    // A second alert first, so the list has a page to turn.
    await sendAlert(as, p.sro, schoolA, [p.principal]);
    id = await sendAlert(as, p.sender, schoolA, [p.principal], { safetyAlertMessage: 'For the list' });
  });

  it('lists by tab: received by the recipient, sent by the sender, all only for those who manage alerts', async () => {
    expect((await listed(p.principal, 'tab=received')).safetyAlerts.map((a) => a.id)).toContain(id);
    expect((await listed(p.principal, 'tab=sent')).safetyAlerts.map((a) => a.id)).not.toContain(id);
    expect((await listed(p.sender, 'tab=sent')).safetyAlerts.map((a) => a.id)).toContain(id);
    expect((await listed(p.sender, 'tab=received')).safetyAlerts.map((a) => a.id)).not.toContain(id);
    expect((await listed(p.bystander, 'tab=received')).safetyAlerts.map((a) => a.id)).not.toContain(id);
    expect((await listed(p.coordinator, 'tab=all')).safetyAlerts.map((a) => a.id)).toContain(id);
    expect((await as(p.principal).get('/api/safety-alerts?tab=all')).statusCode).toBe(403);
    const [mine] = (await listed(p.principal, 'tab=received')).safetyAlerts.filter((a) => a.id === id);
    expect(mine).toMatchObject({ isUnread: true, message: 'For the list', recipientCount: 1 });
  });

  it('filters by school and date range, and pages', async () => {
    expect((await listed(p.coordinator, `tab=all&schoolIds=${schoolB}`)).safetyAlerts).toEqual([]);
    expect(
      (await listed(p.coordinator, `tab=all&schoolIds=${schoolA}`)).safetyAlerts.map((a) => a.id),
    ).toContain(id);
    expect((await listed(p.coordinator, 'tab=all&dateRange=2020-01-01,2020-01-31')).safetyAlerts).toEqual([]);
    const firstPage = await listed(p.coordinator, 'tab=all&limit=1');
    expect(firstPage.safetyAlerts).toHaveLength(1);
    expect(firstPage.nextCursor).not.toBeNull();
    const second = await listed(p.coordinator, `tab=all&limit=1&cursor=${firstPage.nextCursor ?? ''}`);
    expect(second.safetyAlerts[0]?.id).not.toBe(firstPage.safetyAlerts[0]?.id);
  });

  it('shows an alert only to its sender, recipients and those who manage alerts at its school', async () => {
    for (const who of [p.sender, p.principal, p.coordinator]) await alertOf(who, id);
    for (const who of [p.bystander, p.sro, p.principalB]) {
      const refused = await as(who).get(`/api/safety-alerts/${id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(
        SAFETY_ALERT_MESSAGES.alertNoAccess,
      );
    }
    const unknown = await as(p.principal).get(`/api/safety-alerts/${newId()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(
      SAFETY_ALERT_MESSAGES.alertNotFound,
    );
  });

  it('marks read for the recipient: the unread flag cleared, the time kept, their devices and the sender told live', async () => {
    const before = await unread(p.principal);
    events.length = 0;
    const response = await as(p.principal).post(`/api/safety-alerts/${id}/read`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ count: before - 1 });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'safetyAlert',
        id,
        action: 'updated',
        userIds: [p.principal.id, p.sender.id],
      }),
    ]);
    const read = (await alertOf(p.sender, id)).recipients.find((r) => r.id === p.principal.id);
    expect(read?.timeRead).not.toBeNull();
    expect((await alertOf(p.principal, id)).isUnread).toBe(false);
    // Reading again, or by someone who only sees it, changes nothing.
    expect((await as(p.principal).post(`/api/safety-alerts/${id}/read`)).json()).toEqual({
      count: before - 1,
    });
    expect((await as(p.coordinator).post(`/api/safety-alerts/${id}/read`)).statusCode).toBe(200);
    expect((await alertOf(p.sender, id)).recipients.find((r) => r.id === p.principal.id)?.timeRead).toBe(
      read?.timeRead,
    );
  });

  it('offers as recipients those who receive alerts at the school: no product staff, nobody without the permission', async () => {
    const response = await as(p.sender).get(`/api/safety-alerts/recipients?schoolId=${schoolA}`);
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json<{ users: { id: string }[] }>().users.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([p.principal.id, p.sro.id, p.coordinator.id]));
    // Nor the sender: nobody alerts themselves.
    for (const absent of [p.staff, p.clerical, p.principalB, p.sender]) expect(ids).not.toContain(absent.id);
    // Each with their role, so two people of the same name are told apart.
    const principal = response
      .json<{ users: { id: string; role: string }[] }>()
      .users.find((u) => u.id === p.principal.id);
    expect(principal).toMatchObject({ role: 'principal', friendlyRole: expect.any(String) });
  });
});
