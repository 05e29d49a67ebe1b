import { DEFAULT_TIME_ZONE } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/**
 * The kept counts of every bulk-loaded entry, built as the entry writes would have kept them: the
 * insight counters as the domain's insightChanges makes them (bench entries carry no location),
 * and the school-year Top Walkers as its leaderboardChanges does (one per entry and reporter,
 * in the school year, July 1 to June 30, of the district's time zone). One SQL aggregate each:
 * logging a million entries through the API would take hours.
 */
export async function rebuildKeptCounts(db: Db, timeZone: string = DEFAULT_TIME_ZONE) {
  await db.execute(sql`truncate insight_counts, top_walkers`);
  await db.execute(sql`
    insert into insight_counts (count_id, metric, month, school_id, count)
    select c.count_id, m.metric, to_char(o.timestamp at time zone ${timeZone}, 'YYYY-MM'), o.school_id,
      sum(m.amount)::int
    from observations o
    cross join lateral unnest(
      array['global', 'category--' || o.observation_category_id,
        'category--' || o.observation_category_id || '--item--' || o.observation_item_id,
        'user--' || o.reported_by_user_id]
      || array(select distinct 'tag--' || lower(t) from unnest(o.searchable_tags) t)
    ) as c(count_id)
    cross join lateral (
      select (case o.observation_type when 'concern' then 'Concerns' when 'praise' then 'Praises' else 'Other' end) as type,
        initcap(o.walk_type) as walk
    ) as k
    cross join lateral (values
      ('total', o.quantity), ('total' || k.type, o.quantity), ('total' || k.walk, o.quantity),
      ('total' || k.walk || k.type, o.quantity), ('totalObservations', 1)
    ) as m(metric, amount)
    where not o.is_deleted
    group by 1, 2, 3, 4
  `);
  await db.execute(sql`
    insert into top_walkers (school_year, user_id, count)
    select y.start::text || '-' || (y.start + 1)::text, o.reported_by_user_id, count(*)::int
    from observations o
    cross join lateral (select o.timestamp at time zone ${timeZone} as local) as l
    cross join lateral (
      select extract(year from l.local)::int - (case when extract(month from l.local) < 7 then 1 else 0 end) as start
    ) as y
    where not o.is_deleted
    group by 1, 2
  `);
  await db.execute(sql`vacuum analyze insight_counts`);
  await db.execute(sql`vacuum analyze top_walkers`);
}
