import type { Readable } from 'node:stream';
import { canDownloadWalkReports } from '@schooldog/domain';
import type { Actor } from '../../http/access.js';
import type { DownloadName } from '../../http/download.js';
import { Forbidden } from '../../http/errors.js';
import { filteredEntriesCsv } from '../entries/public.js';
import { districtDay } from '../../platform/documents/index.js';
import { districtTimeZone } from '../../core/settings.js';
import { loadViewableWalk } from './access.js';
import { schoolNameOf } from '../schools/public.js';
import type { AppDeps } from '../../core/deps.js';

/**
 * generateCsvForWalk (spec 000 §7): the walk's non-deleted entries in the explorer's CSV columns,
 * oldest first, named 'school - date SchoolDog Walk - Entries'. Needs download entry reports at the
 * walk's school (spec 000 §6 "Reports card and download buttons").
 */
export async function walkCsv(
  deps: AppDeps,
  actor: Actor,
  walkId: string,
): Promise<{ fileName: DownloadName; stream: Readable }> {
  const walk = await loadViewableWalk(deps.db, actor, walkId);
  if (!canDownloadWalkReports(actor.permissions, walk)) throw Forbidden();
  const schoolName = (await schoolNameOf(deps.db, walk.schoolId)) ?? 'School';
  const stream = await filteredEntriesCsv(
    deps,
    { where: 'not o.is_deleted and o.walk_id = $1', values: [walkId] },
    true,
  );
  return {
    fileName: `${schoolName} - ${districtDay(walk.timeCreated, await districtTimeZone(deps.settings))} SchoolDog Walk - Entries.csv`,
    stream,
  };
}
