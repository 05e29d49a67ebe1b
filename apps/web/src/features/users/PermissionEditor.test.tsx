import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  defaultPermissionsForRole,
  type PermissionMap,
  PERMISSIONS_CAP_MESSAGE,
  permissionsFitCap,
} from '@schooldog/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { initI18n } from '../../i18n';
import { createTestQueryClient } from '../../test/render';
import { PermissionEditor, scopeOf, withScope } from './PermissionEditor';

const SCHOOLS = Array.from({ length: 3 }, (_, index) => ({
  id: `school${index + 1}`,
  name: `School ${index + 1}`,
}));

function Harness({
  initial,
  onChange,
  disabledReason = null,
}: {
  initial: PermissionMap;
  onChange: (map: PermissionMap) => void;
  disabledReason?: string | null;
}) {
  const [value, setValue] = useState(initial);
  return (
    <PermissionEditor
      value={value}
      schools={SCHOOLS}
      disabledReason={disabledReason}
      onSetDefaults={() => {
        const next = defaultPermissionsForRole('principal', ['school1', 'school2']);
        setValue(next);
        onChange(next);
      }}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderEditor(initial: PermissionMap = {}, disabledReason: string | null = null) {
  const onChange = vi.fn<(map: PermissionMap) => void>();
  render(
    <AppProviders i18n={initI18n({ language: 'en' })} queryClient={createTestQueryClient()}>
      <Harness initial={initial} onChange={onChange} disabledReason={disabledReason} />
    </AppProviders>,
  );
  return { onChange, last: () => onChange.mock.lastCall?.[0] };
}

const scopeSelect = (permission: string) => screen.getByRole('combobox', { name: permission });

function choose(permission: string, option: string) {
  fireEvent.mouseDown(scopeSelect(permission));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('the permission editor', () => {
  it('offers each permission none, every school, or chosen schools', () => {
    const { last } = renderEditor();
    expect(scopeSelect('Log entries').textContent).toBe('Not granted');

    choose('Log entries', 'Enable for all schools');
    expect(last()).toEqual({ 'log entries': { hasPermission: true, always: true, forSchools: [] } });

    choose('Log entries', 'Only chosen schools');
    expect(last()).toEqual({ 'log entries': { hasPermission: true, always: false, forSchools: [] } });
    expect(screen.getByText(/Choose at least one school/)).toBeTruthy();
    const schools = screen.getByRole('combobox', { name: 'Schools for Log entries' });
    fireEvent.mouseDown(schools);
    fireEvent.click(screen.getByRole('option', { name: 'School 2' }));
    expect(last()).toEqual({
      'log entries': { hasPermission: true, always: false, forSchools: ['school2'] },
    });

    choose('Log entries', 'Not granted');
    expect(last()).toEqual({});
  });

  it("applies the role's defaults with 'Set default permissions for Role'", () => {
    const { last } = renderEditor({ 'manage users': { hasPermission: true, always: true, forSchools: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Set default permissions for Role' }));
    expect(last()).toEqual(defaultPermissionsForRole('principal', ['school1', 'school2']));
    expect(scopeSelect('Manage users').textContent).toBe('Not granted');
    expect(scopeSelect('Log entries').textContent).toBe('Only chosen schools');
  });

  it("gives the spec's advice when the permissions pass the 984-character cap", () => {
    // 30 schools of 36-character ids: the school list alone passes 984 characters.
    const schools = Array.from(
      { length: 30 },
      (_, index) => `a-rather-long-school-identifier-${String(index).padStart(4, '0')}`,
    );
    const huge: PermissionMap = {
      'log entries': { hasPermission: true, always: false, forSchools: schools },
    };
    expect(permissionsFitCap(huge)).toBe(false);
    renderEditor(huge);
    expect(screen.getByRole('alert').textContent).toBe(PERMISSIONS_CAP_MESSAGE);
  });

  it('is read-only with the reason when the permissions may not change', () => {
    renderEditor({}, 'You cannot change your own permissions.');
    expect(screen.getByText('You cannot change your own permissions.')).toBeTruthy();
    expect(scopeSelect('Log entries').getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Set default permissions for Role' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});

describe('permission scopes', () => {
  it('reads and writes the stored value', () => {
    expect(scopeOf(undefined)).toBe('none');
    expect(scopeOf({ hasPermission: false, always: true, forSchools: [] })).toBe('none');
    expect(scopeOf({ hasPermission: true, always: true, forSchools: [] })).toBe('always');
    expect(scopeOf({ hasPermission: true, always: false, forSchools: ['a'] })).toBe('schools');
    const map = withScope({}, 'view entries', 'schools', ['a']);
    expect(withScope(map, 'view entries', 'always')).toEqual({
      'view entries': { hasPermission: true, always: true, forSchools: [] },
    });
  });
});
