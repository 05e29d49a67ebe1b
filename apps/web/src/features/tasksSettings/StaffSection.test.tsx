import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grant } from '../../test/factories';
import { json } from '../../test/fetchMock';
import { setScreenWidth } from '../../test/screen';
import { buildStaffUser, renderSettingsPage } from './testKit';

afterEach(() => vi.unstubAllGlobals());

// Role queries skip their visibility check: the page has many fields, and what they find is on screen.
configure({ defaultHidden: true });

const MANAGER = grant('manage tasks settings', 'manage task users');
const section = () => screen.getByRole('region', { name: 'Work Order Staff' });
const loaded = () => screen.findByRole('region', { name: 'Work Order Staff' });
const dialog = () => screen.getByRole('dialog');
const field = (name: RegExp) => within(dialog()).getByRole('textbox', { name });

function pickBoard(name: string) {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Task boards' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

describe('Work Order Staff (spec 001 §2: search, create, edit in a dialog)', { timeout: 120_000 }, () => {
  it('lists the staff with their boards and searches on the server', async () => {
    setScreenWidth(1280);
    const { calls } = renderSettingsPage(undefined, {}, MANAGER);
    expect(await within(await loaded()).findByText('Sam Rivera')).toBeTruthy();
    expect(within(section()).getByText('HVAC')).toBeTruthy();
    fireEvent.change(within(section()).getByLabelText('Search work order staff'), {
      target: { value: 'rita' },
    });
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/api/tasks-settings/staff' && call.search === '?q=rita'),
      ).toBe(true),
    );
  });

  it('adds a crew member: preset for work order staff, district-level, on the boards chosen', async () => {
    setScreenWidth(1280);
    const { calls } = renderSettingsPage(
      undefined,
      {
        'POST /api/tasks-settings/staff': ({ body }) =>
          json(
            201,
            buildStaffUser({ id: 'staff9', ...(body as object), assignedTaskBoardIds: ['boardGrounds'] }),
          ),
      },
      MANAGER,
    );
    fireEvent.click(await within(await loaded()).findByRole('button', { name: 'Add Work Order Staff' }));
    await screen.findByRole('dialog', { name: 'Add Work Order Staff' });
    // Only the work order permissions, and the crew's defaults already given.
    expect(within(dialog()).getByRole('combobox', { name: 'Be assigned work orders' })).toBeTruthy();
    expect(within(dialog()).queryByRole('combobox', { name: 'Manage users' })).toBeNull();
    expect(within(dialog()).queryByRole('combobox', { name: 'Log entries' })).toBeNull();
    // The server makes new crew district-level, so the switch says so and cannot be turned off.
    const districtLevel = within(dialog()).getByRole('switch', { name: 'District-level user' });
    expect((districtLevel as HTMLInputElement).checked).toBe(true);
    expect((districtLevel as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog()).getByText('New work order staff are district-level users.')).toBeTruthy();
    fireEvent.change(field(/^First name/), { target: { value: 'Rita' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'Moreno' } });
    fireEvent.change(field(/^Email/), { target: { value: 'rita.moreno@district.example' } });
    pickBoard('Grounds');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User successfully created')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      firstName: 'Rita',
      role: 'maintenance_staff',
      isDistrictLevel: true,
      isPrimarilyTaskUser: true,
      assignedTaskBoardIds: ['boardGrounds'],
      permissions: {
        'be proposed tasks': { hasPermission: true, always: true },
        'propose tasks': { hasPermission: true, always: true },
      },
    });
    // The server saved the boards: the page shows them and has nothing unsaved.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('1 assigned user')).toHaveLength(2);
  });

  it('edits a crew member: sends what changed, the boards only when changed (editTaskUser)', async () => {
    setScreenWidth(1280);
    const { calls } = renderSettingsPage(
      undefined,
      {
        'GET /api/tasks-settings/staff/*': () => json(200, buildStaffUser()),
        'PATCH /api/tasks-settings/staff/*': ({ body }) => json(200, buildStaffUser(body as object)),
      },
      MANAGER,
    );
    fireEvent.click(await within(await loaded()).findByRole('button', { name: 'Edit Sam Rivera' }));
    await screen.findByRole('dialog', { name: 'Edit Work Order Staff' });
    const title = () => within(dialog()).getByRole('combobox', { name: /^Title/ }) as HTMLInputElement;
    await waitFor(() => expect(title().value).toBe('Technician'));
    fireEvent.change(title(), { target: { value: 'Groundskeeper' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ title: 'Groundskeeper' });
  });

  it('without manage task users the staff are listed but not created or edited', async () => {
    renderSettingsPage(undefined, {}, grant('manage tasks settings'));
    expect(await within(await loaded()).findByText('Sam Rivera')).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Add Work Order Staff' })).toBeNull();
    expect(within(section()).queryByRole('button', { name: 'Edit Sam Rivera' })).toBeNull();
  });
});
