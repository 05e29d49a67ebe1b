import { fireEvent, screen } from '@testing-library/react';
import { PASSWORD_LIMITS } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublicSettings } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderPage } from '../../test/render';
import { SupportPage } from './SupportPage';

afterEach(() => vi.unstubAllGlobals());

describe('Get Support', () => {
  it("the FAQ's password length is the one the app requires", async () => {
    mockFetch({ 'GET /api/app-settings/public': () => json(200, buildPublicSettings()) });
    renderPage(<SupportPage />, '/faq');
    fireEvent.click(await screen.findByRole('button', { name: 'How do I reset my password?' }));
    expect(
      await screen.findByText(new RegExp(`a new password of at least ${PASSWORD_LIMITS.min} characters`)),
    ).toBeTruthy();
  });
});
