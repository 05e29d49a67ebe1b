import { afterEach, describe, expect, it } from 'vitest';
import { CACHED_USER_KEY } from '../src/app/landingRoutes';
import { startScript } from './landingPreloads';

const PRELOADS = {
  routes: [
    { paths: ['/auth/signin'], signedIn: false, files: ['/assets/SignInPage.js'] },
    {
      paths: ['/', '/dashboard'],
      signedIn: true,
      files: ['/assets/signedIn.js', '/assets/DashboardPage.js'],
    },
    { paths: ['/walks/walk/:walkId'], signedIn: true, files: ['/assets/WalkPage.js'] },
  ],
  signedOut: ['/assets/SignInPage.js'],
};

/** Runs the start script on `path` (as the page's head would) and returns the links it added. */
function linksOn(path: string, { isFromServiceWorker = true } = {}): string[] {
  window.history.replaceState(null, '', path);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: isFromServiceWorker ? {} : null },
  });
  new Function(startScript(PRELOADS))();
  return [...document.head.querySelectorAll('link')].map(
    (link) => `${link.rel} ${link.getAttribute('href')}${link.as ? ` as ${link.as}` : ''}`,
  );
}

describe('the start script of a page the service worker answers', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  it('preloads a signed-in route and the signed-in user when the device knows a user', () => {
    localStorage.setItem(CACHED_USER_KEY, '{}');
    expect(linksOn('/walks/walk/w1')).toEqual([
      'modulepreload /assets/WalkPage.js',
      'preload /api/me as fetch',
    ]);
  });

  it('preloads the sign-in page for a signed-in route when the device knows no user', () => {
    expect(linksOn('/dashboard')).toEqual(['modulepreload /assets/SignInPage.js']);
  });

  it('leaves a page the server answered to its Link header', () => {
    localStorage.setItem(CACHED_USER_KEY, '{}');
    expect(linksOn('/dashboard', { isFromServiceWorker: false })).toEqual([]);
  });

  it('preloads nothing on a path that is no landing route', () => {
    localStorage.setItem(CACHED_USER_KEY, '{}');
    expect(linksOn('/walks/walk/w1/extra')).toEqual([]);
  });
});
