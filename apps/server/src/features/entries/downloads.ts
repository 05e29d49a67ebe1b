import { entryDownloadScope, type TEntriesQuery } from '@schooldog/domain';
import { isOneOf, Params } from '../../db/params.js';
import type { Actor } from '../../http/access.js';
import { Forbidden } from '../../http/errors.js';
import { type EntriesFilter, entriesFilter } from './query.js';

/**
 * The explorer's filters for a download (CSV or PDF): "reports card and download buttons need
 * download entry reports" (spec 000 §6), at every selected school, and a download holds only the
 * schools where the user has it.
 */
export function downloadFilter(actor: Actor, query: TEntriesQuery): EntriesFilter {
  const filter = entriesFilter(actor, query);
  const scope = entryDownloadScope(actor.permissions, query.schoolIds);
  if (!scope.mayDownload) throw Forbidden('You may not download entry reports at these schools.');
  if (scope.schools === 'all') return filter;
  const params = new Params(filter.values);
  return {
    where: `${filter.where} and ${isOneOf(params, 'o.school_id', scope.schools)}`,
    values: params.values,
  };
}
