import {
  can,
  canListOptionEntries,
  canViewDataProfile,
  DATA_PROFILE_MESSAGES as M,
  monthOf,
  monthsEndingWith,
  OPTION_WORK_ORDERS_ACCESS,
  type TDataProfileOptionPage,
} from '@schooldog/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import { districtTimeZone } from '../../core/settings.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { entriesAtOption } from '../entries/public.js';
import { insightCounts } from '../insights/public.js';
import { schools } from '../schools/public.js';
import { workOrdersAtOption } from '../workOrders/public.js';
import { optionCounts } from './counts.js';
import { loadProfile } from './read.js';

/** How many work orders an option's page lists (the newest). */
const OPTION_WORK_ORDERS_MAX = 50;

type ReadDeps = Pick<AppDeps, 'db' | 'raw' | 'settings' | 'clock'>;

async function viewedOption(deps: ReadDeps, actor: Actor, profileId: string, optionId: string) {
  const row = await loadProfile(deps.db, profileId);
  if (!canViewDataProfile(actor.permissions, row.schoolId)) throw Forbidden(M.dataProfileMayNotView);
  const option = row.options.find((candidate) => candidate.id === optionId);
  if (!option) throw NotFound(M.dataProfileOptionNotFound);
  return { row, option };
}

/**
 * The option's entries per month over the last 12 months (the district's months), from the kept
 * insight counts (location--{profile}--{option}, totalObservations), summed over schools.
 */
async function optionTrend(deps: ReadDeps, profileId: string, optionId: string) {
  const months = monthsEndingWith(monthOf(deps.clock().toISOString(), await districtTimeZone(deps.settings)));
  const rows = await deps.db
    .select({ month: insightCounts.month, count: sql<number>`sum(${insightCounts.count})::int` })
    .from(insightCounts)
    .where(
      and(
        eq(insightCounts.countId, `location--${profileId}--${optionId}`),
        eq(insightCounts.metric, 'totalObservations'),
        gte(insightCounts.month, months[0] ?? ''),
      ),
    )
    .groupBy(insightCounts.month);
  const byMonth = new Map(rows.map((row) => [row.month, Number(row.count)]));
  return months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}

/** /dataProfiles/{schoolId}/{profileId}/{optionId} (view data insights): a room, its trend and work orders. */
export async function getOptionPage(
  deps: ReadDeps,
  actor: Actor,
  profileId: string,
  optionId: string,
): Promise<TDataProfileOptionPage> {
  const { row, option } = await viewedOption(deps, actor, profileId, optionId);
  const [school] =
    row.schoolId === null
      ? []
      : await deps.db.select({ name: schools.name }).from(schools).where(eq(schools.id, row.schoolId));
  const counts = await optionCounts(deps.db, row.id);
  return {
    profile: {
      id: row.id,
      schoolId: row.schoolId,
      schoolName: school?.name ?? null,
      friendlyName: row.friendlyName,
      icon: row.icon,
      useStatuses: row.useStatuses,
      statusOptions: row.statusOptions,
    },
    option,
    count: counts.countsByOptionId[option.id] ?? 0,
    mostRecentTimestamp: counts.mostRecentTimestampByOptionId[option.id] ?? null,
    trend: await optionTrend(deps, row.id, option.id),
    workOrders: can(actor.permissions, OPTION_WORK_ORDERS_ACCESS)
      ? await workOrdersAtOption(deps, actor, { profileId: row.id, optionId }, OPTION_WORK_ORDERS_MAX)
      : null,
    mayListEntries: canListOptionEntries(actor.permissions, row.schoolId),
  };
}

/** A page of the option's entries the viewer may see; refused without entries rights there. */
export async function getOptionEntries(
  deps: ReadDeps,
  actor: Actor,
  profileId: string,
  optionId: string,
  cursor: string | undefined,
) {
  const { row } = await viewedOption(deps, actor, profileId, optionId);
  if (!canListOptionEntries(actor.permissions, row.schoolId))
    throw Forbidden('You do not have access to entries at one of the selected schools.');
  return entriesAtOption(deps, actor, { schoolId: row.schoolId, profileId, optionId }, cursor);
}
