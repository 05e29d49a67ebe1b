import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConnectivity, setNativelyOffline, setOfflineMode } from '../../offline/pwa/connectivityTestKit';
import { buildMe } from '../../test/factories';
import { renderPage } from '../../test/render';
import { NavigationList } from './NavigationList';

afterEach(resetConnectivity);

const me = buildMe({ user: { isSchoolDogStaff: true } });

function isDisabledItem(name: RegExp) {
  const item = screen.getByRole('button', { name });
  return item.getAttribute('aria-disabled') === 'true' && item.textContent?.includes('Not available offline');
}

describe('the navigation menu offline (spec 000 §2 "Navigation menu")', () => {
  it('disables the items that need the network, saying why, and keeps the others as links', () => {
    renderPage(<NavigationList me={me} onNavigate={() => undefined} />);
    expect(screen.getByRole('link', { name: /Training Library/ })).toBeTruthy();
    setNativelyOffline(true);
    expect(screen.queryByRole('link', { name: /Training Library/ })).toBeNull();
    expect(isDisabledItem(/Training Library/)).toBe(true);
    expect(isDisabledItem(/SchoolDog Admin/)).toBe(true);
    for (const name of ['Dashboard', 'Entries', 'Walks', 'Links', 'Get Support', 'Terms', 'Privacy']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    setNativelyOffline(false);
    expect(screen.getByRole('link', { name: /Training Library/ })).toBeTruthy();
  });

  it('leaves only the dashboard and walks as links in Offline Mode', () => {
    renderPage(<NavigationList me={me} onNavigate={() => undefined} />);
    setOfflineMode(true);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Walks']);
    expect(isDisabledItem(/^Entries/)).toBe(true);
  });
});
