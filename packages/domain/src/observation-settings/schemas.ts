import { z } from 'zod';

export const ZObservationCategory = z.object({
  id: z.string(),
  label: z.string().min(1),
  image: z.string().nullable().default(null),
  tags: z.array(z.string()).default([]),
});
export const ZObservationItem = z.object({
  id: z.string(),
  label: z.string().min(1),
  categories: z.array(z.string()).min(1),
  tags: z.array(z.string()).default([]),
});
/** Observation settings (document id "observation"): categories and items with tags. */
export const ZObservationSettings = z.object({
  categories: z.array(ZObservationCategory).default([]),
  items: z.array(ZObservationItem).default([]),
});
export type TObservationCategory = z.infer<typeof ZObservationCategory>;
export type TObservationItem = z.infer<typeof ZObservationItem>;
export type TObservationSettings = z.infer<typeof ZObservationSettings>;
