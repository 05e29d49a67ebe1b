import type { Plugin } from 'vite';
import { CACHED_USER_KEY } from '../src/app/landingRoutes';
import {
  LAST_SCREEN_ID,
  LAST_SCREEN_KEY,
  LAST_SCREEN_MAX_AGE_MS,
  paintLastScreen,
} from '../src/app/lastScreen';

const SCRIPT = 'start-screen.js';
/** The copy goes by then even if the app has not shown the screen (an error, a very slow phone). */
const REVEAL_AFTER_MS = 8_000;

/**
 * Emits start-screen.js, which paints the last-known copy of the screen being opened
 * (src/app/lastScreen.ts), and runs it from the end of index.html's body: after the app root is
 * parsed, before the app's module scripts run. A script file, not inline: the Content Security
 * Policy allows scripts from the app's origin only.
 */
export function lastScreenScript(): Plugin {
  return {
    name: 'schooldog-last-screen',
    apply: 'build',
    generateBundle() {
      const args = [CACHED_USER_KEY, LAST_SCREEN_ID, LAST_SCREEN_MAX_AGE_MS, REVEAL_AFTER_MS];
      this.emitFile({
        type: 'asset',
        fileName: SCRIPT,
        source: `(${paintLastScreen.toString()})(${[LAST_SCREEN_KEY, ...args].map((arg) => JSON.stringify(arg)).join(', ')});\n`,
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${SCRIPT}` }, injectTo: 'body' }],
    },
  };
}
