import { BOARD_COLORS, type TWorkOrderStaffRow, WORK_ORDER_STAFF_MESSAGES as M } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { ANONYMOUS, requestsAs, statusesOf, type As, type Person } from '../../test/kit.js';
import { builders } from '../../test/builders.js';
import { castOf } from '../../test/role-cast.js';
import { users } from './tables.js';

/*
 * Work Order Staff (spec 001 §2 "search, create, edit (dialog)", §3 "New work order staff:
 * isDistrictLevel true on create", §6 "Creating or editing work order staff needs manage task
 * users"): who lists and who saves them, what a save may change, and the boards it assigns.
 */

const CAST = {
  staff: ['educator', 'A', { isSchoolDogStaff: true }],
  masterAdmin: ['schooldog_master_admin'],
  coordinator: ['district_safety_coordinator'],
  principal: ['principal', 'A'],
  custodial: ['custodial', 'A'],
  custodialSupervisor: ['custodial_supervisor'],
  maintenanceSupervisor: ['maintenance_supervisor'],
  maintenanceStaff: ['maintenance_staff'],
} as const;
type Name = keyof typeof CAST | 'anonymous';

// The settings page's permission, manage tasks settings; saving also needs manage task users.
const SEERS: Name[] = ['staff', 'masterAdmin', 'maintenanceSupervisor'];
// canManageWorkOrderStaff: the same people by their role defaults (the web's role table says so too).
const CREATORS: Name[] = ['staff', 'masterAdmin', 'maintenanceSupervisor'];

const table = (ok: number, who: Name[]): Record<Name, number> => {
  const row = { anonymous: 401 } as Record<Name, number>;
  for (const name of Object.keys(CAST) as Name[]) row[name] = who.includes(name) ? ok : 403;
  return row;
};

const board = (id: string, name: string) => ({
  id,
  name,
  color: BOARD_COLORS[2],
  assignedUserIds: [],
  preventNonAssignedUsers: false,
});

let counter = 0;
const newStaff = (extra: object = {}) => {
  counter += 1;
  return {
    firstName: 'Rita',
    lastName: `Moreno${counter}`,
    email: `rita.${counter}@crew.schooldog.test`,
    title: 'Technician',
    role: 'maintenance_staff',
    permissions: { 'be proposed tasks': { hasPermission: true, always: true, forSchools: [] } },
    isPrimarilyTaskUser: true,
    ...extra,
  };
};

