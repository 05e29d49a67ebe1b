import { isDistrictUser, resolvePermissions } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../core/deps.js';
import type { Actor } from '../http/access.js';
import { users } from '../db/schema.js';

/** A seeded user as the services' actor (no session: the server's own work). */
export async function actorByEmail(deps: Pick<AppDeps, 'db' | 'settings'>, email: string): Promise<Actor> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`demo user ${email} missing`);
  const app = await deps.settings.get('app');
  return {
    user,
    sessionId: null,
    permissions: resolvePermissions(user, { enableWorkOrders: app.enableWorkOrders }),
    isDistrictUser: isDistrictUser(user),
  };
}
