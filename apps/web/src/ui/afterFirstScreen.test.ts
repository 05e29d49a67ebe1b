import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh module state per test: the first screen is done once per page.
const load = async () => {
  vi.resetModules();
  return import('./afterFirstScreen');
};

describe('afterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('runs the waiting work once the page has loaded and is idle, each piece in a task of its own', async () => {
    const { afterFirstScreen } = await load();
    const ran: string[] = [];
    afterFirstScreen(() => ran.push('validation'));
    afterFirstScreen(() => ran.push('service worker'));
    expect(ran).toEqual([]);

    vi.advanceTimersToNextTimer(); // the idle moment (jsdom has no requestIdleCallback)
    expect(ran).toEqual([]);
    expect(vi.getTimerCount()).toBe(2); // a task each
    vi.runAllTimers();
    expect(ran).toEqual(['validation', 'service worker']);
  });

  it('runs work asked for later at once', async () => {
    const { afterFirstScreen } = await load();
    afterFirstScreen(() => undefined);
    await vi.runAllTimersAsync();
    const run = vi.fn();
    afterFirstScreen(run);
    expect(run).toHaveBeenCalledOnce();
  });
});
