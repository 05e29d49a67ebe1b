import { friendlyRoleOf, isDistrictUser, type TPersonCard } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFound } from '../../http/errors.js';
import { schoolsOfUser } from '../schools/public.js';
import { users } from '../users/public.js';

/**
 * One person's hover card. Any signed-in user may read it: the card is what the app already shows
 * beside their name (spec 000 §2). A deleted or unknown id is 404, shown as 'Unknown User'.
 */
export async function personCard(db: Db, userId: string): Promise<TPersonCard> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw NotFound('Not found');
  const isDistrict = isDistrictUser(user);
  const title = user.title?.trim() || null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    title,
    role: title ? null : { key: user.role, name: friendlyRoleOf(user) },
    isDistrictUser: isDistrict,
    schools: isDistrict ? [] : await schoolsOfUser(db, user, false),
  };
}
