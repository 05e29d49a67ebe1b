import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { DataProfilesPage } from './DataProfilesPage';
import { buildProfile, renderProfilePage } from './testKit';

afterEach(() => vi.unstubAllGlobals());

const manager = () => buildMe({ permissions: grant('view data insights', 'manage data profiles') });

function renderProfile(me = manager(), handlers = {}) {
  const fetch = mockFetch({ 'GET /api/data-profiles/rooms': () => json(200, buildProfile()), ...handlers });
  renderProfilePage(me);
  return fetch;
}

describe('the data profiles pages (spec 000 §2, Experimental)', () => {
  it('lists the schools’ profiles, marked Experimental, with those holding new locations', async () => {
    mockFetch({
      'GET /api/data-profiles': () =>
        json(200, {
          profiles: [
            {
              id: 'rooms',
              schoolId: 'school1',
              schoolName: 'School 1',
              friendlyName: 'Room No.',
              icon: 'meeting_room',
              optionCount: 2,
              hasNewOptionsInReview: true,
            },
          ],
        }),
    });
    renderSignedIn(<DataProfilesPage />, { me: manager(), at: '/dataProfiles' });
    expect(await screen.findByRole('link', { name: /School 1/ })).toHaveProperty(
      'href',
      expect.stringMatching(/\/dataProfiles\/school1\/rooms$/) as unknown,
    );
    expect(screen.getByText('Experimental')).toBeTruthy();
    expect(screen.getByText('Room No. · 2 options')).toBeTruthy();
    expect(screen.getByText('New locations in review')).toBeTruthy();
  });

  it('shows each option’s count and most recent entry, most used first', async () => {
    renderProfile();
    expect(await screen.findByText(/^4 entries/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Most recent/ }).getAttribute('href')).toBe('/entries/entry7');
    const names = screen.getAllByText(/^Room 10\d$/).map((node) => node.textContent);
    expect(names).toEqual(['Room 101', 'Room 102']);
  });

  it('approves a new location, and merges one into an option chosen', async () => {
    const { calls } = renderProfile(manager(), {
      'POST /api/data-profiles/rooms/review/review1/approve': () =>
        json(200, buildProfile({ newOptionsInReview: [] })),
      'POST /api/data-profiles/rooms/review/review1/merge': () =>
        json(200, buildProfile({ newOptionsInReview: [] })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Portable 3' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Merge into/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Room 102' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Location merged')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/merge'))?.body).toEqual({ optionId: 'room102' });
    await waitFor(() => expect(screen.queryByText('Portable 3')).toBeNull());
  });

  it('adds an option, showing the server’s refusal on the field', async () => {
    renderProfile(manager(), {
      'POST /api/data-profiles/rooms/options': () =>
        json(400, {
          error: {
            code: 'VALIDATION',
            message: 'Some fields are not valid.',
            fields: { name: 'An option with this name already exists.' },
          },
        }),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'New option' }), {
      target: { value: 'Room 101' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('An option with this name already exists.')).toBeTruthy();
  });

  it('shows the review to whoever views data insights, without the buttons that change it', async () => {
    renderProfile(buildMe({ permissions: grant('view data insights') }));
    expect(await screen.findByText('Portable 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New option' })).toBeNull();
  });
});
