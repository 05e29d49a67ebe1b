import { DEFAULT_TIME_ZONE, newId, schoolYearOf, type TCreateEntryRequest } from '@schooldog/domain';
import { asc } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction, type WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { actorByEmail } from '../../seed/actor.js';
import { DEMO_EMAIL_DOMAIN, seedUser } from '../../seed/demo.js';
import { createEntry } from '../entries/public.js';
import { storedFiles } from '../files/public.js';
import { schools } from '../schools/public.js';
import { demoPictures } from './demo-pictures.js';
import { completeWalk, submitForReview, submitReview } from './lifecycle.js';
import { createWalk, updateWalk } from './service.js';

/*
 * A lived-in district: this school year and the last of walks at every school by its own walkers, so the
 * leaderboard, top walkers, insights and room counts show real shapes on a new install. Made
 * through the services (each walk one transaction, at its own time), with a seeded generator so
 * every install gets the same history, dated back from the seeding clock.
 */

const DAY = 86_400_000;

type Observation = [category: string, item: string, type: 'concern' | 'praise', comment: string];

/** What a walker notes, each reading right with its item (see seed/observation-settings.ts). */
const OBSERVATIONS: Observation[] = [
  ['access', 'access-1', 'concern', 'Door propped open with a wedge.'],
  ['access', 'access-2', 'praise', 'Every visitor signed in and wore a badge.'],
  ['access', 'access-3', 'praise', 'Staff badges visible all morning.'],
  ['access', 'access-4', 'praise', 'Door closes and latches on its own.'],
  ['exterior', 'exterior-1', 'concern', 'Gutter pulling away above the entrance.'],
  ['exterior', 'exterior-2', 'concern', 'Graffiti on the back wall.'],
  ['exterior', 'exterior-3', 'concern', 'Gate latch does not catch.'],
  ['exterior', 'exterior-4', 'praise', 'Visitor signs clear from the street.'],
  ['exterior', 'exterior-5', 'concern', 'Shrubs block the view of the side door.'],
  ['classrooms', 'classrooms-1', 'concern', 'Door does not lock from inside.'],
  ['classrooms', 'classrooms-2', 'praise', 'Emergency procedures posted by the door.'],
  ['classrooms', 'classrooms-3', 'praise', 'Window coverings ready for a lockdown.'],
  ['classrooms', 'classrooms-4', 'concern', 'Boxes stacked in front of the exit.'],
  ['classrooms', 'classrooms-5', 'praise', 'Calm, well-run room.'],
  ['hallways', 'hallways-1', 'praise', 'Staff at every corner during the bell.'],
  ['hallways', 'hallways-1', 'concern', 'No adult in the hallway at the change of classes.'],
  ['hallways', 'hallways-2', 'praise', 'Extinguisher tag up to date.'],
  ['hallways', 'hallways-3', 'praise', 'Exit paths clear.'],
  ['hallways', 'hallways-4', 'praise', 'Evacuation map posted and current.'],
  ['cameras', 'cameras-1', 'concern', 'Camera offline since Monday.'],
  ['cameras', 'cameras-2', 'concern', 'No camera covers this corner.'],
  ['cameras', 'cameras-3', 'concern', 'Camera view blocked by a banner.'],
  ['playground', 'playground-1', 'concern', 'Loose bolt on the climbing frame.'],
  ['playground', 'playground-2', 'concern', 'Mulch worn thin under the swings.'],
  ['playground', 'playground-3', 'praise', 'Adults spread out across the field.'],
  ['cafeteria', 'cafeteria-1', 'concern', 'Wet floor, no sign out.'],
  ['cafeteria', 'cafeteria-2', 'praise', 'Lunch duty covered at every table row.'],
  ['cafeteria', 'cafeteria-3', 'praise', 'Allergy plan posted at the serving line.'],
  ['parking', 'parking-1', 'praise', 'Car line moved quickly and safely.'],
  ['parking', 'parking-2', 'concern', 'Crosswalk paint almost gone.'],
  ['lighting', 'lighting-1', 'concern', 'Two lights out.'],
  ['lighting', 'lighting-2', 'concern', 'Exit sign dark.'],
  ['lighting', 'lighting-4', 'praise', 'Entrance well lit at dismissal.'],
];

