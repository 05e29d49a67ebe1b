import { UPDATE_BANNER_SNOOZE_MS } from '@schooldog/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { applyUpdate } from './serviceWorker';
import { UpdateBanner } from './UpdateBanner';
import { getUpdateState, reportServerVersion, resetUpdateState, setWaitingWorker } from './updateStore';

vi.mock('./serviceWorker', () => ({ applyUpdate: vi.fn(async () => undefined) }));

const CLIENT = '1.4.2';

beforeEach(() => {
  vi.mocked(applyUpdate).mockClear();
  resetUpdateState();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => vi.useRealTimers());

/** An API answer arrives with header x-app-version. */
function serverAnswersWith(version: string) {
  act(() => reportServerVersion(version, CLIENT));
}

describe('updates (spec 000 §4 "Updates")', () => {
  it('reloads by itself for a higher major version, once per version', async () => {
    renderPage(<UpdateBanner />);
    serverAnswersWith('2.0.0');
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    // Until the page goes, the banner says it is updating and offers nothing to click.
    expect(screen.getByText('A new version is required')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Updating…' })).toHaveProperty('disabled', true);
    // The reloaded app is still too old: no second forced reload, the banner offers Reload instead.
    resetUpdateState();
    serverAnswersWith('2.0.0');
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    expect(screen.getByText('A new version is required')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(2);
  });

  it('shows the banner for a higher minor or patch version, and it comes back 2 h after a dismissal', () => {
    vi.useFakeTimers();
    renderPage(<UpdateBanner />);
    expect(screen.queryByText('A new version is available')).toBeNull();
    serverAnswersWith('1.4.3');
    expect(applyUpdate).not.toHaveBeenCalled();
    expect(screen.getByText('A new version is available')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('A new version is available')).toBeNull();

    act(() => vi.advanceTimersByTime(UPDATE_BANNER_SNOOZE_MS - 60_000));
    expect(screen.queryByText('A new version is available')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('A new version is available')).toBeTruthy();
  });

  it('keeps a dismissal across reloads of the page until the 2 h are over', () => {
    vi.useFakeTimers();
    const first = renderPage(<UpdateBanner />);
    serverAnswersWith('1.5.0');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    first.unmount();
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    renderPage(<UpdateBanner />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('A new version is available')).toBeNull();
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(screen.getByText('A new version is available')).toBeTruthy();
  });

  it('shows the banner when a new service worker waits, and Reload applies it', () => {
    renderPage(<UpdateBanner />);
    act(() => setWaitingWorker(true));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Updating…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the server version store', () => {
  it.each(['1.4.2', '1.4.1', '0.9.0', 'not-a-version', ''])('ignores %j', (version) => {
    reportServerVersion(version, CLIENT);
    expect(getUpdateState().kind).toBeNull();
  });

  it('keeps the newest version seen, and a later major wins over a minor', () => {
    reportServerVersion('1.5.0', CLIENT);
    reportServerVersion('1.4.9', CLIENT);
    expect(getUpdateState()).toMatchObject({ serverVersion: '1.5.0', kind: 'minor' });
    reportServerVersion('3.0.0', CLIENT);
    expect(getUpdateState()).toMatchObject({ serverVersion: '3.0.0', kind: 'major' });
  });
});
