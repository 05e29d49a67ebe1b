import AddTaskIcon from '@mui/icons-material/AddTask';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, grant } from '../../test/factories';
import { renderRoutes } from '../../test/render';
import type { ActionMenuItem } from '../actionMenu';
import { FloatingActionMenu } from './FloatingActionMenu';

const recordDrill: ActionMenuItem = {
  id: 'recordDrill',
  labelKey: 'nav.dashboard',
  icon: AddTaskIcon,
  path: '/drills/record',
  permission: 'record drills',
};

function renderMenu(element: React.ReactElement, handle?: { hideAddButton: boolean }) {
  return renderRoutes({ at: '/', routes: [{ path: '/', element, handle }] });
}

describe('the floating action menu', () => {
  it('does not render while no feature has registered an action', async () => {
    renderMenu(
      <>
        <h1>Page</h1>
        <FloatingActionMenu me={buildMe({ permissions: grant('record drills') })} />
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
