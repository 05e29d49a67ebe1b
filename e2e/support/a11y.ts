import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Impacts that fail a test; minor and moderate findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * The screens this test file has checked, by width: each is checked once per file, whichever page
 * or person shows it (axe-core took most of a journey's time re-checking the screens its second
 * browser and later steps came back to). A file run alone checks every screen it visits.
 */
const checked = new Set<string>();

/** A screen's name for the failure message and the once-only rule: its path without ids, and an open dialog. */
async function screenKey(page: Page, screen?: string): Promise<string> {
  const path = new URL(page.url()).pathname.replace(/\/[A-Za-z0-9]{20}(?=\/|$)/g, '/:id');
  const dialog = await page
    .getByRole('dialog')
    .last()
    .getAttribute('aria-labelledby', { timeout: 100 })
    .then(
      async (id) => (id ? await page.locator(`[id="${id}"]`).first().innerText({ timeout: 100 }) : 'dialog'),
      () => '',
    )
    .catch(() => '');
  return [path, screen ?? dialog].filter(Boolean).join(' › ');
}

/** Waits until dialogs and drawers have finished sliding and fading in (mid-fade colours fail contrast). */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * The screen at rest: the pointer off any hover-opened menu (the floating action menu opens on
 * hover), and every transition ended, including one React starts a frame later (a menu closing,
 * its labels fading, each action with its own delay).
 */
async function settled(page: Page) {
  await page.mouse.move(0, 0);
  await animationsSettled(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await animationsSettled(page);
}

/**
 * Fails when the page scrolls sideways (its width past the viewport's), naming the elements that
 * reach past the right edge: the deepest of them is what to fix.
 */
async function checkNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const classes = Array.from(element.classList)
        .filter((c) => !c.startsWith('css-'))
        .slice(0, 3);
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')} to ${right} px "${name}"`;
    };
    const wide = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => element.getBoundingClientRect().right > width + 1,
    );
    // The innermost ones: an element none of whose descendants is also too wide.
    const innermost = wide.filter(
      (element) => !wide.some((other) => other !== element && element.contains(other)),
    );
    return {
      width,
      scrollWidth: document.documentElement.scrollWidth,
      elements: innermost.slice(0, 5).map(describe),
    };
  });
  if (!overflow) return;
  throw new Error(
    `Sideways scroll on ${screen}: ${overflow.scrollWidth} px wide in a ${overflow.width} px viewport, past the edge:\n${overflow.elements.map((line) => `  - ${line}`).join('\n')}`,
  );
}

/**
 * Runs axe-core on what the page shows and fails on a serious or critical violation, listing each
 * with the elements it found, and fails when the page scrolls sideways. Each screen (path and open
 * dialog, or the name given) once per file and width.
 */
export async function checkAccessibility(page: Page, screen?: string): Promise<void> {
  await settled(page);
  const key = `${page.viewportSize()?.width ?? 0}:${await screenKey(page, screen)}`;
  if (checked.has(key)) return;
  checked.add(key);
  await checkNoSidewaysScroll(page, key.split(':').slice(1).join(':'));
  const results = await new AxeBuilder({ page }).analyze();
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  if (failing.length === 0) return;
  const lines = failing.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => `      ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
    return `  - [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n${nodes.join('\n')}`;
  });
  throw new Error(
    `Accessibility: ${failing.length} serious or critical violation(s) on ${key.split(':').slice(1).join(':')}:\n${lines.join('\n')}`,
  );
}
