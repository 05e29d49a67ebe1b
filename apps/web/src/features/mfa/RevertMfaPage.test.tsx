import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { RevertMfaPage } from './RevertMfaPage';

afterEach(() => vi.unstubAllGlobals());

const renderAt = (at: string) =>
  renderRoutes({ at, routes: [{ path: '/auth/revert-mfa', element: <RevertMfaPage /> }] });

describe('/auth/revert-mfa', () => {
  it('undoes the change only when asked, then says what it did', async () => {
    const { calls } = mockFetch({ 'POST /api/mfa/revert': () => json(200, { change: 'enabled' }) });
    renderAt('/auth/revert-mfa?token=t0k3n');
    const confirm = await screen.findByRole('button', { name: 'Undo the change' });
    expect(calls).toHaveLength(0);
    fireEvent.click(confirm);
    expect(await screen.findByText('Multi-Factor Authentication is off again.')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ token: 't0k3n' });
  });

  it('shows the refusal of a used or expired link', async () => {
    mockFetch({
      'POST /api/mfa/revert': () =>
        json(400, {
          error: {
            code: 'mfa_revert_invalid',
            message:
              'This link is not valid any more. Sign in and change your Multi-Factor Authentication settings instead.',
          },
        }),
    });
    renderAt('/auth/revert-mfa?token=old');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo the change' }));
    expect(await screen.findByText(/^This link is not valid any more/)).toBeTruthy();
  });
});