/** The demo rooms an observation of a category is made in (dataProfiles/demo.ts names them all). */
const ROOMS_FOR: Record<string, string[]> = {
  access: ['Front office', 'Gym lobby', 'Main hallway', 'Cafeteria'],
  exterior: ['Bus loop', 'Playground', 'Gym'],
  classrooms: ['Room 101', 'Room 102', 'Room 104', 'Room 106', 'Room 110', 'Room 201', 'Room 204'],
  hallways: ['Main hallway', 'Front office', 'Media center', 'Gym lobby'],
  cameras: ['Bus loop', 'Gym', 'Cafeteria', 'Main hallway'],
  playground: ['Playground'],
  cafeteria: ['Cafeteria', 'Kitchen'],
  parking: ['Bus loop'],
  lighting: ['Main hallway', 'Gym', 'Media center', 'Room 112'],
};

/** Walkers of each school (no password: they do not sign in), by the schools' names. */
const WALKERS: Record<string, [role: 'assistant_principal' | 'sro' | 'educator', string, string][]> = {
  'Lakeview Elementary School': [
    ['assistant_principal', 'Rosa', 'Delgado'],
    ['sro', 'Marcus', 'Webb'],
    ['educator', 'Hannah', 'Lee'],
  ],
  'Pine Ridge Middle School': [
    ['assistant_principal', 'Denise', 'Howard'],
    ['sro', 'Tom', 'Becker'],
    ['educator', 'Priya', 'Shah'],
  ],
  'Riverside High School': [
    ['assistant_principal', 'Gloria', 'Ramirez'],
    ['sro', 'Derek', 'Johnson'],
    ['educator', 'Emily', 'Clarke'],
  ],
  'Oak Hollow Academy': [
    ['assistant_principal', 'Victor', 'Chen'],
    ['educator', 'Lisa', 'Moreno'],
  ],
};

/**
 * How busy each school is (a clear 1-2-3 on the leaderboard) and each month (busy fall, a December
 * dip). The whole district stays under LIMITS.pdfEntriesMax entries, so its entries still download
 * as one PDF.
 */
const SCHOOL_PACE: Record<string, { walks: number; entries: [number, number] }> = {
  'Pine Ridge Middle School': { walks: 1, entries: [3, 5] },
  'Lakeview Elementary School': { walks: 0.75, entries: [3, 4] },
  'Riverside High School': { walks: 0.55, entries: [2, 4] },
  'Oak Hollow Academy': { walks: 0.35, entries: [2, 3] },
};
const MONTH_PACE = [0.7, 0.8, 0.8, 0.7, 0.6, 0.15, 0.1, 0.6, 1, 1, 0.9, 0.35]; // January first

/** A small seeded generator (mulberry32): the same history on every install. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** July 1 of the school year before the one of `now`, in the district's time zone (about noon UTC is that day there). */
function historyStart(now: Date, timeZone: string): Date {
  const startYear = Number(schoolYearOf(now.toISOString(), timeZone).slice(0, 4)) - 1;
  return new Date(Date.UTC(startYear, 6, 1, 12));
}

/**
 * The walk days of a school: in each month from `start` a number of weekdays set by the school's
 * and the month's pace (a part month in proportion), so the shapes hold whatever the generator draws.
 */
function walkDays(random: () => number, start: Date, until: Date, pace: number): Date[] {
  const days: Date[] = [];
  for (let month = start; month < until;) {
    const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1, 12));
    const end = next < until ? next : until;
    const weekdays: Date[] = [];
    for (let day = month.getTime(); day < end.getTime(); day += DAY) {
      const weekday = new Date(day).getUTCDay();
      if (weekday !== 0 && weekday !== 6) weekdays.push(new Date(day));
    }
    const share = (end.getTime() - month.getTime()) / (next.getTime() - month.getTime());
    let count = Math.round(1.5 * pace * (MONTH_PACE[month.getUTCMonth()] ?? 0) * share);
    while (count > 0 && weekdays.length > 0) {
      days.push(...weekdays.splice(Math.floor(random() * weekdays.length), 1));
      count -= 1;
    }
    month = next;
  }
  return days.sort((a, b) => a.getTime() - b.getTime());
}

interface School {
  id: string;
  name: string;
  walkers: Actor[];
}

type Status = 'complete' | 'review' | 'inprogress';

