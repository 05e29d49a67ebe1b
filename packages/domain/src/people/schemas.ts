import { z } from 'zod';
import { ZId } from '../ids.js';

/** A person as lists name them (an entry's reporter, a work order's assignees). */
export const ZPersonSummary = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

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
  /** The card says the title, else the role (spec 001 §2 "User hover card"). */
  title: z.string().nullable(),
  /** Sent only when there is no title: the key names it in the reader's language, the name when the app does not know it. */
  role: z.object({ key: z.string(), name: z.string() }).nullable(),
  isDistrictUser: z.boolean(),
  /** Their schools by name; empty for district users, whose card names no school. */
  schools: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TPersonCard = z.infer<typeof ZPersonCard>;
