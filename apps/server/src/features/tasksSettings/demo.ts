import type { TTasksSettingsInput } from '@schooldog/domain';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorByEmail } from '../../seed/actor.js';
import { DEMO_EMAIL_DOMAIN } from '../../seed/demo.js';
import { saveTasksSettings } from './service.js';

const DAY_MS = 86_400_000;
const dayAfter = (time: Date, days: number) =>
  new Date(time.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Five boards (HVAC, Plumbing, Grounds, Custodial, Technology, issue 26 point 9) with their crews, two custom fields and a Monday to
 * Friday work calendar with a break ahead, saved as the demo maintenance supervisor would, so the
 * Work Order Settings page and the work order dialog show something on a new install. A record
 * that has boards already is left alone.
 */
export async function seedDemoTasksSettings(deps: AppDeps): Promise<void> {
  if ((await deps.settings.get('tasks')).boards.length > 0) return;
  const person = (role: string) => actorByEmail(deps, `${role}@${DEMO_EMAIL_DOMAIN}`);
  const [supervisor, custodialLead, custodian, maintenance] = await Promise.all(
    ['maintenance_supervisor', 'custodial_supervisor', 'custodial', 'maintenance_staff'].map(person),
  );
  if (!supervisor || !custodialLead || !custodian || !maintenance)
    throw new Error('the demo work order staff are missing');
  const board = (id: string, name: string, color: string, assignedUserIds: string[] = []) => ({
    id,
    name,
    color,
    assignedUserIds,
    preventNonAssignedUsers: false,
  });
  const now = deps.clock();
  const settings: TTasksSettingsInput = {
    ...(await deps.settings.get('tasks')),
    boards: [
      board('hvac', 'HVAC', '#1565C0', [maintenance.user.id]),
      board('plumbing', 'Plumbing', '#006064', [maintenance.user.id]),
      board('grounds', 'Grounds', '#2E7D32', [maintenance.user.id]),
      board('custodial', 'Custodial', '#6A1B9A', [custodialLead.user.id, custodian.user.id]),
      board('technology', 'Technology', '#424242', [supervisor.user.id]),
    ],
    defaultTaskBoard: 'hvac',
    customFields: ['Room number', 'Asset tag'],
    isWorkCalendarEnabled: true,
    workCalendar: {
      startTime: '07:00',
      endTime: '15:30',
      days: { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true },
      overrides: [
        { name: 'Spring break', startDate: dayAfter(now, 30), endDate: dayAfter(now, 34), type: 'break' },
      ],
    },
  };
  await inTransaction(deps, 'online', (write) => saveTasksSettings(write, supervisor.user.id, settings));
}