export async function seedDemoYear(deps: AppDeps): Promise<void> {
  const now = deps.clock();
  const { timeZone = DEFAULT_TIME_ZONE } = await deps.settings.get('organization');
  const random = generator(20_260_701);
  const pictures = await demoPictures();
  const rows = await deps.db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .orderBy(asc(schools.name));
  const district: School[] = [];
  for (const row of rows) {
    const walkers: Actor[] = [];
    for (const [role, firstName, lastName] of WALKERS[row.name] ?? []) {
      const user = await seedUser(deps.db, role, {
        schoolIds: [row.id],
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`,
        name: [firstName, lastName],
      });
      walkers.push(await actorByEmail(deps, user.email));
    }
    if (walkers.length >= 2) district.push({ id: row.id, name: row.name, walkers });
  }
  const start = historyStart(now, timeZone);
  // The last two days are the walks still open (in review, in progress).
  const until = new Date(now.getTime() - 3 * DAY);
  for (const school of district) {
    const pace = SCHOOL_PACE[school.name] ?? { walks: 0.5, entries: [3, 4] };
    const days = walkDays(random, start, until, pace.walks);
    const plan: [Date, Status][] = days.map((day) => [day, 'complete']);
    plan.push([new Date(now.getTime() - DAY - 3 * 3_600_000), 'review']);
    plan.push([new Date(now.getTime() - 2 * 3_600_000), 'inprogress']);
    for (const [index, [day, status]] of plan.entries()) {
      // The leaders take turns, the first walker more often (a clear top walker at each school).
      // A walk in review is sent by another walker to the first (an assistant principal reviews).
      const turn = status === 'review' ? 1 : random() < 0.45 ? 0 : 1 + (index % (school.walkers.length - 1));
      const leader = school.walkers[turn];
      const partner = school.walkers.find((walker) => walker !== leader);
      if (!leader || !partner) continue;
      // Open walks start a few hours ago; past ones in the morning, local time.
      const at = status === 'complete' ? new Date(day.getTime() + (1 + random() * 4) * 3_600_000) : day;
      await seedWalk(deps, random, pictures, { school, leader, partner, at, status, entries: pace.entries });
    }
  }
}

async function seedWalk(
  deps: AppDeps,
  random: () => number,
  pictures: Buffer[],
  walk: {
    school: School;
    leader: Actor;
    partner: Actor;
    at: Date;
    status: Status;
    entries: [number, number];
  },
) {
  const { school, leader, partner, status } = walk;
  let clock = walk.at;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  await inTransaction({ ...deps, clock: () => clock }, 'online', async (write: WriteDeps) => {
    const { walk: created } = await createWalk(write, leader, {
      schoolId: school.id,
      collaboratorUserIds: [partner.user.id],
    });
    const [least, most] = walk.entries;
    const count = least + Math.floor(random() * (most - least + 1));
    for (let index = 0; index < count; index += 1) {
      clock = new Date(clock.getTime() + (4 + random() * 8) * 60_000);
      const [category, item, type, comment] = pick(OBSERVATIONS);
      const reporter = index % 3 === 2 ? partner : leader;
      const id = newId();
      const imagePaths: string[] = [];
      if (random() < 0.35) {
        // Stored as an upload is (files/service.ts storeFile): the file, then its row.
        const path = `observations/${id}/demo${index}`;
        const data = pick(pictures);
        await write.storage.put(path, data);
        await write.db.insert(storedFiles).values({
          path,
          ownerKind: 'observation',
          ownerId: id,
          contentType: 'image/jpeg',
          size: data.length,
          uploadedByUserId: reporter.user.id,
        });
        imagePaths.push(path);
      }
      const entry: TCreateEntryRequest = {
        id,
        schoolId: school.id,
        walkId: created.id,
        observationCategoryId: category,
        observationItemId: item,
        observationType: type,
        quantity: type === 'praise' && random() < 0.3 ? 2 : 1,
        location: pick(ROOMS_FOR[category] ?? ['Main hallway']),
        comment,
        imagePaths,
        timestamp: clock.toISOString(),
      };
      await createEntry(write, reporter, entry);
    }
    if (status === 'inprogress') return;
    // The walk's entry count is derived when the write settles; completing reads it.
    await write.settle();
    clock = new Date(clock.getTime() + 10 * 60_000);
    // The weather and notes on the walks still open only (each change is a write of its own).
    if (status === 'review')
      await updateWalk(write, leader, created.id, {
        context: {
          weatherPrecipitation: 'none',
          weatherTemperature: Math.round(45 + random() * 40),
          additionalNotes: '',
        },
      });
    const reviewer = leader === school.walkers[0] ? null : school.walkers[0];
    if (reviewer && (status === 'review' || random() < 0.3)) {
      const by = reviewer;
      await submitForReview(write, leader, created.id, by.user.id);
      if (status === 'review') return;
      clock = new Date(clock.getTime() + (2 + random() * 20) * 3_600_000);
      await submitReview(write, by, created.id, { isApproved: true, comments: null });
    } else await completeWalk(write, leader, created.id, false);
  });
}
