import pg from 'pg';

/** Runs statements (create or drop a database) on the PostgreSQL server of `adminUrl`, on a connection of its own. */
export async function onServer(adminUrl: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The address of database `name` on the server of `adminUrl`. */
export function databaseAt(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
