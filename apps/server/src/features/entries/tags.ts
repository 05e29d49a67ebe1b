import { ZEntriesQuery } from '@schooldog/domain';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { entriesFilter } from './query.js';

/** Enough to choose from; a district's tags are mostly its categories' and items'. */
const SUGGESTED_TAGS_MAX = 200;

/**
 * The tags on the entries this user may see (the explorer's own visibility), most used first, each
 * in its most used spelling: the tag filter's suggestions.
 */
export async function entryTagSuggestions(deps: { raw: Database['raw'] }, actor: Actor): Promise<string[]> {
  const filter = entriesFilter(actor, ZEntriesQuery.parse({}));
  const rows = await deps.raw(
    `select mode() within group (order by t), count(*) as uses` +
      ` from observations o cross join lateral unnest(o.tags) as t` +
      ` where ${filter.where}` +
      ` group by lower(t) order by uses desc, 1 limit ${SUGGESTED_TAGS_MAX}`,
    [...filter.values],
  );
  return rows.map((row) => String(row[0]));
}
