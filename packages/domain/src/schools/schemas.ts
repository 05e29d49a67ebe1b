import { z } from 'zod';
import { ZSchoolId } from '../ids.js';

/** A school's contact information and links (spec 000 §3 "School"), as the walk's resources show it. */
export const ZSchoolInfo = z.object({
  id: z.string(),
  name: z.string(),
  address: z.object({
    street: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  principalName: z.string().nullable(),
  principalEmail: z.string().nullable(),
  principalOfficePhone: z.string().nullable(),
  schoolOfficeNumber: z.string().nullable(),
  phone: z.string().nullable(),
  officePhone: z.string().nullable(),
  contactPhone: z.string().nullable(),
  fax: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  links: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type TSchoolInfo = z.infer<typeof ZSchoolInfo>;

/** The address of one school: /api/schools/:schoolId. */
export const ZSchoolParams = z.object({ schoolId: ZSchoolId });

/** A location named in the school's entries: its latest spelling, how often and when last used. */
export const ZSchoolLocation = z.object({ name: z.string(), count: z.number(), lastUsed: z.string() });
export type TSchoolLocation = z.infer<typeof ZSchoolLocation>;
/** GET /api/schools/:schoolId/locations: the school's location profile, sorted by name. */
export const ZSchoolLocations = z.object({ locations: z.array(ZSchoolLocation) });
