import { screen } from '@testing-library/react';
import { can, INSIGHTS_ACCESS } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../app/navigation';
import { mockFetch } from '../../test/fetchMock';
import { VIEWERS, viewerOf } from '../../test/roleViewers';
import { insightHandlers, renderInsightsPage } from './testKit';

/*
 * The web side of the insights' role table: for each role (its default permissions at school1)
 * and product staff, the Insights menu item and the page's explorer show exactly with view data
 * insights, as the server's insights-access.test.ts accepts GET /api/insights.
 */

afterEach(() => vi.unstubAllGlobals());

const hasMenuItem = (me: ReturnType<typeof viewerOf>['me']) =>
  visibleNavigation(me).some((section) => section.items.some((item) => item.id === 'insights'));

describe.each(VIEWERS)('insights for %s, as the domain decides', (viewer) => {
  it('shows Insights in the menu and the explorer exactly with view data insights', async () => {
    const { me, resolved } = viewerOf(viewer);
    const mayRead = can(resolved, INSIGHTS_ACCESS);
    expect(hasMenuItem(me)).toBe(mayRead);
    mockFetch(insightHandlers());
    renderInsightsPage(me);
    if (!mayRead) {
      expect(screen.queryByRole('heading', { name: 'Entries Over Time' })).toBeNull();
      return;
    }
    expect(await screen.findByRole('img', { name: /Entries by month/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeTruthy();
  });
});
