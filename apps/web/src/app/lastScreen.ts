/*
 * The installed app opens on the screen as the user last saw it (issue 23, docs/decisions.md "The
 * last-known screen"): while the app's scripts start, a copy of that screen, kept on the device,
 * is painted over the page, inert, and removed once the app shows the screen itself. The copy is
 * saved by offline/lastScreen.ts; the page paints it with `paintLastScreen`, run by the start
 * script in the page's head once the page is parsed (vite-plugins/lastScreenStart.ts), before any
 * module.
 *
 * No imports: vite.config.ts reads this file with Node.
 */

/** Where a screen's copy is kept: this prefix and the screen's path. */
export const LAST_SCREEN_KEY = 'schooldog.lastScreen:';
/** The element holding the painted copy (its content is in a closed shadow root). */
export const LAST_SCREEN_ID = 'last-screen';
/** A copy older than this is not shown: the screen may have changed too much. */
export const LAST_SCREEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** One screen as the user last saw it. */
export interface LastScreen {
  userId: string;
  /** The screen's path and query, as `lastScreenPath` gives it. */
  path: string;
  /** The app root's markup and the styles it uses. */
  html: string;
  css: string;
  /** The window's width then: at another width the app may lay the screen out differently. */
  width: number;
  savedAt: number;
}

/** The screen a location shows: the app sends `/` to the dashboard. */
export function lastScreenPath(location: { pathname: string; search: string }): string {
  return `${location.pathname === '/' ? '/dashboard' : location.pathname}${location.search}`;
}

/**
 * Paints the copy of the screen being opened, when the service worker answered the page (the
 * installed app) and the copy is the cached user's, of this path, at this width and recent. The copy sits in a
 * closed shadow root over the page, inert and hidden from assistive technology, so it takes no
 * tap and is never read twice; it goes when the app's root shows a page heading with nothing
 * still loading, when the app goes to another path, or after `revealAfterMs`.
 *
 * Plain ES2020 and self-contained: its source is written into the page's script as it is.
 */
export function paintLastScreen(
  storageKey: string,
  userKey: string,
  id: string,
  maxAgeMs: number,
  revealAfterMs: number,
): void {
  if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return;
  const root = document.getElementById('root');
  if (!root || document.getElementById(id)) return;
  const pathOf = () => `${location.pathname === '/' ? '/dashboard' : location.pathname}${location.search}`;
  const path = pathOf();
  const read = (): LastScreen | null => {
    try {
      const user = JSON.parse(localStorage.getItem(userKey) ?? 'null') as { user?: { id?: unknown } } | null;
      const saved = JSON.parse(localStorage.getItem(storageKey + path) ?? 'null') as LastScreen | null;
      const userId = user?.user?.id;
      const fits =
        saved !== null &&
        typeof userId === 'string' &&
        saved.userId === userId &&
        saved.path === path &&
        saved.width === window.innerWidth &&
        Date.now() - saved.savedAt < maxAgeMs;
      return fits ? saved : null;
    } catch {
      return null;
    }
  };
  const screen = read();
  if (!screen) return;
  const host = document.createElement('div');
  host.id = id;
  host.inert = true;
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;inset:0;z-index:2000;overflow:hidden;background:#f5f7f7';
  const shadow = host.attachShadow({ mode: 'closed' });
  shadow.innerHTML = `<style>${screen.css}</style>${screen.html}`;
  root.after(host);
  const isShownByApp = () =>
    pathOf() !== path ||
    (root.querySelector('h1') !== null && root.querySelector('[aria-busy="true"]') === null);
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    host.remove();
  };
  const observer = new MutationObserver(() => {
    if (isShownByApp()) reveal();
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const timer = setTimeout(reveal, revealAfterMs);
}
