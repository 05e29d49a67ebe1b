import { afterAll, beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../core/write.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { allowed, ANONYMOUS, requestsAs, statusesOf, type As, type Person } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { createDataProfile } from './create.js';

/*
 * Data profiles: who reads and who changes them (spec 000 §6): view data insights at the profile's
 * school reads it, manage data profiles there changes it; the location picker's read is open to
 * whoever logs entries or opens work orders at the school. Each role with its default permissions.
 */

const CAST = {
  staff: ['educator', 'A', { isSchoolDogStaff: true }],
  masterAdmin: ['schooldog_master_admin'],
  coordinator: ['district_safety_coordinator'],
  nonSafety: ['district_nonsafety_coordinator'],
  principal: ['principal', 'A'],
  principalB: ['principal', 'B'],
  sro: ['sro', 'A'],
  educator: ['educator', 'A'],
  educatorB: ['educator', 'B'],
  custodial: ['custodial', 'A'],
  workOrderSubmitter: ['work_order_submitter', 'A'],
} as const;
type Name = keyof typeof CAST | 'anonymous';
const NAMES = ['anonymous', ...Object.keys(CAST)] as Name[];

const row = (ok: number, who: Name[], otherwise: Partial<Record<Name, number>> = {}) =>
  allowed(NAMES, ok, who, { anonymous: 401, ...otherwise });

describeEachDatabase('data profiles: who reads and who changes them (spec 000 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: Record<Name, Person | typeof ANONYMOUS>;
  let profileId: string;
  let optionId: string;
  let schoolA: string;
  let managerB: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const made = await castOf(t, CAST);
    cast = { anonymous: ANONYMOUS, ...made.people };
    const profile = await inTransaction(t.deps, 'online', (write) =>
      createDataProfile(write, {
        schoolId: made.schoolA,
        friendlyName: 'Room No.',
        icon: 'meeting_room',
        optionNames: ['Room 101'],
      }),
    );
    profileId = profile.id;
    optionId = profile.options[0]?.id ?? '';
    schoolA = made.schoolA;
    // Manages data profiles at school B only: past the route's guard, refused at A's profile.
    managerB = await made.build.user('principal', {
      schools: [made.schoolB],
      grant: ['manage data profiles'],
    });
  });
  afterAll(() => t.close());

  it('view data insights at the school reads the profile and the list', async () => {
    // principalB views data insights at B only: the guard lets them in, the profile's school does not.
    const readers: Name[] = ['staff', 'masterAdmin', 'coordinator', 'nonSafety', 'principal', 'sro'];
    expect(await statusesOf(cast, (who) => as(who).get(`/api/data-profiles/${profileId}`))).toEqual(
      row(200, readers),
    );
    expect(await statusesOf(cast, (who) => as(who).get('/api/data-profiles'))).toEqual(
      row(200, [...readers, 'principalB']),
    );
    const seen = await as(cast.principalB as Person).get('/api/data-profiles');
    expect(seen.json<{ profiles: unknown[] }>().profiles).toEqual([]);
    const refused = await as(cast.principalB as Person).get(`/api/data-profiles/${profileId}`);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'You do not have permission to view data insights at this school.',
    );
  });

  it('whoever logs entries or opens work orders at the school reads its options for the picker', async () => {
    expect(await statusesOf(cast, (who) => as(who).get(`/api/schools/${schoolA}/data-profiles`))).toEqual(
      row(200, [
        'staff',
        'masterAdmin',
        'coordinator',
        'nonSafety',
        'principal',
        'sro',
        'educator',
        'custodial',
        'workOrderSubmitter',
      ]),
    );
  });

  it('only manage data profiles at the school changes options and reviews', async () => {
    const adding = await statusesOf(cast, (who, name) =>
      as(who).post(`/api/data-profiles/${profileId}/options`, { name: `Room of ${name}` }),
    );
    expect(adding).toEqual(row(200, ['staff', 'masterAdmin', 'coordinator']));
    const refused = await as(managerB).post(`/api/data-profiles/${profileId}/options`, {
      name: 'Room 999',
    });
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'You do not have permission to manage data profiles at this school.',
    );
    const renaming = await statusesOf(cast, (who) =>
      as(who).post(`/api/data-profiles/${profileId}/review/nothing/reject`),
    );
    // Managers reach the review and find nothing to reject; the others are refused first.
    expect(renaming).toEqual(row(404, ['staff', 'masterAdmin', 'coordinator']));
  });

  it("view data insights at the school reads a room's page; its entries also need entries rights", async () => {
    const readers: Name[] = ['staff', 'masterAdmin', 'coordinator', 'nonSafety', 'principal', 'sro'];
    const option = `/api/data-profiles/${profileId}/options/${optionId}`;
    expect(await statusesOf(cast, (who) => as(who).get(option))).toEqual(row(200, readers));
    expect(await statusesOf(cast, (who) => as(who).get(`${option}/entries`))).toEqual(row(200, readers));
  });

  it('only manage data profiles at the school changes settings, statuses and prints room labels', async () => {
    const settings = {
      friendlyName: 'Room No.',
      icon: 'meeting_room',
      useStatuses: false,
      statusOptions: [],
    };
    const managers: Name[] = ['staff', 'masterAdmin', 'coordinator'];
    expect(
      await statusesOf(cast, (who) => as(who).put(`/api/data-profiles/${profileId}/settings`, settings)),
    ).toEqual(row(200, managers));
    expect(
      await statusesOf(cast, (who) =>
        as(who).patch(`/api/data-profiles/${profileId}/options/${optionId}`, { statusId: null }),
      ),
    ).toEqual(row(200, managers));
    expect(
      await statusesOf(cast, (who) => as(who).get(`/api/data-profiles/${profileId}/labels.pdf`)),
    ).toEqual(row(200, managers));
    const refused = await as(managerB).get(`/api/data-profiles/${profileId}/labels.pdf`);
    expect(refused.statusCode).toBe(403);
  });
});
