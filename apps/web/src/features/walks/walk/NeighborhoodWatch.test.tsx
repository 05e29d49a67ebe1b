import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TWalk } from '@schooldog/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/eventSource';
import { buildMe, grant, grantAt } from '../../../test/factories';
import { buildEntry } from '../../../test/entryFactories';
import { json } from '../../../test/fetchMock';
import { buildWalk, mockWalkApi, renderWalk, WALK_ID } from './walkTestKit';

/* The Neighborhood Watch checkbox of Review and Complete (spec 000 §4, §6; issue 25 point 4). */

beforeEach(() => {
  window.localStorage.clear();
  // The finish tab, without the continue prompt.
  window.localStorage.setItem(`schooldog.walk.${WALK_ID}.tab`, '1');
  window.localStorage.setItem('schooldog.walk.continuePromptHidden', 'true');
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

const walkPath = `/walks/walk/${WALK_ID}`;
const mayWatch = buildMe({ permissions: grant('log entries', 'view entries', 'send neighborhood watch') });
const RECOMMENDED = 'Recommended for walks with 10 or more entries.';

function openDialog(walk: TWalk, me = mayWatch) {
  let current = walk;
  // The dialog counts the walk's entries as the screen read them.
  const entries = Array.from({ length: walk.entryCount }, () =>
    buildEntry({ walkId: WALK_ID, schoolId: walk.schoolId }),
  );
  const api = mockWalkApi(() => current, {
    [`GET /api/walks/${WALK_ID}/entries`]: () => json(200, { entries }),
    [`GET /api/walks/${WALK_ID}/reviewers`]: () =>
      json(200, {
        users: [
          { id: 'user3', firstName: 'Riley', lastName: 'Chen', role: 'principal', friendlyRole: 'Principal' },
        ],
      }),
    [`POST /api/walks/${WALK_ID}/complete`]: () => {
      current = { ...current, status: 'complete', timeCompleted: '2025-03-05T15:00:00.000Z' };
      return json(200, current);
    },
    [`POST /api/walks/${WALK_ID}/submit`]: () => {
      current = { ...current, status: 'review', awaitingReviewBy: 'user3' };
      return json(200, current);
    },
  });
  const rendered = renderWalk(walkPath, me);
  return { ...api, ...rendered };
}

async function dialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Review and Complete' }));
  return screen.findByRole('dialog', { name: 'Review and Complete' });
}

const watchBox = (within_: HTMLElement) =>
  within(within_).queryByRole('checkbox', { name: 'Send Neighborhood Watch' });

describe('the Neighborhood Watch checkbox', () => {
  it('shows with send neighborhood watch at the walk’s school, and the request carries it when ticked', async () => {
    const { calls, router } = openDialog(buildWalk({ entryCount: 3 }));
    const open = await dialog();
    fireEvent.click(within(open).getByRole('radio', { name: 'Complete now' }));
    const box = watchBox(open);
    expect(box).toBeTruthy();
    expect(within(open).queryByText(RECOMMENDED)).toBeNull();
    fireEvent.click(box as HTMLElement);
    fireEvent.click(within(open).getByRole('button', { name: 'Complete now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${walkPath}/complete`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      acknowledgeNoEntries: false,
      shouldSendNeighborhoodWatch: true,
    });
  });

  it('goes with Send for review too, unticked as false', async () => {
    const { calls } = openDialog(buildWalk({ entryCount: 3 }));
    const open = await dialog();
    expect(watchBox(open)).toBeTruthy();
    fireEvent.mouseDown(within(open).getByRole('combobox', { name: /Reviewer/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Riley Chen/ }));
    fireEvent.click(within(open).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reviewerUserId: 'user3',
      shouldSendNeighborhoodWatch: false,
    });
  });

  it('is recommended from 10 entries', async () => {
    openDialog(buildWalk({ entryCount: 10 }));
    const open = await dialog();
    expect(watchBox(open)).toBeTruthy();
    expect(within(open).getByText(RECOMMENDED)).toBeTruthy();
  });

  it('follows the permission at the walk’s school: hidden (and left out of the request) when held elsewhere, shown when held there', async () => {
    const holding = (schoolId: string) =>
      buildMe({
        permissions: {
          ...grant('log entries', 'view entries'),
          ...grantAt('send neighborhood watch', [schoolId]),
        },
      });
    const { calls, router } = openDialog(buildWalk({ entryCount: 12 }), holding('school2'));
    const open = await dialog();
    fireEvent.click(within(open).getByRole('radio', { name: 'Complete now' }));
    expect(watchBox(open)).toBeNull();
    expect(within(open).queryByText(RECOMMENDED)).toBeNull();
    fireEvent.click(within(open).getByRole('button', { name: 'Complete now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${walkPath}/complete`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ acknowledgeNoEntries: false });

    cleanup();
    openDialog(buildWalk({ entryCount: 12 }), holding('school1'));
    const here = await dialog();
    expect(watchBox(here)).toBeTruthy();
    expect(within(here).getByText(RECOMMENDED)).toBeTruthy();
  });

  it('is hidden once the walk has sent it, and the walk says it was sent', async () => {
    openDialog(
      buildWalk({ entryCount: 12, shouldSendNeighborhoodWatch: true, hasSentNeighborhoodWatch: true }),
    );
    expect(await screen.findByText('Neighborhood Watch sent')).toBeTruthy();
    const open = await dialog();
    expect(watchBox(open)).toBeNull();
  });
});
