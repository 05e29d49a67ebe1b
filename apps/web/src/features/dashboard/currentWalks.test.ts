import { describe, expect, it } from 'vitest';
import { buildMe, grant } from '../../test/factories';
import { buildWalk } from '../../test/walkFactories';
import { resolvedPermissionsOf } from '../auth/permissions';
import { walksToPromptCompletion } from './currentWalks';

const now = new Date('2025-03-20T12:00:00Z');
const tenDaysAgo = new Date(now.getTime() - 10 * 24 * 60 * 60 * 1000).toISOString();

describe('a collaborator with manage rights is not prompted to complete the leader’s walk', () => {
  // user1 holds manage entries and manage other entries everywhere, as a principal might.
  const me = buildMe({
    permissions: grant('log entries', 'view entries', 'manage entries', 'manage other entries'),
  });
  const viewer = { userId: me.user.id, permissions: resolvedPermissionsOf(me) };

  it('offers their own old walk, not the old walk they only collaborate on', () => {
    const led = buildWalk({ leaderUserId: 'user1', collaborators: ['user2'], timeCreated: tenDaysAgo });
    const joined = buildWalk({ leaderUserId: 'user2', collaborators: ['user1'], timeCreated: tenDaysAgo });
    expect(walksToPromptCompletion([led, joined], viewer, now).map((walk) => walk.id)).toEqual([led.id]);
  });
});
