import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/eventSource';
import { buildMe } from '../../../test/factories';
import { json } from '../../../test/fetchMock';
import { buildWalk, mockWalkApi, renderWalk, WALK_ID } from './walkTestKit';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

const reviewPath = `/walks/walk/${WALK_ID}/review`;
const inReview = () =>
  buildWalk({ status: 'review', awaitingReviewBy: 'user1', leaderUserId: 'user2', collaborators: [] });
const asReviewer = () => buildMe();

function reviewApi() {
  let walk = inReview();
  return mockWalkApi(() => walk, {
    [`POST /api/walks/${WALK_ID}/review`]: ({ body }) => {
      const { isApproved } = body as { isApproved: boolean };
      walk = { ...walk, status: isApproved ? 'complete' : 'inprogress', awaitingReviewBy: null };
      return json(200, walk);
    },
  });
}

describe('the review screen', () => {
  it("filters the walk's entries by the spec's entry types", async () => {
    reviewApi();
    renderWalk(reviewPath, asReviewer());
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Entry type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Entries',
      'Concerns',
      'Praises',
      'Other Entries',
    ]);
  });

  it('keeps Submit disabled until Yes or No is chosen', async () => {
    reviewApi();
    renderWalk(reviewPath, asReviewer());
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('requires review comments on No, with the spec message', async () => {
    const { calls } = reviewApi();
    const { router } = renderWalk(reviewPath, asReviewer());
    fireEvent.click(await screen.findByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('You must provide Review Comments if you are requesting revisions.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Review Comments/ }), {
      target: { value: 'Add the gym doors' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Walks list' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/walks');
    // The toast host loads apart from the screen: the toast shows a moment later.
    expect(await screen.findByText('Revisions Requested')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      isApproved: false,
      comments: 'Add the gym doors',
    });
  });

  it('goes to /complete on Yes', async () => {
    reviewApi();
    const { router } = renderWalk(reviewPath, asReviewer());
    fireEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/walks/walk/${WALK_ID}/complete`));
  });

  it('is read-only for anyone but the reviewer', async () => {
    mockWalkApi(() => ({ ...inReview(), awaitingReviewBy: 'user3' }));
    renderWalk(reviewPath, buildMe());
    expect(await screen.findByText('Only the reviewer of this SchoolDog Walk can answer.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Yes' }).hasAttribute('disabled')).toBe(true);
  });

  it('redirects a walk that is not in review by its status', async () => {
    mockWalkApi(() => buildWalk());
    const { router } = renderWalk(reviewPath);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/walks/walk/${WALK_ID}`));
    expect(within(await screen.findByRole('tablist')).getByRole('tab', { name: 'Log Entries' })).toBeTruthy();
  });
});
