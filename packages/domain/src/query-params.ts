import { z } from 'zod';
import { ZCalendarDate } from './input/dates.js';

/** A comma-joined query-string list ("a,b"): trimmed, blanks dropped, each item checked. */
export const commaList = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(item));

/** A query-string switch: 'true' is on, anything else (or nothing) off. */
export const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** A date range 'start,end' (YYYY-MM-DD) or nothing; a reversed range is swapped. */
export const dateRangeParam = commaList(ZCalendarDate)
  .refine((dates) => dates.length === 0 || dates.length === 2, { message: 'Give two dates: start,end' })
  .transform(([first, second]) =>
    first && second ? (first <= second ? [first, second] : [second, first]) : [],
  );

/** What every paged list answers besides its items: the next page's cursor, null on the last page. */
export const pageCursor = { nextCursor: z.string().nullable() };
export type TCursorPage = z.infer<z.ZodObject<typeof pageCursor>>;
