import type { TMfaStatus } from '@schooldog/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { ManageMfaDialog } from './ManageMfaDialog';
import { MfaSection } from './MfaSection';

afterEach(() => vi.unstubAllGlobals());

const off: TMfaStatus = {
  enabled: false,
  state: 'none',
  emailVerified: true,
  totp: false,
  smsPhoneLast4: null,
  pendingPhoneLast4: null,
  recoveryCodesLeft: 0,
};
const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}) } });

function renderSection() {
  return renderRoutes({
    at: '/users/edit',
    routes: [{ path: '/users/edit', element: <MfaSection email="jordan.lee@district.example" /> }],
  });
}

describe('the MFA section of /users/edit', () => {
  it('asks for a verified email before offering MFA', async () => {
    mockFetch({ 'GET /api/mfa': () => json(200, { ...off, emailVerified: false }) });
    renderSection();
    expect(
      await screen.findByText(
        'You must verify your email address before enabling Multi-Factor Authentication.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up text message' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Set up authenticator app' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'I have verified my email' }));
    expect(
      await screen.findByText(/^Our system still shows that your email is still not verified/),
    ).toBeTruthy();
  });

  it('enrols a phone: +1 and 10 digits, the password again, then the 6-digit code', async () => {
    const { calls } = mockFetch({
      'GET /api/mfa': () => json(200, off),
      'POST /api/mfa/sms': ({ body }) =>
        (body as { password: string }).password === 'right-password'
          ? json(200, { ...off, state: 'awaitingSmsCode', pendingPhoneLast4: '0101' })
          : refusal(400, 'reauth_invalid', 'Invalid email or password. Please try again.'),
      'POST /api/mfa/sms/verify': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? json(200, { ...off, enabled: true, state: 'enrolled', smsPhoneLast4: '0101' })
          : refusal(400, 'mfa_invalid_code', 'Invalid verification code. Please try again.'),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up text message' }));
    const phone = await screen.findByLabelText(/^phone number/i);
    fireEvent.change(phone, { target: { value: '404-555' } });
    expect((phone as HTMLInputElement).value).toBe('404555');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Invalid phone number.')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '(404) 555-0101 99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const reauth = await screen.findByRole('dialog', { name: "Confirm it's you" });
    fireEvent.click(within(reauth).getByRole('button', { name: 'Continue' }));
    expect(await within(reauth).findByText('Required')).toBeTruthy();
    fireEvent.change(within(reauth).getByLabelText(/^password/i), { target: { value: 'wrong' } });
    fireEvent.click(within(reauth).getByRole('button', { name: 'Continue' }));
    expect(await within(reauth).findByText('Invalid email or password. Please try again.')).toBeTruthy();
    fireEvent.change(within(reauth).getByLabelText(/^password/i), { target: { value: 'right-password' } });
    fireEvent.click(within(reauth).getByRole('button', { name: 'Continue' }));

    const code = await screen.findByLabelText(/^verification code/i);
    expect(calls.filter((call) => call.path === '/api/mfa/sms').at(-1)?.body).toEqual({
      phone: '4045550101',
      password: 'right-password',
    });
    // The set-up dialog is hidden from the accessibility tree until the reauthentication dialog has faded out.
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid verification code. Please try again.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Multi-Factor Authentication is on')).toBeTruthy();
    expect(await screen.findByText('To the number ending in 0101')).toBeTruthy();
  });

  it('says so in a toast when the text cannot be sent', async () => {
    mockFetch({
      'GET /api/mfa': () => json(200, off),
      'POST /api/mfa/sms': () => refusal(502, 'mfa_send_failed', 'Error sending verification code'),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up text message' }));
    fireEvent.change(await screen.findByLabelText(/^phone number/i), { target: { value: '4045550101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const reauth = await screen.findByRole('dialog', { name: "Confirm it's you" });
    fireEvent.change(within(reauth).getByLabelText(/^password/i), { target: { value: 'right-password' } });
    fireEvent.click(within(reauth).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Error sending verification code')).toBeTruthy();
  });

  it('sets up an authenticator app from a QR code and shows the recovery codes once', async () => {
    mockFetch({
      'GET /api/mfa': () => json(200, off),
      'POST /api/mfa/totp': () =>
        json(200, {
          totpURI: 'otpauth://totp/SchoolDog:jordan?secret=JBSWY3DPEHPK3PXP&issuer=SchoolDog',
          backupCodes: ['abcde-12345', 'fghij-67890'],
        }),
      'POST /api/mfa/totp/verify': () =>
        json(200, { ...off, enabled: true, state: 'enrolled', totp: true, recoveryCodesLeft: 2 }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    const reauth = await screen.findByRole('dialog', { name: "Confirm it's you" });
    fireEvent.change(within(reauth).getByLabelText(/^password/i), { target: { value: 'right-password' } });
    fireEvent.click(within(reauth).getByRole('button', { name: 'Continue' }));
    const setup = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    expect(within(setup).getByTitle('QR code for your authenticator app')).toBeTruthy();
    expect(within(setup).getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    fireEvent.change(within(setup).getByLabelText(/^6-digit code/i), { target: { value: '123456' } });
    fireEvent.click(within(setup).getByRole('button', { name: 'Verify' }));
    const codes = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(within(codes).getByText('abcde-12345')).toBeTruthy();
    expect(within(codes).getByRole('button', { name: 'Download codes' })).toBeTruthy();
    fireEvent.click(within(codes).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('abcde-12345')).toBeNull());
    expect(await screen.findByText('Unused: 2')).toBeTruthy();
  });
});

describe('the Manage MFA dialog', () => {
  it("shows a user's second factors and resets them after a confirmation", async () => {
    const on = { ...off, enabled: true, state: 'enrolled', totp: true, recoveryCodesLeft: 7 };
    const { calls } = mockFetch({
      'GET /api/users/u2/mfa': () => json(200, on),
      'DELETE /api/users/u2/mfa': () => json(200, off),
    });
    renderRoutes({
      at: '/admin',
      routes: [{ path: '/admin', element: <ManageMfaDialog userId="u2" open onClose={() => undefined} /> }],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Manage MFA' });
    expect(await within(dialog).findByText('Multi-Factor Authentication is on for this user.')).toBeTruthy();
    expect(within(dialog).getByText('Unused: 7')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset MFA' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await within(dialog).findByText('Multi-Factor Authentication is off for this user.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
