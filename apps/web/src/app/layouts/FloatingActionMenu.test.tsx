import AddTaskIcon from '@mui/icons-material/AddTask';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OBSERVATION_SETTINGS } from '../../test/entryFactories';
import { buildMe, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import type { ActionMenuItem } from '../feature';
import { FloatingActionMenu } from './FloatingActionMenu';

const recordDrill: ActionMenuItem = {
  id: 'recordDrill',
  labelKey: 'nav.dashboard',
  icon: AddTaskIcon,
  path: '/drills/record',
  permission: 'record drills',
  position: 10,
};

function renderMenu(element: React.ReactElement, handle?: { hideAddButton: boolean }) {
  return renderRoutes({ at: '/', routes: [{ path: '/', element, handle }] });
}

afterEach(() => vi.unstubAllGlobals());

describe('the floating action menu', () => {
  it('opens the log entry dialog as a floating entry, with the school chooser', async () => {
    mockFetch({
      'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
      'GET /api/schools/school1/locations': () => json(200, { locations: [] }),
    });
    renderMenu(<FloatingActionMenu me={buildMe({ permissions: grant('log entries') })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Entry' });
    expect((await within(dialog).findByRole('combobox', { name: /^school/i })).textContent).toBe('School 1');
  });

  it('floating Actions menu: opens over a backdrop, and a tap on it closes the menu', async () => {
    renderMenu(
      <FloatingActionMenu me={buildMe({ permissions: grant('record drills') })} items={[recordDrill]} />,
    );
    const button = await screen.findByRole('button', { name: 'Actions' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const backdrop = screen.getByTestId('action-menu-backdrop');
    expect(getComputedStyle(backdrop).visibility).not.toBe('hidden');
    fireEvent.click(backdrop);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('does not render while no action is registered', async () => {
    renderMenu(
      <>
        <h1>Page</h1>
        <FloatingActionMenu me={buildMe({ permissions: grant('record drills') })} items={[]} />
      </>,
    );
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });

  it('shows a registered action to a user with its permission only', async () => {
    const { unmount } = renderMenu(
      <FloatingActionMenu me={buildMe({ permissions: grant('record drills') })} items={[recordDrill]} />,
    );
    expect(await screen.findByRole('button', { name: 'Actions' })).toBeTruthy();
    unmount();
    renderMenu(
      <>
        <h1>Page</h1>
        <FloatingActionMenu me={buildMe({ permissions: grant('log entries') })} items={[recordDrill]} />
      </>,
    );
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });

  it('is hidden on routes marked hideAddButton', async () => {
    renderMenu(
      <>
        <h1>Page</h1>
        <FloatingActionMenu me={buildMe({ permissions: grant('record drills') })} items={[recordDrill]} />
      </>,
      { hideAddButton: true },
    );
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });
});
