import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublicSettings } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { SignInPage } from '../auth/SignInPage';
import { SetupPage } from './SetupPage';

const PASSWORD = 'a long district passphrase';

const empty = {
  'GET /api/me': () => json(401, { error: { code: 'unauthorized', message: 'Please sign in.' } }),
  'GET /api/app-settings/public': () => json(200, buildPublicSettings({ needsSetup: true })),
};

function renderSetup(at = '/auth/setup') {
  return renderRoutes({
    at,
    routes: [
      { path: '/auth/setup', element: <SetupPage /> },
      { path: '/auth/signin', element: <SignInPage /> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
  });
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillForm() {
  type(/^district name/i, 'Harbor County Schools');
  type(/^school 1 name/i, 'Harbor Elementary');
  fireEvent.click(screen.getByRole('button', { name: 'Add a school' }));
  type(/^school 2 name/i, 'Harbor High');
  type(/^first name/i, 'Ada');
  type(/^last name/i, 'Lovelace');
  type(/^email/i, 'ada@harbor.k12.test');
  type(/^password/i, PASSWORD);
  type(/^confirm password/i, PASSWORD);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create district and sign in' }));

afterEach(() => vi.unstubAllGlobals());

describe('the first-run setup page', () => {
  it('checks every field before it calls the server', async () => {
    const { calls } = mockFetch(empty);
    renderSetup();
    await screen.findByRole('heading', { name: 'Set up your district' });
    type(/^password/i, 'short');
    type(/^confirm password/i, 'different');
    submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByText('Use at least 12 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/setup')).toBe(false);
  });

  it('marks the second school of one name', async () => {
    mockFetch(empty);
    renderSetup();
    await fillForm();
    type(/^school 2 name/i, 'harbor elementary ');
    submit();
    expect(await screen.findByText('Each school needs its own name.')).toBeTruthy();
  });

  it('creates the district with the time zone and schools, then opens the dashboard', async () => {
    const { calls } = mockFetch({
      ...empty,
      'POST /api/setup': () =>
        json(200, { userId: 'u1', districtName: 'Harbor County Schools', schoolIds: ['a', 'b'] }),
    });
    renderSetup();
    await fillForm();
    submit();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/setup')?.body).toEqual({
      districtName: 'Harbor County Schools',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      schools: [{ name: 'Harbor Elementary' }, { name: 'Harbor High' }],
      admin: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@harbor.k12.test', password: PASSWORD },
    });
  });

  it('shows the refusal once a district exists, then leads to sign-in', async () => {
    let isSetUp = false;
    mockFetch({
      ...empty,
      'GET /api/app-settings/public': () => json(200, buildPublicSettings({ needsSetup: !isSetUp })),
      'POST /api/setup': () => {
        isSetUp = true;
        return json(409, {
          error: {
            code: 'conflict',
            message: 'This district is already set up. Please sign in.',
            messageKey: 'setupDone',
          },
        });
      },
    });
    renderSetup();
    await fillForm();
    submit();
    expect(await screen.findByText('This district is already set up. Please sign in.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('puts a refused password under its field', async () => {
    mockFetch({
      ...empty,
      'POST /api/setup': () =>
        json(400, {
          error: {
            code: 'invalid',
            message: 'Some fields are not valid.',
            fields: {
              'admin.password': 'This password appears in lists of leaked passwords. Choose another one.',
            },
            fieldKeys: { 'admin.password': { key: 'passwordBreached' } },
          },
        }),
    });
    renderSetup();
    await fillForm();
    submit();
    expect(await screen.findByText('Some fields are not valid.')).toBeTruthy();
    expect(screen.getByLabelText(/^password/i).getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('This password appears in lists of leaked passwords. Choose another one.'),
    ).toBeTruthy();
  });

  it('sends visitors to sign-in once a user exists', async () => {
    mockFetch({ ...empty, 'GET /api/app-settings/public': () => json(200, buildPublicSettings()) });
    renderSetup();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('leads from sign-in to setup on an empty database', async () => {
    mockFetch(empty);
    renderSetup('/auth/signin');
    expect(await screen.findByRole('heading', { name: 'Set up your district' })).toBeTruthy();
  });
});
