import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { ANONYMOUS, requestsAs, statusesOf, type As, type Person } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';

/*
 * Work Order Settings: who reads and who changes them (spec 001 §6: "Work order settings need
 * manage tasks settings"; the work order dialog reads the boards and fields, so whoever opens work
 * orders reads them too), each role with its default permissions; with enableWorkOrders off every
 * tasks permission is denied, so nobody does either (spec 001 §1).
 */

const CAST = {
  staff: ['educator', 'A', { isSchoolDogStaff: true }],
  masterAdmin: ['schooldog_master_admin'],
  coordinator: ['district_safety_coordinator'],
  nonSafety: ['district_nonsafety_coordinator'],
  principal: ['principal', 'A'],
  educator: ['educator', 'A'],
  clerical: ['clerical', 'A'],
  workOrderSubmitter: ['work_order_submitter', 'A'],
  custodial: ['custodial', 'A'],
  custodialSupervisor: ['custodial_supervisor'],
  maintenanceSupervisor: ['maintenance_supervisor'],
  maintenanceStaff: ['maintenance_staff'],
} as const;
type Name = keyof typeof CAST | 'anonymous';

// Reading: propose, be proposed or manage tasks, or manage tasks settings, anywhere (an educator
// does none of these by default).
const READERS: Name[] = [
  'staff',
  'masterAdmin',
  'coordinator',
  'nonSafety',
  'principal',
  'clerical',
  'workOrderSubmitter',
  'custodial',
  'custodialSupervisor',
  'maintenanceSupervisor',
  'maintenanceStaff',
];
// Changing: manage tasks settings (product staff hold every permission).
const MANAGERS: Name[] = ['staff', 'masterAdmin', 'maintenanceSupervisor'];

const table = (ok: number, who: Name[]): Record<Name, number> => {
  const row = { anonymous: 401 } as Record<Name, number>;
  for (const name of Object.keys(CAST) as Name[]) row[name] = who.includes(name) ? ok : 403;
  return row;
};

describeEachDatabase('work order settings: who reads and who changes them (spec 001 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: Record<Name, Person | typeof ANONYMOUS>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const { people } = await castOf(t, CAST);
    cast = { anonymous: ANONYMOUS, ...people };
  });
  afterAll(() => t.close());

  const reading = () => statusesOf(cast, (who) => as(who).get('/api/tasks-settings'));
  const saving = () => statusesOf(cast, (who) => as(who).put('/api/tasks-settings', {}));
  const choosing = () => statusesOf(cast, (who) => as(who).get('/api/tasks-settings/board-users'));

  it('whoever opens work orders or manages their settings reads them', async () => {
    expect(await reading()).toEqual(table(200, READERS));
  });

  it('only those who manage tasks settings save them and list who may be on a board', async () => {
    expect(await saving()).toEqual(table(200, MANAGERS));
    expect(await choosing()).toEqual(table(200, MANAGERS));
  });

  it('with work orders turned off, nobody reads or changes them', async () => {
    await t.deps.settings.update('app', { enableWorkOrders: false }, null);
    try {
      expect(await reading()).toEqual(table(200, []));
      expect(await saving()).toEqual(table(200, []));
    } finally {
      await t.deps.settings.update('app', { enableWorkOrders: true }, null);
    }
  });
});
