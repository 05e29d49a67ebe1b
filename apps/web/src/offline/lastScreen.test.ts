import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHED_USER_KEY } from '../app/landingRoutes';
import {
  LAST_SCREEN_ID,
  LAST_SCREEN_KEY,
  LAST_SCREEN_MAX_AGE_MS,
  type LastScreen,
  paintLastScreen,
} from '../app/lastScreen';
import { clearLastScreens, saveLastScreen } from './lastScreen';

const USER = 'user1';
const REVEAL_AFTER_MS = 8_000;

function showScreen(path: string, html: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const style = document.createElement('style');
  style.dataset.emotion = 'css';
  style.textContent =
    '.css-used{color:red}.css-other{color:blue}@media (min-width:600px){.css-used{color:green}}';
  document.head.appendChild(style);
}

const kept = (path: string) =>
  JSON.parse(localStorage.getItem(LAST_SCREEN_KEY + path) ?? 'null') as LastScreen | null;

const paint = () =>
  paintLastScreen(LAST_SCREEN_KEY, CACHED_USER_KEY, LAST_SCREEN_ID, LAST_SCREEN_MAX_AGE_MS, REVEAL_AFTER_MS);
const copy = () => document.getElementById(LAST_SCREEN_ID);

beforeEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('keeping the screen the user sees', () => {
  it('keeps a screen the app opens on, with the styles its markup uses', () => {
    showScreen('/dashboard', '<main><h1 class="css-used">Welcome, James!</h1></main>');
    saveLastScreen(USER);
    const screen = kept('/dashboard');
    expect(screen).toMatchObject({ userId: USER, path: '/dashboard', width: window.innerWidth });
    expect(screen?.html).toContain('Welcome, James!');
    expect(screen?.css).toContain('.css-used');
    expect(screen?.css).toMatch(/@media \(min-width: ?600px\)/);
    expect(screen?.css).not.toContain('.css-other');
  });

  it('keeps a picture waiting on the device as an empty picture: its blob: address dies with the page', () => {
    showScreen(
      '/entries',
      '<h1>Entries</h1><img alt="Picture 1" src="blob:http://localhost/0d1c"><img alt="Picture 2" src="/api/files/a.jpg">',
    );
    saveLastScreen(USER);
    const html = kept('/entries')?.html ?? '';
    expect(html).not.toContain('blob:');
    expect(html).toContain('alt="Picture 1" src="data:image/gif;base64,');
    expect(html).toContain('src="/api/files/a.jpg"');
  });

  it('keeps nothing while part of the screen is loading, or on a screen the app does not open on', () => {
    showScreen('/dashboard', '<h1>Welcome</h1><div role="status" aria-busy="true"></div>');
    saveLastScreen(USER);
    showScreen('/settings/profile', '<h1>Profile</h1>');
    saveLastScreen(USER);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('keeps the three screens seen last and forgets them all at sign-out', () => {
    for (const path of ['/dashboard', '/entries', '/walks', '/entries?type=concern']) {
      showScreen(path, `<h1>${path}</h1>`);
      saveLastScreen(USER);
    }
    expect(kept('/dashboard')).toBeNull();
    expect(kept('/entries')?.html).toBe('<h1>/entries</h1>');
    expect(kept('/entries?type=concern')?.html).toBe('<h1>/entries?type=concern</h1>');
    clearLastScreens();
    expect(Object.keys(localStorage)).toEqual([]);
  });
});

describe("painting the installed app's last-known screen", () => {
  function keepDashboard(overrides: Partial<LastScreen> = {}) {
    const screen: LastScreen = {
      userId: USER,
      path: '/dashboard',
      html: '<h1>Welcome, James!</h1>',
      css: '',
      width: window.innerWidth,
      savedAt: Date.now(),
      ...overrides,
    };
    localStorage.setItem(LAST_SCREEN_KEY + screen.path, JSON.stringify(screen));
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify({ user: { id: USER } }));
  }

  function openInstalledApp(path: string) {
    window.history.replaceState(null, '', path);
    document.body.innerHTML = '<div id="root"><div class="splash"></div></div>';
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
  }

  it('paints the copy over the page, inert and hidden from assistive technology, until the app shows the screen', async () => {
    keepDashboard();
    openInstalledApp('/');
    paint();
    expect(copy()?.inert ?? copy()?.hasAttribute('inert')).toBeTruthy();
    expect(copy()?.getAttribute('aria-hidden')).toBe('true');
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = '<h1>Welcome, James!</h1><div aria-busy="true"></div>';
    await Promise.resolve();
    expect(copy()).not.toBeNull();
    root.querySelector('[aria-busy]')?.setAttribute('aria-busy', 'false');
    await vi.waitFor(() => expect(copy()).toBeNull());
  });

  it('goes when the app takes the user elsewhere, or after a while', async () => {
    keepDashboard();
    openInstalledApp('/dashboard');
    paint();
    window.history.replaceState(null, '', '/auth/signin');
    document.getElementById('root')?.append(document.createElement('div'));
    await vi.waitFor(() => expect(copy()).toBeNull());
    vi.useFakeTimers();
    openInstalledApp('/dashboard');
    paint();
    expect(copy()).not.toBeNull();
    vi.advanceTimersByTime(REVEAL_AFTER_MS);
    expect(copy()).toBeNull();
  });

  it('paints nothing for another user, another path or width, an old copy, or a page the service worker did not answer', () => {
    const cases: [Partial<LastScreen>, string][] = [
      [{ userId: 'user2' }, '/dashboard'],
      [{}, '/entries'],
      [{ width: window.innerWidth + 200 }, '/dashboard'],
      [{ savedAt: Date.now() - LAST_SCREEN_MAX_AGE_MS - 1 }, '/dashboard'],
    ];
    for (const [overrides, path] of cases) {
      keepDashboard(overrides);
      openInstalledApp(path);
      paint();
      expect(copy()).toBeNull();
    }
    keepDashboard();
    openInstalledApp('/dashboard');
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: null } });
    paint();
    expect(copy()).toBeNull();
  });
});
