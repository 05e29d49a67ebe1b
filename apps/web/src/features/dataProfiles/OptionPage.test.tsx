import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEntry } from '../../test/entryFactories';
import { buildMe, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { buildOptionPage, buildProfile, renderOptionPage, renderProfilePage } from './testKit';

afterEach(() => vi.unstubAllGlobals());

const manager = () => buildMe({ permissions: grant('view data insights', 'manage data profiles') });

describe("a room's page (spec 000 §2 /dataProfiles/{schoolId}/{dataProfileId}/{optionId})", () => {
  it('shows its entries per month, its entries a page at a time and its work orders, each linked', async () => {
    const first = Array.from({ length: 20 }, (_, index) =>
      buildEntry({
        id: `entry${index}`,
        timestamp: `2026-02-${String(index + 1).padStart(2, '0')}T15:00:00.000Z`,
      }),
    );
    const { calls } = mockFetch({
      'GET /api/data-profiles/rooms/options/room101': () => json(200, buildOptionPage()),
      'GET /api/data-profiles/rooms/options/room101/entries': ({ url }) =>
        url.searchParams.get('cursor') === 'next'
          ? json(200, { entries: [buildEntry({ id: 'entry99' })], nextCursor: null })
          : json(200, { entries: first, nextCursor: 'next' }),
    });
    renderOptionPage(manager());
    expect(await screen.findByRole('heading', { name: 'Room 101' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Entries per month over the last 12 months' })).toBeTruthy();
    expect(screen.getByText(/^Feb 25: 1 entry$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'School 1 · Room No.' }).getAttribute('href')).toBe(
      '/dataProfiles/school1/rooms',
    );
    const workOrder = screen.getByRole('link', { name: /WO-1042 · Leaking sink/ });
    expect(workOrder.getAttribute('href')).toBe('/tasks/task/wo1');
    expect(within(workOrder).getByText('New')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('a[href^="/entries/"]')).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(document.querySelector('a[href="/entries/entry99"]')).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.filter((call) => call.path.endsWith('/entries')).map((call) => call.search)).toEqual([
      '',
      '?cursor=next',
    ]);
  });

  it('says when the room had no entries in the last 12 months', async () => {
    mockFetch({
      'GET /api/data-profiles/rooms/options/room101': () =>
        json(
          200,
          buildOptionPage({ count: 0, trend: buildOptionPage().trend.map((m) => ({ ...m, count: 0 })) }),
        ),
      'GET /api/data-profiles/rooms/options/room101/entries': () =>
        json(200, { entries: [], nextCursor: null }),
    });
    renderOptionPage(manager());
    expect(await screen.findByText('No entries here in the last 12 months.')).toBeTruthy();
    expect(await screen.findByText('No entries here yet.')).toBeTruthy();
  });
});

describe("a profile's settings, names and statuses (manage data profiles)", () => {
  it('saves the friendly name, icon and a status, then sets an option’s status', async () => {
    const withStatus = buildProfile({
      friendlyName: 'Rooms',
      useStatuses: true,
      statusOptions: [{ id: 's1', name: 'Closed', color: 'error' }],
    });
    const { calls } = mockFetch({
      'GET /api/data-profiles/rooms': () => json(200, buildProfile()),
      'PUT /api/data-profiles/rooms/settings': () => json(200, withStatus),
      'PATCH /api/data-profiles/rooms/options/room101': () =>
        json(200, {
          ...withStatus,
          options: withStatus.options.map((o) => (o.id === 'room101' ? { ...o, statusId: 's1' } : o)),
        }),
    });
    renderProfilePage(manager());
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile settings' });
    const friendly = within(dialog).getByRole('textbox', { name: /Friendly name/ });
    fireEvent.change(friendly, { target: { value: 'Rooms' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Use statuses' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add status' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Status' }), {
      target: { value: 'Closed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      friendlyName: 'Rooms',
      icon: 'meeting_room',
      useStatuses: true,
      statusOptions: [{ name: 'Closed', color: 'default' }],
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status of Room 101' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ statusId: 's1' }),
    );
  });

  it('renames an option', async () => {
    const { calls } = mockFetch({
      'GET /api/data-profiles/rooms': () => json(200, buildProfile()),
      'PATCH /api/data-profiles/rooms/options/room102': () =>
        json(
          200,
          buildProfile({
            options: [
              { id: 'room101', name: 'Room 101' },
              { id: 'room102', name: 'Library' },
            ],
          }),
        ),
    });
    renderProfilePage(manager());
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Room 102' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Room 102' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Library' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Library' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Library' });
  });
});
