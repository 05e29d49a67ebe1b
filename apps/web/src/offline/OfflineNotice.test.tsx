import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { isManuallyOffline } from './connectivity';
import { OfflineChip } from './OfflineChip';
import { OfflineNotice } from './OfflineNotice';
import { resetConnectivity, setNativelyOffline, setOfflineMode } from './pwa/connectivityTestKit';

afterEach(resetConnectivity);

function renderShell() {
  return renderPage(
    <>
      <OfflineChip />
      <OfflineNotice />
    </>,
  );
}

const offlineNotice = () => screen.queryByRole('dialog', { name: 'You are offline' });

async function closeNotice(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
}

describe('the offline notice (spec 000 §4 "Connectivity")', () => {
  it('shows when the browser goes offline, once per time', async () => {
    renderShell();
    expect(offlineNotice()).toBeNull();
    setNativelyOffline(true);
    expect(offlineNotice()).toBeTruthy();
    expect(screen.getByText(/entries you log are saved on this device/i)).toBeTruthy();
    await closeNotice('You are offline');

    setNativelyOffline(false);
    expect(offlineNotice()).toBeNull();
    setNativelyOffline(true);
    expect(offlineNotice()).toBeTruthy();
  });

  it("is not shown again on this device after 'do not show again'", async () => {
    const view = renderShell();
    setNativelyOffline(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Do not show this again' }));
    await closeNotice('You are offline');
    setNativelyOffline(false);
    setNativelyOffline(true);
    expect(offlineNotice()).toBeNull();

    // Not after a reload either: the choice is kept on the device.
    view.unmount();
    setNativelyOffline(false);
    renderShell();
    setNativelyOffline(true);
    expect(offlineNotice()).toBeNull();
    // The Offline chip still opens it on demand.
    fireEvent.click(screen.getByRole('button', { name: 'Offline: about working offline' }));
    expect(offlineNotice()).toBeTruthy();
  });

  it('shows the Offline Mode info when Offline Mode is enabled, with a way to disable it', async () => {
    renderShell();
    setOfflineMode(true);
    expect(screen.getByRole('dialog', { name: 'Offline Mode is on' })).toBeTruthy();
    expect(screen.getByText(/makes no network calls/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disable Offline Mode' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Offline Mode is on' })).toBeNull());
    expect(isManuallyOffline()).toBe(false);
  });

  it('closes by itself when the connection comes back', async () => {
    renderShell();
    setNativelyOffline(true);
    expect(offlineNotice()).toBeTruthy();
    setNativelyOffline(false);
    await waitFor(() => expect(offlineNotice()).toBeNull());
  });
});
