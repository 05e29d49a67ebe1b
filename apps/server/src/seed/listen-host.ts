import { verifyPassword } from 'better-auth/crypto';
import { and, eq, like } from 'drizzle-orm';
import { accounts } from '../auth/tables.js';
import { PUBLISHED_DEMO_PASSWORD } from '../config.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { DEMO_EMAIL_DOMAIN } from './demo.js';

export interface ListenHost {
  host: string;
  /** Why the server is not on the network, for the start-up log. */
  notice?: string;
}

/**
 * Where the server listens: HOST when it is set; otherwise every interface, except while a demo
 * account that can sign in still has the password the README publishes, when anyone on the
 * network could sign in as the district's master administrator. Then only this computer.
 */
export async function listenHost(host: string | undefined, db: Db): Promise<ListenHost> {
  if (host) return { host };
  if (!(await hasPublishedDemoPassword(db))) return { host: '0.0.0.0' };
  return {
    host: 'localhost',
    notice:
      'Listening on localhost only: the demo accounts still have the published password. Give them ' +
      'their own (DEMO_PASSWORD, on a new data folder), or set HOST (HOST=0.0.0.0) to listen on the network anyway.',
  };
}

async function hasPublishedDemoPassword(db: Db): Promise<boolean> {
  const rows = await db
    .select({ hash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(and(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`), eq(users.isArchived, false)));
  // Each check costs a password hash, so each distinct hash once: the seed gives every demo account
  // the same one, so a start usually verifies one.
  for (const hash of new Set(rows.map((row) => row.hash))) {
    if (hash && (await verifyPassword({ hash, password: PUBLISHED_DEMO_PASSWORD }))) return true;
  }
  return false;
}
