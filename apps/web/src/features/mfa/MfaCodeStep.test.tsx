import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildPublicSettings } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { HandleSignInLinkPage } from '../auth/HandleSignInLinkPage';
import { SignInPage } from '../auth/SignInPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const codeRefused = () => json(401, { code: 'INVALID_CODE', message: 'Invalid code' });

function signInWithMfa(challenge = { totp: true, smsPhoneLast4: '0101', recoveryCodes: true }) {
  const mock = mockFetch({
    'GET /api/me': () => json(200, buildMe()),
    'GET /api/app-settings/public': () => json(200, buildPublicSettings()),
    'POST /api/auth/sign-in/email': () =>
      json(200, { twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] }),
    'GET /api/mfa/challenge': () => json(200, challenge),
    'POST /api/auth/two-factor/verify-totp': ({ body }) =>
      (body as { code: string }).code === '123456' ? json(200, { token: 't' }) : codeRefused(),
    'POST /api/auth/two-factor/send-otp': () => json(200, { status: true }),
    'POST /api/auth/two-factor/verify-otp': ({ body }) =>
      (body as { code: string }).code === '654321' ? json(200, { token: 't' }) : codeRefused(),
    'POST /api/auth/two-factor/verify-backup-code': ({ body }) =>
      (body as { code: string }).code === 'abcde-12345' ? json(200, { token: 't' }) : codeRefused(),
  });
  renderRoutes({
    at: '/auth/signin',
    routes: [
      { path: '/auth/signin', element: <SignInPage /> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
  });
  fireEvent.change(screen.getByLabelText(/^email/i), { target: { value: 'jordan.lee@district.example' } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'right password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return mock;
}

describe('the sign-in code step', () => {
  it('asks an account with MFA for its authenticator code; a wrong one is refused', async () => {
    signInWithMfa();
    const code = await screen.findByLabelText(/^6-digit code/i);
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code you entered is incorrect. Please try again.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
  });

  it('texts a code to the enrolled phone on request', async () => {
    const { calls } = signInWithMfa({ totp: false, smsPhoneLast4: '0101', recoveryCodes: false });
    expect(await screen.findByText('We will text a 6-digit code to the number ending in 0101.')).toBeTruthy();
    expect(screen.queryByText('Use a recovery code instead')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    const code = await screen.findByLabelText(/^6-digit code/i);
    expect(calls.some((call) => call.path === '/api/auth/two-factor/send-otp')).toBe(true);
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
  });

  it('takes a recovery code instead', async () => {
    signInWithMfa();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(await screen.findByLabelText(/^recovery code/i), { target: { value: 'abcde-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
  });

  it('follows an emailed sign-in link of an account with MFA to the code step', async () => {
    mockFetch({
      'GET /api/me': () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }),
      'GET /api/app-settings/public': () => json(200, buildPublicSettings()),
      'GET /api/auth/magic-link/verify': () => json(200, { twoFactorRedirect: true }),
      'GET /api/mfa/challenge': () => json(200, { totp: true, smsPhoneLast4: null, recoveryCodes: true }),
    });
    renderRoutes({
      at: '/auth/handle-sign-in-link?token=abc',
      routes: [
        { path: '/auth/handle-sign-in-link', element: <HandleSignInLinkPage /> },
        { path: '/auth/signin', element: <SignInPage /> },
      ],
    });
    expect(
      await screen.findByText('Open your authenticator app and enter the 6-digit code for SchoolDog.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^password/i)).toBeNull();
  });
});
