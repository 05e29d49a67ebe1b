import { canRecordDrillAt, type DrillType, type TDrillRequest } from '@schooldog/domain';
import { asc } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { actorByEmail } from '../../seed/actor.js';
import { DEMO_EMAIL_DOMAIN } from '../../seed/demo.js';
import { districtTimeZone } from '../../core/settings.js';
import { districtDay } from '../../platform/documents/index.js';
import { schools } from '../schools/public.js';
import { recordDrill } from './service.js';
import { drills } from './tables.js';

/*
 * The demo district's drills (issue 28 point 7): a school year's calendar at each school, each
 * drill on its last date up to today (the twelve months before a new install): a fire drill each month of classes, severe weather in autumn and spring, lockdown
 * (intruder) each semester and a medical (CPR/AED) drill, recorded by the school's principal (the
 * safety coordinator where it has none) through the feature's service; one transaction a school.
 */

/** [month (1-12), day, type, time, response time] of the school year's drills. */
const CALENDAR: [number, number, DrillType, string, string][] = [
  [8, 14, 'fire', '9:30', '2:45'],
  [9, 10, 'fire', '10:15', '2:31'],
  [9, 24, 'severeWeather', '1:20', '4:05'],
  [10, 8, 'fire', '9:05', '2:20'],
  [10, 22, 'intruder', '11:10', '1:58'],
  [11, 12, 'fire', '2:00', '2:40'],
  [11, 19, 'medical', '10:45', '3:12'],
  [12, 10, 'fire', '9:50', '2:28'],
  [1, 14, 'fire', '10:30', '3:01'],
  [2, 11, 'fire', '1:45', '2:36'],
  [2, 25, 'intruder', '9:15', '1:49'],
  [3, 11, 'fire', '10:00', '2:22'],
  [3, 25, 'severeWeather', '1:30', '3:55'],
  [4, 15, 'fire', '9:40', '2:18'],
  [5, 13, 'fire', '10:20', '2:25'],
];

const pad = (value: number) => String(value).padStart(2, '0');

/** The last time this calendar day came round, today or before (so a year of drills shows at any date). */
function lastDateOf(today: string, month: number, day: number): string {
  const [year = 0] = today.split('-').map(Number);
  const thisYear = `${year}-${pad(month)}-${pad(day)}`;
  return thisYear <= today ? thisYear : `${year - 1}-${pad(month)}-${pad(day)}`;
}

function drillOf(
  schoolId: string,
  date: string,
  [, , type, time, response]: (typeof CALENDAR)[number],
  index: number,
): TDrillRequest {
  const [hour = 9] = time.split(':').map(Number);
  return {
    schoolId,
    type,
    eventType: index % 7 === 3 ? 'tableTop' : 'planned',
    drillDate: date,
    drillTime: time,
    drillTimeOfDay: hour >= 1 && hour < 7 ? 'pm' : 'am',
    responseTime: response,
    numberOfParticipants: 420 + ((index * 37) % 180),
    additionalInfo:
      type === 'medical' ? 'CPR/AED refresher with the school nurse; AED cabinet checked.' : null,
    resultsAdditionalInfo:
      type === 'fire' && index % 4 === 1 ? 'East stairwell door slow to close; work order raised.' : null,
  };
}

export async function seedDemoDrills(deps: AppDeps): Promise<void> {
  if ((await deps.db.select({ id: drills.id }).from(drills).limit(1)).length > 0) return;
  const list = await deps.db.select({ id: schools.id }).from(schools).orderBy(asc(schools.name));
  if (list.length === 0) return;
  const recorders: (Actor | null)[] = [];
  for (const who of ['principal', 'principal2', 'district_safety_coordinator'])
    recorders.push(await actorByEmail(deps, `${who}@${DEMO_EMAIL_DOMAIN}`).catch(() => null));
  const today = districtDay(deps.clock(), await districtTimeZone(deps.settings));
  for (const school of list.slice(0, 4)) {
    const recorder =
      recorders.find((actor) => actor && canRecordDrillAt(actor.permissions, school.id)) ?? null;
    if (!recorder) continue;
    await inTransaction(deps, 'online', async (write) => {
      for (const [index, entry] of CALENDAR.entries()) {
        const date = lastDateOf(today, entry[0], entry[1]);
        await recordDrill(write, recorder, drillOf(school.id, date, entry, index));
      }
    });
  }
}
