import type { PermissionName } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { forgetUser } from '../http/access.js';
import { users } from '../db/schema.js';
import type { TestApp } from './harness.js';

/** Adds one permission at the listed schools to what a test person's role gives them. */
export async function grantAt(
  t: TestApp,
  who: { id: string },
  permission: PermissionName,
  schoolIds: string[],
) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, who.id));
  const permissions = {
    ...row?.permissions,
    [permission]: { hasPermission: true, always: false, forSchools: schoolIds },
  };
  await t.database.db.update(users).set({ permissions }).where(eq(users.id, who.id));
  // The next request reads the new permissions rather than the few-second cache.
  forgetUser(who.id);
}
