import type { TranslationKey } from '../../i18n';

/** The browsers the install page explains (spec 000 §2 "Sign-in and auth pages"). */
export type InstallBrowser = 'iosSafari' | 'androidChrome' | 'chromeDesktop' | 'edge' | 'firefox' | 'other';

export interface InstallGuide {
  browser: InstallBrowser;
  titleKey: TranslationKey;
  stepKeys: readonly TranslationKey[];
}

/** The guides in the page's order, before the current browser's moves first. */
export const INSTALL_GUIDES: readonly InstallGuide[] = [
  {
    browser: 'iosSafari',
    titleKey: 'offline.install.browsers.iosSafari.title',
    stepKeys: [
      'offline.install.browsers.iosSafari.step1',
      'offline.install.browsers.iosSafari.step2',
      'offline.install.browsers.iosSafari.step3',
      'offline.install.browsers.iosSafari.step4',
    ],
  },
  {
    browser: 'androidChrome',
    titleKey: 'offline.install.browsers.androidChrome.title',
    stepKeys: [
      'offline.install.browsers.androidChrome.step1',
      'offline.install.browsers.androidChrome.step2',
      'offline.install.browsers.androidChrome.step3',
      'offline.install.browsers.androidChrome.step4',
    ],
  },
  {
    browser: 'chromeDesktop',
    titleKey: 'offline.install.browsers.chromeDesktop.title',
    stepKeys: [
      'offline.install.browsers.chromeDesktop.step1',
      'offline.install.browsers.chromeDesktop.step2',
      'offline.install.browsers.chromeDesktop.step3',
    ],
  },
  {
    browser: 'edge',
    titleKey: 'offline.install.browsers.edge.title',
    stepKeys: [
      'offline.install.browsers.edge.step1',
      'offline.install.browsers.edge.step2',
      'offline.install.browsers.edge.step3',
    ],
  },
  {
    browser: 'firefox',
    titleKey: 'offline.install.browsers.firefox.title',
    stepKeys: [
      'offline.install.browsers.firefox.step1',
      'offline.install.browsers.firefox.step2',
      'offline.install.browsers.firefox.step3',
    ],
  },
  {
    browser: 'other',
    titleKey: 'offline.install.browsers.other.title',
    stepKeys: ['offline.install.browsers.other.step1', 'offline.install.browsers.other.step2'],
  },
];

/**
 * Which guide fits this browser, from its user agent. Every browser on iPhone and iPad installs
 * through Safari's Share menu; iPadOS reports itself as a Mac with touch.
 */
export function detectInstallBrowser(userAgent: string, maxTouchPoints = 0): InstallBrowser {
  const isIos = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (isIos) return 'iosSafari';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Edg(A|iOS)?\//.test(userAgent)) return 'edge';
  const isChromium = /Chrome\//.test(userAgent) && !/OPR\/|SamsungBrowser\//.test(userAgent);
  if (isChromium && /Android/.test(userAgent)) return 'androidChrome';
  if (isChromium) return 'chromeDesktop';
  return 'other';
}

/** The current browser's guide first, then the others in their usual order. */
export function orderedGuides(current: InstallBrowser): InstallGuide[] {
  return [...INSTALL_GUIDES].sort((a, b) => Number(b.browser === current) - Number(a.browser === current));
}
