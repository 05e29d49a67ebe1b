import { z } from 'zod';
import { DASHBOARD_CARD_IDS, isDashboardCardId } from './cards.js';
import { DASHBOARD_MESSAGES } from './messages.js';

/** PUT /api/me/dashboard-order: the Customize Dashboard dialog's order and on/off (spec 000 §3 dashboardOrder). */
export const ZDashboardOrderRequest = z.strictObject({
  dashboardOrder: z
    .array(
      z.strictObject({
        value: z.string().refine(isDashboardCardId, { message: DASHBOARD_MESSAGES.dashboardCardUnknown }),
        isDisabled: z.boolean(),
      }),
    )
    .max(DASHBOARD_CARD_IDS.length)
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.value))
          context.addIssue({
            code: 'custom',
            message: DASHBOARD_MESSAGES.dashboardCardRepeated,
            path: [index, 'value'],
          });
        seen.add(item.value);
      });
    }),
});
export type TDashboardOrderRequest = z.infer<typeof ZDashboardOrderRequest>;

/** GET /api/leaderboards/schools?cycle=YYYY-MM (the current month when left out). */
export const ZSchoolLeaderboardQuery = z.object({
  cycle: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: DASHBOARD_MESSAGES.leaderboardCycleInvalid })
    .optional(),
});

export const ZSchoolLeaderboard = z.object({
  cycle: z.string(),
  /** The cycles one may choose, newest first (up to 36). */
  cycles: z.array(z.string()),
  /** The top 3 schools by entries logged in the cycle, most first; none with no entries. */
  schools: z.array(z.object({ schoolId: z.string(), name: z.string(), count: z.number().int() })),
});
export type TSchoolLeaderboard = z.infer<typeof ZSchoolLeaderboard>;

/** GET /api/leaderboards/top-walkers?schoolYear=2026-2027 (the current school year when left out). */
export const ZTopWalkersQuery = z.object({
  schoolYear: z
    .string()
    .regex(/^\d{4}-\d{4}$/, { message: DASHBOARD_MESSAGES.schoolYearInvalid })
    .refine((year) => Number(year.slice(5)) === Number(year.slice(0, 4)) + 1, {
      message: DASHBOARD_MESSAGES.schoolYearInvalid,
    })
    .optional(),
});

export const ZTopWalkers = z.object({
  schoolYear: z.string(),
  /** The top 5 people by entries logged in the school year, each with more than 0. */
  walkers: z.array(z.object({ userId: z.string(), name: z.string(), count: z.number().int() })),
});
export type TTopWalkers = z.infer<typeof ZTopWalkers>;
