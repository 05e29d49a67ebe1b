import { fireEvent, screen, within } from '@testing-library/react';
import type { TWalk } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, grant } from '../../../test/factories';
import { renderSignedIn } from '../../../test/render';
import { buildWalk } from '../../../test/walkFactories';
import { useWalkViewer } from '../walk/useWalkViewer';
import { WalkCardMenu } from './WalkCardMenu';

afterEach(() => vi.unstubAllGlobals());

function Menu({ walk }: { walk: TWalk }) {
  return <WalkCardMenu walk={walk} schoolName="School 1" viewer={useWalkViewer()} onOpen={() => undefined} />;
}

async function menuItemsOn(walk: TWalk) {
  // user1 holds manage entries and manage other entries everywhere, as a principal might.
  const me = buildMe({
    permissions: grant('log entries', 'view entries', 'manage entries', 'manage other entries'),
  });
  renderSignedIn(<Menu walk={walk} />, { me, at: '/walks' });
  fireEvent.click(screen.getByRole('button', { name: 'Actions for the walk at School 1' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('a collaborator with manage rights: the card menu of the leader’s walk offers only Open', () => {
  it.each(['inprogress', 'review', 'complete'] as const)('on a walk %s', async (status) => {
    const walk = buildWalk({
      status,
      leaderUserId: 'user2',
      collaborators: ['user1'],
      awaitingReviewBy: null,
    });
    expect(await menuItemsOn(walk)).toEqual(['Open']);
  });

  it('the same rights on a walk they are not part of (in review) offer the manage items', async () => {
    const walk = buildWalk({ status: 'review', leaderUserId: 'user2', collaborators: ['user3'] });
    expect(await menuItemsOn(walk)).toEqual([
      'Open',
      'Archive',
      'Place Back In Progress',
      'Permanently Delete',
    ]);
  });
});
