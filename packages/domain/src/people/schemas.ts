import { z } from 'zod';
import { ZId } from '../ids.js';

/** GET /api/people/:userId */
export const ZPersonCardParams = z.object({ userId: ZId });

/**
 * The user hover card (spec 000 §2, 001 §2): name, title or friendly role, schools for
 * non-district users, email. Nothing else about the person leaves the server.
 */
export const ZPersonCard = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The person's title, or their role's friendly name when they have none. */
  titleOrRole: z.string(),
  isDistrictUser: z.boolean(),
  /** Their schools by name; empty for district users, whose card names no school. */
  schools: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TPersonCard = z.infer<typeof ZPersonCard>;

/** What the card says under the name: the title, else the friendly role (spec 001 §2 "User hover card"). */
export function titleOrRoleOf(person: { title: string | null; friendlyRole: string }): string {
  const title = person.title?.trim();
  return title ? title : person.friendlyRole;
}
