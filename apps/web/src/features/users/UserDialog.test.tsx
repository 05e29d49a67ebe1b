import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMUNICATION_PREFERENCE_KEYS, defaultPermissionsForRole } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { setScreenWidth } from '../../test/screen';
import { buildAdminUser, buildOptions, SCHOOL_1 } from './testKit';
import { UserDialog } from './UserDialog';

afterEach(() => vi.unstubAllGlobals());

const admin = buildMe({
  user: { id: 'admin1', role: 'schooldog_master_admin', isDistrictLevel: true, roleSchoolIds: [] },
  permissions: grant('manage users', 'log entries'),
});

function renderDialog(userId: string | null, handlers: Parameters<typeof mockFetch>[0] = {}) {
  setScreenWidth(1280);
  const fetch = mockFetch(handlers);
  const onClose = vi.fn();
  const view = renderSignedIn(<UserDialog userId={userId} options={buildOptions()} onClose={onClose} />, {
    me: admin,
    at: '/admin/manageUsers',
  });
  return { ...view, ...fetch, onClose };
}

const dialog = () => screen.getByRole('dialog');
const field = (name: string | RegExp) => within(dialog()).getByRole('textbox', { name });

function pick(label: RegExp | string, option: string) {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('the create user dialog', () => {
  it("gives the spec's messages for missing and invalid fields", async () => {
    const { calls } = renderDialog(null);
    fireEvent.change(field(/^Email/), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await within(dialog()).findAllByText('This field is required')).toHaveLength(3);
    expect(within(dialog()).getByText('Please enter a valid email')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('Escape in the Add User dialog: asks before discarding typed fields', async () => {
    const { onClose } = renderDialog(null);
    // Nothing typed yet: Escape closes at once.
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    onClose.mockClear();

    fireEvent.change(field(/^First name/), { target: { value: 'Ava' } });
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Add User' }), { key: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect((field(/^First name/) as HTMLInputElement).value).toBe('Ava');

    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Add User' }), { key: 'Escape' });
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for a school for a school-level role', async () => {
    renderDialog(null);
    fireEvent.change(field(/^First name/), { target: { value: 'Ava' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'Stone' } });
    fireEvent.change(field(/^Email/), { target: { value: 'ava@district.example' } });
    pick(/^Role/, 'Educator');
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(
      await within(dialog()).findByText('Choose at least one school for a user who is not district-level.'),
    ).toBeTruthy();
  });

  it('creates the user with every communication preference on, and says so', async () => {
    const { calls, onClose } = renderDialog(null, {
      'POST /api/admin/users': () => json(201, buildAdminUser({ id: 'new1' })),
    });
    fireEvent.change(field(/^First name/), { target: { value: 'Ava' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'Stone' } });
    fireEvent.change(field(/^Email/), { target: { value: 'Ava@District.example' } });
    fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Title' }), {
      target: { value: 'Safety Coordinator' },
    });
    pick(/^Role/, 'Principal');
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Schools' }));
    fireEvent.click(screen.getByRole('option', { name: 'School 1' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Set default permissions for Role' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User successfully created')).toBeTruthy();
    const body = calls.find((call) => call.method === 'POST')?.body;
    expect(body).toEqual({
      firstName: 'Ava',
      lastName: 'Stone',
      email: 'Ava@District.example',
      title: 'Safety Coordinator',
      role: 'principal',
      isDistrictLevel: false,
      roleSchoolIds: [SCHOOL_1],
      permissions: defaultPermissionsForRole('principal', [SCHOOL_1]),
      isPrimarilyTaskUser: false,
      communicationPreferences: Object.fromEntries(COMMUNICATION_PREFERENCE_KEYS.map((key) => [key, true])),
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('starts a user of a district-level role or maintenance staff district-level', async () => {
    renderDialog(null);
    const districtLevel = () =>
      (within(dialog()).getByRole('switch', { name: 'District-level user' }) as HTMLInputElement).checked;
    expect(districtLevel()).toBe(false);
    pick(/^Role/, 'Maintenance Staff');
    await waitFor(() => expect(districtLevel()).toBe(true));
    pick(/^Role/, 'Educator');
    await waitFor(() => expect(districtLevel()).toBe(false));
  });

  it("puts the server's field message beside its field, with the error toast", async () => {
    renderDialog(null, {
      'POST /api/admin/users': () =>
        json(400, {
          error: {
            code: 'invalid',
            message: 'Some fields are not valid.',
            fields: { email: 'A user with this email already exists.' },
          },
        }),
    });
    fireEvent.change(field(/^First name/), { target: { value: 'Ava' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'Stone' } });
    fireEvent.change(field(/^Email/), { target: { value: 'ava@district.example' } });
    pick(/^Role/, 'District-Level Safety Coordinator');
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await within(dialog()).findByText('A user with this email already exists.')).toBeTruthy();
    expect(await screen.findByText('There was an error while creating the user.')).toBeTruthy();
  });
});

describe('the edit user dialog', () => {
  it('keeps the email fixed and sends only what changed', async () => {
    const user = buildAdminUser();
    const { calls } = renderDialog(user.id, {
      [`GET /api/admin/users/${user.id}`]: () => json(200, user),
      [`PATCH /api/admin/users/${user.id}`]: () => json(200, { ...user, lastName: 'Chen-Park' }),
    });
    const email = await within(await screen.findByRole('dialog')).findByRole('textbox', { name: 'Email' });
    expect(email.hasAttribute('readonly')).toBe(true);
    expect(within(dialog()).getByText('The email cannot be changed after the user is created.')).toBeTruthy();
    fireEvent.change(field(/^Last name/), { target: { value: 'Chen-Park' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ lastName: 'Chen-Park' });
  });

  it('does not let administrators change their own role, permissions, district-level flag or schools', async () => {
    const self = buildAdminUser({
      id: 'admin1',
      role: 'district_safety_coordinator',
      isDistrictUser: true,
      permissions: { 'manage users': { hasPermission: true, always: true, forSchools: [] } },
    });
    const { calls } = renderDialog('admin1', {
      'GET /api/admin/users/admin1': () => json(200, self),
      'PATCH /api/admin/users/admin1': () => json(200, self),
    });
    await screen.findByRole('button', { name: 'Save Changes' });
    const role = within(dialog()).getByRole('combobox', { name: /^Role/ });
    expect(role.getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog()).getByText('You cannot change your own role.')).toBeTruthy();
    expect(within(dialog()).getByText('You cannot change your own permissions.')).toBeTruthy();
    expect(
      within(dialog()).getAllByText('You cannot change your own district-level and school settings.'),
    ).toHaveLength(2);
    expect(
      (within(dialog()).getByRole('switch', { name: 'District-level user' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(within(dialog()).getByRole('combobox', { name: 'Schools' }).hasAttribute('disabled')).toBe(true);
    expect(
      within(dialog()).getByRole('combobox', { name: 'Manage users' }).getAttribute('aria-disabled'),
    ).toBe('true');

    // Their own name and preferences still save, without the fixed fields.
    fireEvent.change(field(/^First name/), { target: { value: 'Jo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ firstName: 'Jo' }),
    );
  });
});
