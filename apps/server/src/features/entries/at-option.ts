import { PAGE_SIZES, type TEntry, ZEntriesQuery } from '@schooldog/domain';
import type { Database, Executor } from '../../db/client.js';
import { encodeCursor } from '../../db/cursor.js';
import { Params } from '../../db/params.js';
import type { Actor } from '../../http/access.js';
import { withEntryAssessments } from '../assessments/public.js';
import { presentEntryWithNames } from './presenter.js';
import { entriesFilter, entriesPageRows, entriesPageSql } from './query.js';

/**
 * One page of the entries at a data profile's option (a room), newest first, as the explorer's
 * rules let the viewer see them (anyone's where they view entries, their own where they log): the
 * option's page in data profiles.
 */
export async function entriesAtOption(
  deps: { raw: Database['raw']; db: Executor },
  actor: Actor,
  place: { schoolId: string | null; profileId: string; optionId: string },
  cursor: string | undefined,
): Promise<{ entries: TEntry[]; nextCursor: string | null }> {
  const query = ZEntriesQuery.parse(place.schoolId ? { schoolIds: place.schoolId } : {});
  const base = entriesFilter(actor, query);
  const params = new Params(base.values);
  const where =
    `${base.where} and o.location_data_profile_id = ${params.add(place.profileId)}` +
    ` and o.location_data_profile_option_id = ${params.add(place.optionId)}`;
  const limit = PAGE_SIZES.entries;
  const rows = await entriesPageRows(
    deps.raw,
    entriesPageSql({ where, values: params.values }, { cursor, sortAsc: false, limit: limit + 1 }),
  );
  const page = await withEntryAssessments(deps.db, rows.slice(0, limit).map(presentEntryWithNames));
  const last = page.at(-1);
  return {
    entries: page,
    nextCursor: rows.length > limit && last ? encodeCursor(new Date(last.timestamp), last.id) : null,
  };
}
