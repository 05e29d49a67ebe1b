import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEntry } from '../../../test/entryFactories';
import { FakeEventSource } from '../../../test/eventSource';
import { json } from '../../../test/fetchMock';
import { setScreenWidth } from '../../../test/screen';
import { buildWalk, mockWalkApi, renderWalk, WALK_ID } from './walkTestKit';

const walkPath = `/walks/walk/${WALK_ID}`;
const inWalk = { walkId: WALK_ID, isFloating: false };
const ENTRIES = [
  buildEntry({
    ...inWalk,
    observationType: 'concern',
    observationCategoryId: 'facilities',
    timestamp: '2025-03-04T15:40:00.000Z',
  }),
  buildEntry({
    ...inWalk,
    observationType: 'praise',
    observationCategoryId: 'facilities',
    timestamp: '2025-03-04T16:00:00.000Z',
  }),
  buildEntry({
    ...inWalk,
    observationType: 'concern',
    observationCategoryId: 'security',
    observationItemId: 'door',
    timestamp: '2025-03-04T16:45:00.000Z',
  }),
  buildEntry({ ...inWalk, observationType: 'praise', isDeleted: true }),
];

function openWalk(tab: '-1' | '0') {
  window.localStorage.setItem(`schooldog.walk.${WALK_ID}.tab`, tab);
  window.localStorage.setItem('schooldog.walk.continuePromptHidden', 'true');
  mockWalkApi(() => buildWalk({ entryCount: 3 }), {
    [`GET /api/walks/${WALK_ID}/entries`]: () => json(200, { entries: ENTRIES }),
  });
  renderWalk(walkPath);
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

describe('the walk screen', () => {
  it('the Overview tab summarises the entries by type and category, the collaborators and the time', async () => {
    openWalk('-1');
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(await within(summary).findByText('3 entries')).toBeTruthy();
    expect(within(summary).getByText('2 concerns')).toBeTruthy();
    expect(within(summary).getByText('1 praise')).toBeTruthy();
    const categories = within(summary).getByRole('region', { name: 'By category' });
    expect(within(categories).getByText('Facilities').nextSibling?.textContent).toBe(
      '2 entries (1 concern, 1 praise)',
    );
    expect(within(categories).getByText('Security').nextSibling?.textContent).toBe('1 entry (1 concern)');
    expect(within(summary).getByText('Collaborators').nextSibling?.textContent).toBe('Sam Ortiz');
    // Started 15:30, last entry 16:45.
    expect(within(summary).getByText('Time so far').nextSibling?.textContent).toBe('1 h 15 min');
    expect(screen.queryByText('No history yet.')).toBeTruthy();
  });

  it('on desktop the entries are listed once on the Log Entries tab', async () => {
    setScreenWidth(1280);
    openWalk('0');
    const beside = await screen.findByRole('complementary', { name: 'Entries' });
    expect(await within(beside).findByRole('heading', { name: '3 entries' })).toBeTruthy();
    await within(beside).findAllByText('Cracked pane by the door');
    expect(screen.getAllByText('Cracked pane by the door')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Entries', level: 2 })).toBeNull();
  });

  it('at 390 px the three tabs share the width: none hides behind a scroll arrow', async () => {
    setScreenWidth(390);
    openWalk('-1');
    const tabs = await screen.findByRole('tablist', { name: 'Walk steps' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(3);
    expect(document.querySelector('.MuiTabs-scrollButtons')).toBeNull();
    expect(tabs.closest('.MuiTabs-root')?.querySelector('.MuiTabs-scroller')?.className).not.toMatch(
      /scrollableX/,
    );
  });
});
