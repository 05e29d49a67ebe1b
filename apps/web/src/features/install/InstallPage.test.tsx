import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '../../offline/pwa/installPrompt';
import { renderPage } from '../../test/render';
import { detectInstallBrowser, orderedGuides } from './browsers';
import { InstallPage } from './InstallPage';

const USER_AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

afterEach(() => vi.unstubAllGlobals());

describe('which install guide fits the browser', () => {
  it.each([
    ['iphone', 0, 'iosSafari'],
    ['iphoneChrome', 0, 'iosSafari'],
    ['ipad', 5, 'iosSafari'],
    ['android', 0, 'androidChrome'],
    ['samsung', 0, 'other'],
    ['chrome', 0, 'chromeDesktop'],
    ['edge', 0, 'edge'],
    ['firefox', 0, 'firefox'],
    ['macSafari', 0, 'other'],
  ] as const)('%s → %s', (agent, touchPoints, expected) => {
    expect(detectInstallBrowser(USER_AGENTS[agent], touchPoints)).toBe(expected);
  });

  it("puts the current browser's guide first and keeps the others in order", () => {
    expect(orderedGuides('edge').map((guide) => guide.browser)).toEqual([
      'edge',
      'iosSafari',
      'androidChrome',
      'chromeDesktop',
      'firefox',
      'other',
    ]);
  });
});

/** What Chromium dispatches when the app can be installed. */
function offerInstallation(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function useBrowser(agent: keyof typeof USER_AGENTS) {
  vi.stubGlobal('navigator', { ...navigator, userAgent: USER_AGENTS[agent], maxTouchPoints: 0 });
}

describe('/install (spec 000 §2 "Sign-in and auth pages")', () => {
  it("shows every browser's instructions, the current browser's first and open", async () => {
    useBrowser('android');
    renderPage(<InstallPage />, '/install');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Android (Chrome)Your browser',
      'iPhone and iPad (Safari)',
      'Chrome on a computer',
      'Microsoft Edge',
      'Firefox',
      'Other browsers',
    ]);
    expect(screen.getByRole('button', { name: /Android \(Chrome\)/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: /Microsoft Edge/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.getByText('Tap Install app, or Add to Home screen.')).toBeTruthy();
  });

  it('offers Install App only when the browser allows it, and uses the offer captured at start', async () => {
    useBrowser('chrome');
    captureInstallPrompt();
    const offer = offerInstallation('accepted');
    expect(offer.defaultPrevented).toBe(true);
    renderPage(<InstallPage />, '/install');
    fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('SchoolDog is installed on this device.')).toBeTruthy();
    // The offer is used up.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull());
  });

  it('has no Install App button where the browser does not offer installation', () => {
    useBrowser('iphone');
    renderPage(<InstallPage />, '/install');
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
    expect(screen.getByRole('button', { name: /iPhone and iPad/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
