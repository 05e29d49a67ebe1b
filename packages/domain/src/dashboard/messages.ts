/**
 * The dashboard's refusals. The spec gives the rules (a cycle among the last 36 months, the cards
 * of the Customize Dashboard dialog), not the words. Part of REFUSALS, so the web translates them.
 */
export const DASHBOARD_MESSAGES = {
  dashboardCardUnknown: 'This dashboard card does not exist.',
  dashboardCardRepeated: 'Each dashboard card can appear only once.',
  leaderboardCycleInvalid: 'Choose a cycle among the last 36 months.',
  schoolYearInvalid: 'A school year is written as two years in a row, such as 2026-2027.',
} as const;
