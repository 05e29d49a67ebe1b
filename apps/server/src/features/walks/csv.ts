import type { Readable } from 'node:stream';
import { DEFAULT_TIME_ZONE } from '@schooldog/domain';
import type { Actor } from '../../http/access.js';
import { filteredEntriesCsv } from '../entries/csv.js';
import { loadViewableWalk } from './access.js';
import { schoolNameOf } from './change.js';
import type { AppDeps } from '../../core/deps.js';

/** YYYY-MM-DD in the district's time zone. */
export const dayOf = (time: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(time);

/**
 * generateCsvForWalk (spec 000 §7): the walk's non-deleted entries in the explorer's CSV columns,
 * oldest first, named 'school - date SchoolDog Walk - Entries'.
 */
export async function walkCsv(
  deps: AppDeps,
  actor: Actor,
  walkId: string,
): Promise<{ fileName: string; stream: Readable }> {
  const walk = await loadViewableWalk(deps.db, actor, walkId);
  const schoolName = (await schoolNameOf(deps.db, walk.schoolId)) ?? 'School';
  const stream = await filteredEntriesCsv(
    deps,
    { where: 'not o.is_deleted and o.walk_id = $1', values: [walkId] },
    true,
  );
  return { fileName: `${schoolName} - ${dayOf(walk.timeCreated)} SchoolDog Walk - Entries.csv`, stream };
}

/** A Content-Disposition header that survives any school name (quotes, accents). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
