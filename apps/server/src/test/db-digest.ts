import type { Database } from '../db/client.js';

export interface TableDigest {
  rows: number;
  /** md5 over every row's text, in a fixed order: equal digests mean equal contents. */
  md5: string;
}

/** Row count and a digest of the rows of every table of the app (and of its migration record). */
export async function tableDigests(database: Database): Promise<Record<string, TableDigest>> {
  const tables = (await database.raw(
    `select table_schema, table_name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
    [],
  )) as [schema: string, table: string][];
  const digests: Record<string, TableDigest> = {};
  for (const [schema, table] of tables) {
    const [row] = await database.raw(
      `select count(*)::int, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '')
       from "${schema}"."${table}" t`,
      [],
    );
    digests[`${schema}.${table}`] = { rows: Number(row?.[0] ?? 0), md5: String(row?.[1] ?? '') };
  }
  return digests;
}
