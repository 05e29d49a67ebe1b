/*
 * The app's performance budgets, in one place (issue 12). `npm run bench:web` prints the measured
 * figures against them and the end-to-end budget test fails when a screen goes over. A new screen
 * or library that pushes a figure over its budget has to earn its bytes back elsewhere.
 */

/** A screen measured on its first load at phone width, the service worker blocked. */
export interface ScreenBudget {
  screen: string;
  /** Whether the load happens with a signed-in session (a principal of the demo district). */
  signedIn: boolean;
  /** JavaScript transferred (compressed bodies), in KB of 1,000 bytes. */
  jsKb: number;
  /** Also scored by Lighthouse (mobile, simulated slow 4G). */
  lighthouse: boolean;
}

export const SCREEN_BUDGETS = [
  { screen: 'sign-in', signedIn: false, jsKb: 150, lighthouse: true },
  { screen: 'dashboard', signedIn: true, jsKb: 250, lighthouse: true },
  { screen: 'entries', signedIn: true, jsKb: 275, lighthouse: false },
  { screen: 'walk', signedIn: true, jsKb: 275, lighthouse: false },
] as const satisfies readonly ScreenBudget[];

export type ScreenName = (typeof SCREEN_BUDGETS)[number]['screen'];

/** Lighthouse category scores (0–100) every scored screen must reach. */
export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100 } as const;

/** Cumulative layout shift while a screen loads and its data arrives. */
export const CLS_BUDGET = 0.05;
