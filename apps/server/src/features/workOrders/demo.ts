import { type TCreateWorkOrderRequest, type WorkOrderStatus } from '@schooldog/domain';
import { asc } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction, type WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { actorByEmail } from '../../seed/actor.js';
import { DEMO_EMAIL_DOMAIN } from '../../seed/demo.js';
import { schools } from '../schools/public.js';
import { changeWorkOrderStatus } from './status.js';
import { createWorkOrder } from './create.js';
import { addComment } from './social.js';

/*
 * The demo district's work orders (issue 26 point 9): 40 work orders on the demo's five boards, across the
 * four schools over the last five months, in every status, made, assigned, moved and commented
 * through the feature's own services as staff would, so /tasks shows a lived-in district.
 */

/** The demo boards (features/tasksSettings' demo makes them) and the roles that work each. */
const BOARDS = [
  { id: 'hvac', crew: ['maintenance_staff'] },
  { id: 'plumbing', crew: ['maintenance_staff'] },
  { id: 'grounds', crew: ['maintenance_staff'] },
  { id: 'custodial', crew: ['custodial', 'custodial_supervisor'] },
  { id: 'technology', crew: ['maintenance_supervisor'] },
] as const;
type BoardId = (typeof BOARDS)[number]['id'];

/** What needs doing, by board: a description, where, and how urgent. */
const JOBS: Record<BoardId, [string, string, 'low' | 'medium' | 'high' | 'critical'][]> = {
  hvac: [
    ['Room is 84°F by noon; thermostat does not respond', 'Room 112', 'high'],
    ['Rooftop unit 3 rattles loudly when it starts', 'Roof, west side', 'medium'],
    ['Replace filters in the cafeteria air handler', 'Cafeteria mechanical room', 'low'],
    ['No heat in the portable classroom', 'Portable 2', 'critical'],
  ],
  plumbing: [
    ['Ceiling tile stained and dripping after rain', 'Library, northeast corner', 'high'],
    ['Boys restroom sink will not shut off', 'B-hall restroom', 'high'],
    ['Drinking fountain water pressure very low', 'Gym lobby', 'low'],
    ['Floor drain backs up in the kitchen', 'Kitchen', 'critical'],
  ],
  grounds: [
    ['Fallen limb across the walking path', 'Track, south gate', 'medium'],
    ['Playground mulch worn thin under the slide', 'Playground', 'medium'],
    ['Parking lot light out by the bus loop', 'Bus loop', 'high'],
    ['Fence panel loose along the ball field', 'Ball field', 'low'],
  ],
  custodial: [
    ['Spill in the main hallway needs a wet vac', 'Main hallway', 'medium'],
    ['Restock soap dispensers in the primary wing', 'Primary wing restrooms', 'low'],
    ['Gym floor scuffed after the assembly', 'Gym', 'low'],
    ['Graffiti on the stairwell wall', 'North stairwell', 'medium'],
  ],
  technology: [
    ['Projector in the media center will not power on', 'Media center', 'medium'],
    ['Front office door buzzer intermittent', 'Front office', 'critical'],
    ['Classroom clock 10 minutes fast', 'Room 204', 'low'],
    ['PA speaker silent in the east wing', 'East wing', 'high'],
  ],
};

/** The statuses the 40 take, in turn: mostly settled, some under way, a few new. */
const PATHS: WorkOrderStatus[][] = [
  ['in_progress', 'complete'],
  ['complete'],
  ['in_progress'],
  [],
  ['on_hold'],
  ['in_progress', 'complete'],
  ['declined'],
  ['scheduled'],
];

const COMMENTS: Partial<Record<WorkOrderStatus, string>> = {
  in_progress: 'On it this morning.',
  on_hold: 'Waiting on a part from the supplier; expected next week.',
  complete: 'Done and checked with the office.',
  declined: 'Duplicate of an earlier request; handled there.',
};

const DAY_MS = 86_400_000;
const isoDay = (time: Date) => time.toISOString().slice(0, 10);

export async function seedDemoWorkOrders(deps: AppDeps): Promise<void> {
  const actors = new Map<string, Actor>();
  const actor = async (role: string) => {
    const known = actors.get(role) ?? (await actorByEmail(deps, `${role}@${DEMO_EMAIL_DOMAIN}`));
    actors.set(role, known);
    return known;
  };
  const crewIds = async (roles: readonly string[]) =>
    Promise.all(roles.map(async (role) => (await actor(role)).user.id));
  const supervisor = await actor('maintenance_supervisor');
  const { boards } = await deps.settings.get('tasks');
  if (!BOARDS.every((board) => boards.some((made) => made.id === board.id))) return;

  const schoolIds = (await deps.db.select({ id: schools.id }).from(schools).orderBy(asc(schools.name))).map(
    (school) => school.id,
  );
  const principal = await actor('principal');
  const [home] = principal.user.roleSchoolIds;
  const now = deps.clock().getTime();
  for (let index = 0; index < 40; index++) {
    const board = BOARDS[index % BOARDS.length];
    if (!board) continue;
    const job = JOBS[board.id][Math.floor(index / BOARDS.length) % 4];
    if (!job) continue;
    const [description, location, priority] = job;
    // School 1's principal and custodian raise their own; the supervisor raises the others'.
    const schoolId = schoolIds[index % schoolIds.length] ?? home ?? '';
    const maker = schoolId === home ? await actor(index % 4 === 0 ? 'principal' : 'custodial') : supervisor;
    const crew = board.crew.filter((role) => role !== 'custodial' || schoolId === home);
    const path = PATHS[index % PATHS.length] ?? [];
    const created = new Date(now - (150 - index * 3.5) * DAY_MS);
    const at = (days: number) => (run: (write: WriteDeps) => Promise<unknown>) =>
      inTransaction({ ...deps, clock: () => new Date(created.getTime() + days * DAY_MS) }, 'online', run);
    const request: TCreateWorkOrderRequest = {
      schoolId,
      description,
      location,
      priority,
      boardId: board.id,
      assignedUserIds: await crewIds(crew.slice(0, 1)),
      dueDate: isoDay(new Date(created.getTime() + 14 * DAY_MS)),
      customFields: index % 3 === 0 ? { 'Room number': String(100 + index) } : {},
    };
    let id = '';
    await at(0)(async (write) => {
      id = (await createWorkOrder(write, maker, request)).workOrder.id;
    });
    for (const [step, status] of path.entries()) {
      const scheduled =
        status === 'scheduled' ? { scheduledStartDate: isoDay(new Date(now + 7 * DAY_MS)) } : {};
      await at(step + 1)((write) =>
        changeWorkOrderStatus(write, supervisor, id, {
          status,
          comment: COMMENTS[status] ?? '',
          ...scheduled,
        }),
      );
    }
    if (index % 5 === 1)
      await at(path.length + 1)((write) =>
        addComment(write, maker, id, { text: 'Thank you! Students noticed the difference.' }),
      );
  }
}
