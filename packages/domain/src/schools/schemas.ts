import { z } from 'zod';

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
