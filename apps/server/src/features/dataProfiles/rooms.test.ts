import type { TDataProfile, TDataProfileOptionPage, TEntry } from '@schooldog/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../core/write.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { requestsAs, type As, type Person } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { qrCodesOf } from '../../test/room-labels.js';
import { setTasksSettings, workOrderCalls } from '../workOrders/test-helpers.js';
import { createDataProfile } from './create.js';
import { dataProfiles } from './tables.js';

/*
 * A room's page (its trend from the kept insight counts, its entries and work orders), a profile's
 * settings and an option's name and status, and the room labels PDF whose QR codes lead to Log
 * Entry with the room filled in.
 */

describeEachDatabase('data profiles: rooms, settings and labels', (kind) => {
  let t: TestApp;
  let as: As;
  let schoolA: string;
  let people: Record<'coordinator' | 'educator' | 'clerical' | 'sro', Person>;
  let profileId: string;
  let room101: string;
  let room102: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const made = await castOf(t, {
      coordinator: ['district_safety_coordinator'],
      educator: ['educator', 'A'],
      clerical: ['clerical', 'A'],
      sro: ['sro', 'A'],
    });
    schoolA = made.schoolA;
    people = made.people;
    await setTasksSettings(t);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.database.db.delete(dataProfiles);
    const profile = await inTransaction(t.deps, 'online', (write) =>
      createDataProfile(write, {
        schoolId: schoolA,
        friendlyName: 'Room No.',
        icon: 'meeting_room',
        optionNames: ['Room 101', 'Room 102'],
      }),
    );
    profileId = profile.id;
    [room101, room102] = profile.options.map((option) => option.id) as [string, string];
  });

  const optionPage = async (who: Person, optionId = room101) => {
    const response = await as(who).get(`/api/data-profiles/${profileId}/options/${optionId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TDataProfileOptionPage>();
  };
  const logAt = (optionId: string, timestamp: string) =>
    t.logEntry(people.educator, {
      schoolId: schoolA,
      location: 'Room 101',
      locationDataProfileId: profileId,
      locationDataProfileOptionId: optionId,
      timestamp,
    });

  describe("a room's page", () => {
    it('shows entries per month over the last 12 months, from the kept counts', async () => {
      const now = t.deps.clock();
      const monthsAgo = (count: number) =>
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 15, 15)).toISOString();
      await logAt(room101, monthsAgo(0));
      await logAt(room101, monthsAgo(0));
      await logAt(room101, monthsAgo(2));
      await logAt(room101, monthsAgo(13));
      await logAt(room102, monthsAgo(0));
      const page = await optionPage(people.coordinator);
      expect(page.option.name).toBe('Room 101');
      expect(page.count).toBe(4);
      expect(page.trend).toHaveLength(12);
      expect(page.trend.at(-1)?.count).toBe(2);
      expect(page.trend.at(-3)?.count).toBe(1);
      expect(page.trend.reduce((sum, month) => sum + month.count, 0)).toBe(3);
      expect(page.mayListEntries).toBe(true);
    });

    it('pages its entries newest first, only those at the room', async () => {
      for (let day = 1; day <= 22; day++)
        await logAt(room101, `2026-01-${String(day).padStart(2, '0')}T15:00:00.000Z`);
      await logAt(room102, '2026-01-23T15:00:00.000Z');
      const url = `/api/data-profiles/${profileId}/options/${room101}/entries`;
      const first = await as(people.coordinator).get(url);
      expect(first.statusCode, first.body).toBe(200);
      const one = first.json<{ entries: TEntry[]; nextCursor: string | null }>();
      expect(one.entries).toHaveLength(20);
      expect(one.entries[0]?.timestamp).toBe('2026-01-22T15:00:00.000Z');
      const second = await as(people.coordinator).get(`${url}?cursor=${one.nextCursor ?? ''}`);
      const two = second.json<{ entries: TEntry[]; nextCursor: string | null }>();
      expect(two.entries.map((entry) => entry.timestamp)).toEqual([
        '2026-01-02T15:00:00.000Z',
        '2026-01-01T15:00:00.000Z',
      ]);
      expect(two.nextCursor).toBeNull();
      const bad = await as(people.coordinator).get(`${url}?cursor=nonsense`);
      expect(bad.statusCode).toBe(400);
    });

    it('lists the work orders at the room for who sees work orders', async () => {
      const calls = workOrderCalls(() => as);
      const there = await calls.create(people.clerical, schoolA, {
        location: 'Room 101',
        locationDataProfileId: profileId,
        locationDataProfileOptionId: room101,
      });
      await calls.create(people.clerical, schoolA, { location: 'Gym' });
      const page = await optionPage(people.coordinator);
      expect(page.workOrders?.map((order) => order.id)).toEqual([there.id]);
    });

    it('answers 404 for an option not in the profile', async () => {
      const missing = await as(people.coordinator).get(`/api/data-profiles/${profileId}/options/nothing`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ error: { message: string } }>().error.message).toBe(
        'This option is not in the profile.',
      );
    });
  });

  describe('settings and statuses', () => {
    const settings = (body: object) =>
      as(people.coordinator).put(`/api/data-profiles/${profileId}/settings`, body);
    const open = { id: 'open', name: 'Open', color: 'success' };
    const closed = { id: 'closed', name: 'Closed', color: 'error' };

    it('saves the friendly name, icon and statuses, and an option takes a status and a new name', async () => {
      const saved = await settings({
        friendlyName: 'Rooms',
        icon: 'apartment',
        useStatuses: true,
        statusOptions: [open, closed],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<TDataProfile>()).toMatchObject({ friendlyName: 'Rooms', icon: 'apartment' });
      const changed = await as(people.coordinator).patch(
        `/api/data-profiles/${profileId}/options/${room101}`,
        {
          name: 'Room 101A',
          statusId: 'closed',
        },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<TDataProfile>().options).toContainEqual({
        id: room101,
        name: 'Room 101A',
        statusId: 'closed',
      });
      // Removing the status leaves the option without one.
      await settings({ friendlyName: 'Rooms', icon: 'apartment', useStatuses: true, statusOptions: [open] });
      const page = await optionPage(people.coordinator);
      expect(page.option.statusId).toBeNull();
    });

    it('refuses an unknown status, twin status names, a taken name and an empty change', async () => {
      const patch = (body: object) =>
        as(people.coordinator).patch(`/api/data-profiles/${profileId}/options/${room101}`, body);
      expect((await patch({ statusId: 'nope' })).statusCode).toBe(404);
      const taken = await patch({ name: 'room 102' });
      expect(taken.statusCode).toBe(400);
      expect((await patch({})).statusCode).toBe(400);
      const twins = await settings({
        friendlyName: 'Rooms',
        icon: 'place',
        useStatuses: true,
        statusOptions: [open, { ...closed, name: 'open' }],
      });
      expect(twins.statusCode).toBe(400);
      expect(
        (await settings({ friendlyName: 'Rooms', icon: 'rocket', useStatuses: false, statusOptions: [] }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('room labels', () => {
    it('is a PDF with one QR code per room, each leading to Log Entry at that room', async () => {
      const response = await as(people.coordinator).get(`/api/data-profiles/${profileId}/labels.pdf`);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('Room labels.pdf');
      const urls = qrCodesOf(response.rawPayload);
      const expected = (optionId: string) =>
        `${t.deps.config.publicUrl}/log?schoolId=${schoolA}&profileId=${profileId}&optionId=${optionId}`;
      expect(urls).toEqual([expected(room101), expected(room102)]);
    });

    it('is not made for a district-wide profile: a label names its school', async () => {
      const district = await inTransaction(t.deps, 'online', (write) =>
        createDataProfile(write, {
          schoolId: null,
          friendlyName: 'Location',
          icon: 'place',
          optionNames: ['Gym'],
        }),
      );
      const response = await as(people.coordinator).get(`/api/data-profiles/${district.id}/labels.pdf`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields.profileId).toBe(
        'Room labels are made for the profile of a school.',
      );
    });

    it('is refused to who does not manage data profiles at the school', async () => {
      const response = await as(people.sro).get(`/api/data-profiles/${profileId}/labels.pdf`);
      expect(response.statusCode).toBe(403);
    });
  });
});
