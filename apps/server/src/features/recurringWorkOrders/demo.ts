import { addDays, type TRecurringWorkOrderRequest } from '@schooldog/domain';
import { asc } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorByEmail } from '../../seed/actor.js';
import { DEMO_EMAIL_DOMAIN } from '../../seed/demo.js';
import { schools } from '../schools/public.js';
import { createRecurringWorkOrder, districtToday, setRecurringWorkOrderPaused } from './service.js';
import { recurringWorkOrders } from './tables.js';

/*
 * The demo district's recurring work orders (issue 26): the upkeep a maintenance supervisor puts on
 * a schedule, made through the feature's own service, so /recurringWorkOrders shows a lived-in
 * district. One is paused (the summer's irrigation check, out of season).
 */

type Schedule = Omit<TRecurringWorkOrderRequest, 'schoolIds' | 'recurrenceStartDate'> & {
  startsInDays: number;
  /** The first school only (else every school). */
  isOneSchool?: boolean;
  isPaused?: boolean;
};

const SCHEDULES: Schedule[] = [
  {
    title: 'HVAC filter change',
    workOrderData: {
      description: 'Replace the air handler filters and note the pressure drop on the tag.',
      boardId: 'hvac',
      priority: 'medium',
      location: 'Mechanical rooms',
      customFields: { 'Asset tag': 'AHU-1, AHU-2' },
    },
    recurrenceInterval: 1,
    recurrenceUnit: 'Months',
    startsInDays: 3,
  },
  {
    title: 'Playground inspection',
    workOrderData: {
      description: 'Walk the playground: loose bolts, worn mulch under slides and swings, broken boards.',
      boardId: 'grounds',
      priority: 'high',
      location: 'Playground',
    },
    recurrenceInterval: 1,
    recurrenceUnit: 'Weeks',
    startsInDays: 1,
  },
  {
    title: 'Fire extinguisher check',
    workOrderData: {
      description: 'Check every extinguisher’s gauge, pin and seal; sign and date each tag.',
      boardId: 'custodial',
      priority: 'high',
      location: 'All halls',
      notes: 'Log any extinguisher due for its six-year maintenance.',
    },
    recurrenceInterval: 1,
    recurrenceUnit: 'Years',
    startsInDays: 20,
  },
  {
    title: 'Irrigation system check',
    workOrderData: {
      description: 'Run each irrigation zone and fix broken or misaligned sprinkler heads.',
      boardId: 'grounds',
      priority: 'low',
      location: 'Ball field and front lawn',
    },
    recurrenceInterval: 2,
    recurrenceUnit: 'Weeks',
    startsInDays: 7,
    isOneSchool: true,
    isPaused: true,
  },
];

export async function seedDemoRecurringWorkOrders(deps: AppDeps): Promise<void> {
  if ((await deps.db.select({ id: recurringWorkOrders.id }).from(recurringWorkOrders).limit(1)).length > 0)
    return;
  const { boards } = await deps.settings.get('tasks');
  if (!['hvac', 'grounds', 'custodial'].every((id) => boards.some((board) => board.id === id))) return;
  const supervisor = await actorByEmail(deps, `maintenance_supervisor@${DEMO_EMAIL_DOMAIN}`);
  const schoolIds = (await deps.db.select({ id: schools.id }).from(schools).orderBy(asc(schools.name))).map(
    (school) => school.id,
  );
  if (schoolIds.length === 0) return;
  const today = await districtToday(deps);
  for (const { startsInDays, isOneSchool, isPaused, ...schedule } of SCHEDULES) {
    await inTransaction(deps, 'online', async (write) => {
      const made = await createRecurringWorkOrder(write, supervisor.user.id, {
        ...schedule,
        schoolIds: isOneSchool ? schoolIds.slice(0, 1) : schoolIds,
        recurrenceStartDate: addDays(today, startsInDays),
      });
      if (isPaused) await setRecurringWorkOrderPaused(write, supervisor.user.id, made.id, true);
    });
  }
}
