import type { TDataProfile, TEntry } from '@schooldog/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../core/write.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { requestsAs, type As, type Person } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { setTasksSettings, workOrderCalls } from '../workOrders/test-helpers.js';
import { createDataProfile } from './create.js';
import { dataProfiles } from './tables.js';

/*
 * A school's data profile (spec 000 §3 "Data profile"): counts and the most recent entry by option,
 * its options, and the locations walkers typed, held in review until approved (an option), merged
 * into one (a mapping) or rejected; the entries and work orders naming them follow.
 */
describeEachDatabase('data profiles (spec 000 §3)', (kind) => {
  let t: TestApp;
  let as: As;
  let schoolA: string;
  let schoolB: string;
  let people: Record<'coordinator' | 'educator' | 'clerical', Person>;
  let profileId: string;
  let room101: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const made = await castOf(t, {
      coordinator: ['district_safety_coordinator'],
      educator: ['educator', 'A'],
      clerical: ['clerical', 'A'],
    });
    ({ schoolA, schoolB, people } = { ...made, people: made.people });
    await setTasksSettings(t);
  });
  afterAll(() => t.close());

  // A fresh profile for each test: the typed locations go to the school's one profile.
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
    room101 = profile.options[0]?.id ?? '';
  });

  const profile = async () => {
    const response = await as(people.coordinator).get(`/api/data-profiles/${profileId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TDataProfile>();
  };
  const review = (reviewId: string, action: string, body?: object) =>
    as(people.coordinator).post(`/api/data-profiles/${profileId}/review/${reviewId}/${action}`, body);
  const entry = async (id: string) => (await as(people.coordinator).get(`/api/entries/${id}`)).json<TEntry>();
  const log = (fields: Record<string, unknown>) =>
    t.logEntry(people.educator, { schoolId: schoolA, ...fields });

  it('counts the entries at each option and names the most recent', async () => {
    const at = (iso: string) => ({
      locationDataProfileId: profileId,
      locationDataProfileOptionId: room101,
      timestamp: iso,
    });
    await log({ location: 'Room 101', ...at('2026-01-05T10:00:00.000Z') });
    const latest = await log({ location: 'Room 101', ...at('2026-02-05T10:00:00.000Z') });
    const read = await profile();
    expect(read.countsByOptionId).toEqual({ [room101]: 2 });
    expect(read.mostRecentTimestampByOptionId[room101]).toBe('2026-02-05T10:00:00.000Z');
    expect(read.mostRecentEntryByOptionId[room101]?.id).toBe(latest.id);
    expect(read.options.map((option) => option.name)).toEqual(['Room 101', 'Room 102']);
  });

  it('lists the school’s profile for the picker, and not at another school', async () => {
    const here = await as(people.educator).get(`/api/schools/${schoolA}/data-profiles`);
    expect(here.json<{ profiles: { id: string; friendlyName: string }[] }>().profiles).toContainEqual(
      expect.objectContaining({ id: profileId, friendlyName: 'Room No.' }),
    );
    const there = await as(people.coordinator).get(`/api/schools/${schoolB}/data-profiles`);
    expect(there.json<{ profiles: { id: string }[] }>().profiles.map((p) => p.id)).not.toContain(profileId);
  });

  it('refuses an entry or a work order naming an option not in the profile', async () => {
    const badEntry = await as(people.educator).post('/api/entries', {
      schoolId: schoolA,
      observationCategoryId: 'cameras',
      observationItemId: 'cameras-1',
      observationType: 'concern',
      quantity: 1,
      locationDataProfileId: profileId,
      locationDataProfileOptionId: 'nope',
    });
    expect(badEntry.statusCode).toBe(400);
    const badWorkOrder = await as(people.clerical).post('/api/work-orders', {
      schoolId: schoolA,
      description: 'Broken blinds',
      locationDataProfileId: profileId,
      locationDataProfileOptionId: 'nope',
    });
    expect(badWorkOrder.statusCode).toBe(400);
    expect(badWorkOrder.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      locationDataProfileOptionId: 'This location is not in the profile.',
    });
  });

  describe('typed locations', () => {
    it('are held in review once by name, with who typed them and where', async () => {
      const first = await log({ location: 'Portable 3' });
      await log({ location: ' portable 3 ' });
      await log({ location: 'Room 101' });
      const read = await profile();
      expect(read.hasNewOptionsInReview).toBe(true);
      expect(read.newOptionsInReview).toEqual([
        expect.objectContaining({
          name: 'Portable 3',
          submittedByUserId: people.educator.id,
          entryId: first.id,
          workOrderId: null,
        }),
      ]);
    });

    it('typed when a work order is edited, are held in review too, by whoever typed them', async () => {
      const calls = workOrderCalls(() => as);
      const workOrder = await calls.create(people.clerical, schoolA, {});
      expect((await profile()).newOptionsInReview).toEqual([]);
      await calls.patch(people.clerical, workOrder.id, { location: 'Portable 9' });
      await calls.patch(people.clerical, workOrder.id, { description: 'Still broken' });
      expect((await profile()).newOptionsInReview).toEqual([
        expect.objectContaining({
          name: 'Portable 9',
          submittedByUserId: people.clerical.id,
          entryId: null,
          workOrderId: workOrder.id,
        }),
      ]);
    });

    it('approved, become an option that their entries and work orders point at', async () => {
      const typed = await log({ location: 'Portable 4' });
      const workOrder = await workOrderCalls(() => as).create(people.clerical, schoolA, {
        location: 'portable 4',
      });
      const [pending] = (await profile()).newOptionsInReview;
      const approved = await review(pending?.id ?? '', 'approve');
      expect(approved.statusCode, approved.body).toBe(200);
      const after = approved.json<TDataProfile>();
      const option = after.options.find((candidate) => candidate.name === 'Portable 4');
      expect(option).toBeDefined();
      expect(after.newOptionsInReview).toEqual([]);
      expect(await entry(typed.id)).toMatchObject({
        locationDataProfileId: profileId,
        locationDataProfileOptionId: option?.id,
      });
      const moved = await workOrderCalls(() => as).detail(people.clerical, workOrder.id);
      expect(moved).toMatchObject({
        location: 'Portable 4',
        locationDataProfileOptionId: option?.id,
      });
      expect((await profile()).countsByOptionId[option?.id ?? '']).toBe(1);
    });

    it('merged, move into the option and are remembered as its other name', async () => {
      const typed = await log({ location: 'Rm 101' });
      const [pending] = (await profile()).newOptionsInReview;
      const missing = await review(pending?.id ?? '', 'merge', { optionId: 'nope' });
      expect(missing.statusCode).toBe(404);
      const merged = await review(pending?.id ?? '', 'merge', { optionId: room101 });
      expect(merged.statusCode, merged.body).toBe(200);
      expect(merged.json<TDataProfile>().mappings).toEqual({ 'rm 101': room101 });
      expect(await entry(typed.id)).toMatchObject({
        location: 'Room 101',
        locationDataProfileOptionId: room101,
      });
      expect((await profile()).countsByOptionId[room101]).toBe(1);
      // Typed again, the merged name is not queued again.
      await log({ location: 'RM 101' });
      expect((await profile()).newOptionsInReview).toEqual([]);
    });

    it('rejected, leave the review and their entries keep the free text', async () => {
      const typed = await log({ location: 'Behind the shed' });
      const [pending] = (await profile()).newOptionsInReview;
      const rejected = await review(pending?.id ?? '', 'reject');
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json<TDataProfile>().newOptionsInReview).toEqual([]);
      expect(await entry(typed.id)).toMatchObject({
        location: 'Behind the shed',
        locationDataProfileOptionId: null,
      });
      expect((await review(pending?.id ?? '', 'reject')).statusCode).toBe(404);
    });
  });

  it('adds, renames and removes options, refusing a name already there', async () => {
    const url = `/api/data-profiles/${profileId}/options`;
    const added = await as(people.coordinator).post(url, { name: 'Room 103' });
    expect(added.statusCode).toBe(200);
    const duplicate = await as(people.coordinator).post(url, { name: ' room 103' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      name: 'An option with this name already exists.',
    });
    expect((await as(people.coordinator).post(url, { name: '  ' })).statusCode).toBe(400);
    const renamed = await as(people.coordinator).patch(`${url}/${room101}`, { name: 'Room 101A' });
    expect(renamed.json<TDataProfile>().options.map((option) => option.name)).toContain('Room 101A');
    const removed = await as(people.coordinator).delete(`${url}/${room101}`);
    expect(removed.json<TDataProfile>().options.map((option) => option.id)).not.toContain(room101);
    expect((await as(people.coordinator).delete(`${url}/${room101}`)).statusCode).toBe(404);
    expect((await as(people.coordinator).get('/api/data-profiles/nope')).statusCode).toBe(404);
  });
});
