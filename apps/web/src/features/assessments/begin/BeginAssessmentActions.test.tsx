import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTION_MENU_ITEMS, actionsFor, visibleActions } from '../../../app/actionMenu';
import { buildMe, grant } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderSignedIn } from '../../../test/render';
import { ActionPanelCard } from '../../dashboard/ActionPanelCard';

afterEach(() => vi.unstubAllGlobals());

describe('Begin Assessment in the action menu and the Action Panel', () => {
  it('sits in the menu in the spec’s order, for those who submit assessments, and online only', () => {
    expect(ACTION_MENU_ITEMS.map((item) => item.id)).toEqual([
      'recordDrill',
      'beginAssessment',
      'createWorkOrder',
      'startWalk',
      'logEntry',
    ]);
    const ids = (me: ReturnType<typeof buildMe>) => visibleActions(me).map((item) => item.id);
    expect(ids(buildMe({ permissions: grant('submit assessments') }))).toEqual(['beginAssessment']);
    expect(ids(buildMe({ permissions: grant('view assessments', 'log entries') }))).toEqual([
      'startWalk',
      'logEntry',
    ]);
    expect(actionsFor(true).map((item) => item.id)).not.toContain('beginAssessment');
  });

  it('is a button of the dashboard’s Action Panel that opens the Begin Assessment dialog', async () => {
    mockFetch({ 'GET /api/rubrics': () => json(200, { rubrics: [] }) });
    renderSignedIn(<ActionPanelCard />, {
      me: buildMe({ permissions: grant('submit assessments', 'log entries') }),
      at: '/dashboard',
    });
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Log Entry', 'Start Walk', 'Begin Assessment']);
    fireEvent.click(screen.getByRole('button', { name: 'Begin Assessment' }));
    expect(await screen.findByRole('dialog', { name: 'Begin Assessment' })).toBeTruthy();
  });

  it('is not shown to someone without propose tasks, log entries or submit assessments', () => {
    renderSignedIn(<ActionPanelCard />, {
      me: buildMe({ permissions: grant('view assessments') }),
      at: '/dashboard',
    });
    expect(screen.queryByRole('region', { name: 'Action Panel' })).toBeNull();
  });
});