describeEachDatabase('work order staff: search, create, edit (spec 001 §2, §3, §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: Record<Name, Person | typeof ANONYMOUS>;
  let people: Record<keyof typeof CAST, Person>;
  let schoolA: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const made = await castOf(t, CAST);
    people = made.people;
    schoolA = made.schoolA;
    cast = { anonymous: ANONYMOUS, ...made.people };
    await t.deps.settings.update(
      'tasks',
      { boards: [board('plumbing', 'Plumbing'), board('grounds', 'Grounds')] },
      null,
    );
  });
  afterAll(() => t.close());

  const manager = () => as(people.maintenanceSupervisor);
  const boardsNow = async () =>
    Object.fromEntries(
      (await t.deps.settings.get('tasks')).boards.map((item) => [item.id, item.assignedUserIds]),
    );

  describe('who lists and who saves them', () => {
    it('those who manage tasks settings list them and read the options', async () => {
      expect(await statusesOf(cast, (who) => as(who).get('/api/tasks-settings/staff'))).toEqual(
        table(200, SEERS),
      );
      expect(await statusesOf(cast, (who) => as(who).get('/api/tasks-settings/staff/options'))).toEqual(
        table(200, SEERS),
      );
    });

    it('those the domain lets manage work order staff create them; the rest are refused', async () => {
      expect(await statusesOf(cast, (who) => as(who).post('/api/tasks-settings/staff', newStaff()))).toEqual(
        table(201, CREATORS),
      );
    });

    it('creating needs manage task users too: manage tasks settings alone is refused with the reason', async () => {
      const settingsOnly = await builders(t).user('principal', {
        schools: [schoolA],
        grant: ['manage tasks settings'],
      });
      expect((await as(settingsOnly).get('/api/tasks-settings/staff')).statusCode).toBe(200);
      const refused = await as(settingsOnly).post('/api/tasks-settings/staff', newStaff());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(M.mayNotManageStaff);
      for (const who of ['masterAdmin', 'maintenanceSupervisor'] as const)
        expect((await as(people[who]).post('/api/tasks-settings/staff', newStaff())).statusCode).toBe(201);
    });
  });

  describe('creating and editing', () => {
    it('creates a crew member district-level, on their boards, and lists them by search', async () => {
      const response = await manager().post(
        '/api/tasks-settings/staff',
        newStaff({ lastName: 'Quintero', assignedTaskBoardIds: ['plumbing'] }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const user = response.json();
      expect(user).toMatchObject({
        lastName: 'Quintero',
        role: 'maintenance_staff',
        isDistrictLevel: true,
        isPrimarilyTaskUser: true,
        assignedTaskBoardIds: ['plumbing'],
        abilities: { canEdit: true, canDelete: false },
      });
      expect((await boardsNow()).plumbing).toContain(user.id);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.assignedTaskBoardIds).toEqual(['plumbing']);

      const found = (await manager().get('/api/tasks-settings/staff?q=quint')).json()
        .users as TWorkOrderStaffRow[];
      expect(found.map((item) => item.id)).toEqual([user.id]);
      expect(found[0]?.assignedTaskBoardIds).toEqual(['plumbing']);
      // The default crews count: maintenance staff and the custodian may be proposed tasks.
      const all = (await manager().get('/api/tasks-settings/staff')).json().users as TWorkOrderStaffRow[];
      const ids = all.map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining([people.maintenanceStaff.id, people.custodial.id]));
      expect(ids).not.toContain(people.principal.id);
      expect(ids).not.toContain(people.staff.id);
    });

    it('edits the fields sent; boards left out stay, boards sent replace them', async () => {
      const { id } = (
        await manager().post('/api/tasks-settings/staff', newStaff({ assignedTaskBoardIds: ['plumbing'] }))
      ).json();
      const renamed = await manager().patch(`/api/tasks-settings/staff/${id}`, { title: 'Groundskeeper' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ title: 'Groundskeeper', assignedTaskBoardIds: ['plumbing'] });
      const moved = await manager().patch(`/api/tasks-settings/staff/${id}`, {
        assignedTaskBoardIds: ['grounds'],
      });
      expect(moved.json().assignedTaskBoardIds).toEqual(['grounds']);
      const boards = await boardsNow();
      expect(boards.plumbing).not.toContain(id);
      expect(boards.grounds).toContain(id);
      expect((await manager().get(`/api/tasks-settings/staff/${id}`)).json().assignedTaskBoardIds).toEqual([
        'grounds',
      ]);
    });

    it('gives only a crew role and the work order permissions', async () => {
      const role = await manager().post('/api/tasks-settings/staff', newStaff({ role: 'principal' }));
      expect(role.statusCode).toBe(403);
      expect(role.json().error.message).toBe(M.staffRoleOnly);
      const grant = await manager().post(
        '/api/tasks-settings/staff',
        newStaff({
          permissions: {
            'be proposed tasks': { hasPermission: true, always: true, forSchools: [] },
            'manage users': { hasPermission: true, always: true, forSchools: [] },
          },
        }),
      );
      expect(grant.statusCode).toBe(403);
      expect(grant.json().error.message).toBe(M.staffPermissionsOnly);
    });

    it('refuses an unknown board, and a board for someone who may not be proposed tasks', async () => {
      const unknown = await manager().post(
        '/api/tasks-settings/staff',
        newStaff({ assignedTaskBoardIds: ['nope'] }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.fields.assignedTaskBoardIds).toBe(M.staffBoardUnknown);
      const proposer = await manager().post(
        '/api/tasks-settings/staff',
        newStaff({
          permissions: { 'propose tasks': { hasPermission: true, always: true, forSchools: [] } },
          assignedTaskBoardIds: ['grounds'],
        }),
      );
      expect(proposer.statusCode).toBe(400);
      expect(proposer.json().error.fields).toHaveProperty('assignedTaskBoardIds');
    });

    it('edits neither oneself nor someone user administration looks after', async () => {
      const self = await as(people.maintenanceSupervisor).patch(
        `/api/tasks-settings/staff/${people.maintenanceSupervisor.id}`,
        { title: 'Boss' },
      );
      expect(self.statusCode).toBe(403);
      expect(self.json().error.message).toBe(M.notEditableStaff);
      const principal = await manager().patch(`/api/tasks-settings/staff/${people.principal.id}`, {
        title: 'X',
      });
      expect(principal.statusCode).toBe(404);
      const crew = await manager().patch(`/api/tasks-settings/staff/${people.custodial.id}`, {
        title: 'Custodian',
      });
      expect(crew.statusCode, crew.body).toBe(200);
    });
  });
});
