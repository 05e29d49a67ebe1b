import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildPublicSettings } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetchMock';
import { createTestQueryClient, renderRoutes } from '../../../test/render';
import { CurrentUserProvider } from '../../auth/currentUser';
import { ME_QUERY_KEY } from '../../auth/me';
import { EditProfilePage } from './EditProfilePage';

afterEach(() => vi.unstubAllGlobals());

function renderProfile() {
  const me = buildMe();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  return renderRoutes({
    at: '/users/edit',
    queryClient,
    routes: [
      {
        path: '/users/edit',
        element: (
          <CurrentUserProvider me={me}>
            <EditProfilePage />
          </CurrentUserProvider>
        ),
      },
    ],
  });
}

describe('Edit Profile', () => {
  it("requires a first name with 'This field is required'", async () => {
    const { calls } = mockFetch({ 'GET /api/app-settings/public': () => json(200, buildPublicSettings()) });
    renderProfile();
    fireEvent.change(await screen.findByLabelText(/^first name/i), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('shows the email read-only and saves names, title and preferences', async () => {
    const { calls } = mockFetch({
      'PATCH /api/me': ({ body }) =>
        json(200, buildMe({ user: body as Partial<ReturnType<typeof buildMe>['user']> })),
    });
    renderProfile();
    const email = await screen.findByLabelText(/^email/i);
    expect(email.hasAttribute('readonly')).toBe(true);
    fireEvent.change(screen.getByLabelText(/^title/i), { target: { value: '' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Reminders (nudges)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved successfully')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Lee',
      title: null,
      communicationPreferences: { nudge: false, taskAssigned: true },
    });
  });

  it('saves alwaysShowTakePicture with the profile', async () => {
    const { calls } = mockFetch({
      'PATCH /api/me': ({ body }) =>
        json(200, buildMe({ user: body as Partial<ReturnType<typeof buildMe>['user']> })),
    });
    renderProfile();
    const takePicture = await screen.findByRole('switch', { name: 'Always show the Take Picture button' });
    expect((takePicture as HTMLInputElement).checked).toBe(false);
    fireEvent.click(takePicture);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      alwaysShowTakePicture: true,
    });
    expect(
      (screen.getByRole('switch', { name: 'Always show the Take Picture button' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('labels all eight communication preferences', async () => {
    mockFetch({});
    renderProfile();
    const labels = [
      'New cycle beginning',
      'Neighborhood Watch',
      'Reminders (nudges)',
      'Work order assigned to me',
      'Work order I submitted is completed',
      'Work order I submitted is declined',
      'New comments on my work orders',
      'New work order on my boards',
    ];
    for (const name of labels) expect(await screen.findByRole('switch', { name })).toBeTruthy();
  });
});
