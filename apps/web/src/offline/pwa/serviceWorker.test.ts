import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate } from './serviceWorker';

/** A service worker that answers SKIP_WAITING by taking control, as the generated sw.js does. */
function fakeWorker(container: EventTarget, state: ServiceWorkerState = 'installed') {
  const worker = Object.assign(new EventTarget(), {
    state,
    postMessage: vi.fn((message: { type: string }) => {
      if (message.type === 'SKIP_WAITING')
        queueMicrotask(() => container.dispatchEvent(new Event('controllerchange')));
    }),
  });
  return worker;
}

/** The parts of a registration that applyUpdate uses. */
function registrationOf(parts: {
  waiting: unknown;
  installing: unknown;
  update: () => Promise<unknown>;
}): ServiceWorkerRegistration {
  return parts as unknown as ServiceWorkerRegistration;
}

function stubServiceWorker(registration: ServiceWorkerRegistration | undefined) {
  const container = Object.assign(new EventTarget(), {
    controller: {},
    getRegistration: vi.fn(async () => registration),
  });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  return container;
}

afterEach(() => vi.unstubAllGlobals());

describe('applyUpdate: reload into the newest build', () => {
  it('lets the waiting service worker take over, then reloads', async () => {
    const order: string[] = [];
    const stubbed = stubServiceWorker(undefined);
    const waiting = fakeWorker(stubbed);
    stubbed.getRegistration.mockResolvedValue(
      registrationOf({
        waiting,
        installing: null,
        update: vi.fn(async () => {
          order.push('update');
        }),
      }),
    );
    stubbed.addEventListener('controllerchange', () => order.push('controllerchange'));
    await applyUpdate(() => order.push('reload'));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(order).toEqual(['update', 'controllerchange', 'reload']);
  });

  it('waits for a new service worker still installing', async () => {
    const reload = vi.fn();
    const stubbed = stubServiceWorker(undefined);
    const installing = fakeWorker(stubbed, 'installing');
    stubbed.getRegistration.mockResolvedValue(
      registrationOf({ waiting: null, installing, update: vi.fn(async () => undefined) }),
    );
    const done = applyUpdate(reload);
    await vi.waitFor(() => expect(stubbed.getRegistration).toHaveBeenCalled(), { timeout: 30_000 });
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    await done;
    expect(installing.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('simply reloads without a service worker', async () => {
    const reload = vi.fn();
    stubServiceWorker(undefined);
    await applyUpdate(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still reloads when looking for the update fails', async () => {
    const reload = vi.fn();
    const stubbed = stubServiceWorker(undefined);
    stubbed.getRegistration.mockRejectedValue(new Error('SecurityError'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await applyUpdate(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
