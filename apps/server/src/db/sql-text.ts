import { Param, type SQL, sql } from 'drizzle-orm';
import type { SqlClient, Tx } from './client.js';

/** SQL text with $1… placeholders as a drizzle query: each placeholder one parameter, arrays included. */
export function sqlText(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${new Param(values[Number(part) - 1])}`,
  );
  return sql.join(chunks, sql.raw(''));
}

/**
 * An open transaction as a SqlClient, so that pg-boss writes a job in it: the job then exists
 * exactly when the write commits.
 */
export function transactionSql(tx: Tx): SqlClient {
  return {
    async executeSql(text, values) {
      const result: unknown = await tx.execute(sqlText(text, values));
      // node-postgres answers a QueryResult, PGlite its Results: both carry the rows.
      return { rows: (result as { rows: Record<string, unknown>[] }).rows };
    },
  };
}
