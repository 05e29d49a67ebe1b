import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isManuallyOffline } from '../../offline/connectivity';
import { resetConnectivity, setNativelyOffline } from '../../offline/pwa/connectivityTestKit';
import { buildMe } from '../../test/factories';
import { renderPage } from '../../test/render';
import { TopBar } from './TopBar';

afterEach(resetConnectivity);

const chip = (name: string) => screen.queryByRole('button', { name: `${name}: about working offline` });

async function chooseFromUserMenu(item: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Account menu for Jordan Lee' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

describe('the toolbar offline (spec 000 §2 "Guards and shell")', () => {
  it('shows the Offline chip while the browser is offline', () => {
    renderPage(<TopBar me={buildMe()} />);
    expect(chip('Offline')).toBeNull();
    setNativelyOffline(true);
    expect(chip('Offline')).toBeTruthy();
    setNativelyOffline(false);
    expect(chip('Offline')).toBeNull();
  });

  it('switches Offline Mode from the user menu and shows the Offline Mode chip meanwhile', async () => {
    renderPage(<TopBar me={buildMe()} />);
    await chooseFromUserMenu('Enable Offline Mode');
    expect(isManuallyOffline()).toBe(true);
    expect(chip('Offline Mode')).toBeTruthy();
    expect(localStorage.getItem('schooldog.offlineMode')).toBe('true');

    await chooseFromUserMenu('Disable Offline Mode');
    expect(isManuallyOffline()).toBe(false);
    expect(chip('Offline Mode')).toBeNull();
  });

  it('prefers the Offline Mode chip when both apply', async () => {
    renderPage(<TopBar me={buildMe()} />);
    setNativelyOffline(true);
    await chooseFromUserMenu('Enable Offline Mode');
    expect(chip('Offline Mode')).toBeTruthy();
    expect(chip('Offline')).toBeNull();
  });
});
