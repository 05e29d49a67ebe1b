import { DEFAULT_TIME_ZONE } from '@schooldog/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { settings } from './settings-tables.js';

/**
 * A list's date range filter: from the first day's 00:00 to the last day's 23:59:59 in the district's
 * time zone (spec 000 §7), read from its organization settings in the statement. No conditions when
 * the range is not given.
 */
export function withinDistrictDays(column: AnyColumn, [start, end]: readonly string[]): SQL[] {
  if (!start || !end) return [];
  const timeZone = sql`coalesce((select ${settings.data}->>'timeZone' from ${settings} where ${settings.key} = 'organization'), ${DEFAULT_TIME_ZONE})`;
  return [
    sql`${column} >= (${start}::date::timestamp at time zone ${timeZone})`,
    sql`${column} < ((${end}::date + 1)::timestamp at time zone ${timeZone})`,
  ];
}
