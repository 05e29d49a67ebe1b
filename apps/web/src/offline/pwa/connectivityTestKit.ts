import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { refreshConnectivity, setManualOffline } from '../connectivity';
import { resetOfflineNotice } from '../OfflineNotice';

/*
 * Tests of the offline shell: the browser's connection (navigator.onLine and its events) and
 * Offline Mode, switched the way the app hears them. Call resetConnectivity after each test.
 */

let onLine = true;

/** The browser loses (or regains) its connection. */
export function setNativelyOffline(isOffline: boolean): void {
  onLine = !isOffline;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
  });
}

/** Offline Mode on or off, as the user menu switches it. */
export function setOfflineMode(isOn: boolean): void {
  act(() => setManualOffline(isOn));
}

/** Back online, Offline Mode off, notices not yet shown. */
export function resetConnectivity(): void {
  onLine = true;
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  refreshConnectivity();
  resetOfflineNotice();
}
