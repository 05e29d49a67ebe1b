import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.js';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
  /** The failing accessibility audits, to say what to fix. */
  accessibilityFailures: string[];
}

export interface LighthouseRunner {
  score(url: string, cookie?: string): Promise<LighthouseResult>;
  close(): Promise<void>;
}

/** Debian's Chromium for Lighthouse: its defaults (mobile, simulated slow 4G, 4x slower CPU). */
export async function startLighthouse(): Promise<LighthouseRunner> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  return {
    async score(url, cookie) {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        },
        // A signed-in screen: the session rides on every request, since Lighthouse clears storage.
        cookie
          ? { extends: 'lighthouse:default', settings: { extraHeaders: { Cookie: cookie } } }
          : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      return {
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        speedIndexMs: numeric('speed-index'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        accessibilityFailures: (categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => `${ref.id}: ${audits[ref.id]?.title ?? ''}`),
      };
    },
    close: async () => {
      chrome.kill();
    },
  };
}
