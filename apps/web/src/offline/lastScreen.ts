import { matchesLandingPath } from '@schooldog/domain';
import { useEffect } from 'react';
import { LANDING_ROUTES } from '../app/landingRoutes';
import { LAST_SCREEN_ID, LAST_SCREEN_KEY, type LastScreen, lastScreenPath } from '../app/lastScreen';

/*
 * Keeping the screen the user sees, for the installed app's next start to paint while its scripts
 * run (app/lastScreen.ts). Only the screens people open the app on, signed in, and only once they
 * show no loading state; the copy holds the app root's markup and the emotion styles it uses, and
 * goes with the rest of the user's data at sign-out (purge.ts).
 */

/** The screens kept, the most recently seen first; older ones are forgotten. */
const KEPT_SCREENS = 3;
/** Saved once the page has been still this long, and whenever it is hidden. */
const QUIET_MS = 1_000;
const INDEX_KEY = `${LAST_SCREEN_KEY}index`;

const isSignedInLanding = (pathname: string) =>
  LANDING_ROUTES.some(
    (route) => route.signedIn && route.paths.some((pattern) => matchesLandingPath(pattern, pathname)),
  );

function readIndex(): string[] {
  try {
    const index: unknown = JSON.parse(localStorage.getItem(INDEX_KEY) ?? '[]');
    return Array.isArray(index) ? index.filter((path): path is string => typeof path === 'string') : [];
  } catch {
    return [];
  }
}

/** The emotion rules the markup uses (by their `css-` class names), the global ones and keyframes. */
function stylesOf(html: string): string {
  const used = new Set(html.match(/css-[a-z0-9]+/g) ?? []);
  const rules: string[] = [];
  for (const element of document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')) {
    const isGlobal = (element.dataset.emotion ?? '').includes('global');
    for (const rule of element.sheet?.cssRules ?? []) {
      const text = rule.cssText;
      const names = text.match(/css-[a-z0-9]+/g);
      if (isGlobal || text.startsWith('@keyframes') || names?.some((name) => used.has(name)))
        rules.push(text);
    }
  }
  return rules.join('\n');
}

/**
 * A picture still on the device shows from a `blob:` address that dies with the page: the copy
 * keeps its place with an empty picture instead, so the next start asks for no dead address.
 */
const EMPTY_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const withoutPageAddresses = (html: string) => html.replace(/(\ssrc=")blob:[^"]*"/g, `$1${EMPTY_PICTURE}"`);

/** What this page wrote last. */
let lastKept: { userId: string; path: string; html: string } | null = null;

/** Keeps the screen shown now for `userId`, when it is one the app opens on and nothing on it is loading. */
export function saveLastScreen(userId: string): void {
  const root = document.getElementById('root');
  if (!root || document.getElementById(LAST_SCREEN_ID)) return;
  if (!isSignedInLanding(location.pathname)) return;
  if (root.querySelector('h1') === null || root.querySelector('[aria-busy="true"]') !== null) return;
  const path = lastScreenPath(location);
  const html = withoutPageAddresses(root.innerHTML);
  // Saved at every still moment: an unchanged screen is not styled and written again.
  if (lastKept?.userId === userId && lastKept.path === path && lastKept.html === html) return;
  const screen: LastScreen = {
    userId,
    path,
    html,
    css: stylesOf(html),
    width: window.innerWidth,
    savedAt: Date.now(),
  };
  const index = [path, ...readIndex().filter((kept) => kept !== path)];
  try {
    for (const forgotten of index.slice(KEPT_SCREENS)) localStorage.removeItem(LAST_SCREEN_KEY + forgotten);
    localStorage.setItem(LAST_SCREEN_KEY + path, JSON.stringify(screen));
    localStorage.setItem(INDEX_KEY, JSON.stringify(index.slice(0, KEPT_SCREENS)));
    lastKept = { userId, path, html };
  } catch {
    // A full storage keeps no copy: the app starts as it did without one.
    localStorage.removeItem(LAST_SCREEN_KEY + path);
  }
}

/** Forgets every kept screen (sign-out). */
export function clearLastScreens(): void {
  lastKept = null;
  for (const path of readIndex()) localStorage.removeItem(LAST_SCREEN_KEY + path);
  localStorage.removeItem(INDEX_KEY);
}

/** Keeps the user's screen whenever the page has been still for a moment and when it is hidden. */
export function useLastScreenKeeper(userId: string): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      saveLastScreen(userId);
    };
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(save, QUIET_MS);
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    document.addEventListener('visibilitychange', saveWhenHidden);
    window.addEventListener('pagehide', save);
    timer = setTimeout(save, QUIET_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', saveWhenHidden);
      window.removeEventListener('pagehide', save);
    };
  }, [userId]);
}
