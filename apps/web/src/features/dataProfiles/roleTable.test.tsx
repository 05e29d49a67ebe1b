import { screen } from '@testing-library/react';
import {
  can,
  canListOptionEntries,
  canManageDataProfile,
  canPrintRoomLabels,
  OPTION_WORK_ORDERS_ACCESS,
} from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../app/navigation';
import { json, mockFetch } from '../../test/fetchMock';
import { VIEWERS, viewerOf } from '../../test/roleViewers';
import { buildOptionPage, buildProfile, renderOptionPage, renderProfilePage } from './testKit';

/*
 * The web side of the data profiles' role table: for each role (its default permissions at
 * school1) and product staff, the menu item shows exactly with view data insights, and a profile's
 * page offers its changes exactly with manage data profiles at its school, as the server decides.
 */

afterEach(() => vi.unstubAllGlobals());

const hasMenuItem = (me: ReturnType<typeof viewerOf>['me']) =>
  visibleNavigation(me).some((section) => section.items.some((item) => item.id === 'dataProfiles'));

describe.each(VIEWERS)('data profiles for %s, as the domain decides', (viewer) => {
  it('shows Data Profiles in the menu and the changes on a profile exactly as the rules allow', async () => {
    const { me, resolved } = viewerOf(viewer);
    expect(hasMenuItem(me)).toBe(can(resolved, 'view data insights'));
    if (!can(resolved, 'view data insights', 'school1')) return;
    mockFetch({ 'GET /api/data-profiles/rooms': () => json(200, buildProfile()) });
    renderProfilePage(me);
    expect(await screen.findByText('Portable 3')).toBeTruthy();
    const mayManage = canManageDataProfile(resolved, 'school1');
    expect(screen.queryByRole('button', { name: 'Approve' }) !== null).toBe(mayManage);
    expect(screen.queryByRole('textbox', { name: 'New option' }) !== null).toBe(mayManage);
    expect(screen.queryByRole('button', { name: 'Settings' }) !== null).toBe(mayManage);
    expect(screen.queryByRole('button', { name: 'Rename Room 101' }) !== null).toBe(mayManage);
    expect(screen.queryByRole('link', { name: 'Room labels (PDF)' }) !== null).toBe(
      canPrintRoomLabels(resolved, 'school1'),
    );
  });

  it("shows a room's entries and work orders exactly as the server answers them", async () => {
    const { me, resolved } = viewerOf(viewer);
    if (!can(resolved, 'view data insights', 'school1')) return;
    // The server leaves out the work orders, and refuses the entries, as the same rules decide.
    const mayList = canListOptionEntries(resolved, 'school1');
    const page = buildOptionPage({
      mayListEntries: mayList,
      workOrders: can(resolved, OPTION_WORK_ORDERS_ACCESS) ? buildOptionPage().workOrders : null,
    });
    mockFetch({
      'GET /api/data-profiles/rooms/options/room101': () => json(200, page),
      'GET /api/data-profiles/rooms/options/room101/entries': () =>
        json(200, { entries: [], nextCursor: null }),
    });
    renderOptionPage(me);
    expect(await screen.findByRole('heading', { name: 'Room 101' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Entries' }) !== null).toBe(mayList);
    expect(screen.queryByRole('heading', { name: 'Work orders' }) !== null).toBe(
      can(resolved, OPTION_WORK_ORDERS_ACCESS),
    );
  });
});
