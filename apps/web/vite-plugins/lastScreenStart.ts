import { CACHED_USER_KEY } from '../src/app/landingRoutes';
import {
  LAST_SCREEN_ID,
  LAST_SCREEN_KEY,
  LAST_SCREEN_MAX_AGE_MS,
  paintLastScreen,
} from '../src/app/lastScreen';

/** The copy goes by then even if the app has not shown the screen (an error, a very slow phone). */
const REVEAL_AFTER_MS = 8_000;

/**
 * The start script's part that paints the last-known copy of the screen being opened
 * (src/app/lastScreen.ts): run when the page is parsed (the app root is there) and before the
 * app's module scripts, which wait for the end of parsing. Part of start.js, a classic
 * script in the head (landingPreloads.ts), so the page waits for no second file; a script file,
 * since the Content Security Policy allows scripts from the app's origin only.
 */
export function lastScreenStart(): string {
  const args = [LAST_SCREEN_KEY, CACHED_USER_KEY, LAST_SCREEN_ID, LAST_SCREEN_MAX_AGE_MS, REVEAL_AFTER_MS];
  return `document.addEventListener('readystatechange', () => {
  if (document.readyState === 'interactive')
    (${paintLastScreen.toString()})(${args.map((arg) => JSON.stringify(arg)).join(', ')});
}, { once: true });
`;
}
