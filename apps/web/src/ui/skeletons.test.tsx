import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { CardListSkeleton } from './CardListSkeleton';
import { PagedList, PATIENCE_DELAY_MS } from './PagedList';

afterEach(() => vi.useRealTimers());

const texts = {
  loadFailed: 'Failed',
  retry: 'Retry',
  empty: 'None',
  loadMore: 'Load More',
  patience: 'Still loading',
};

function query(overrides: Partial<Parameters<typeof PagedList>[0]['query']> = {}) {
  return {
    isError: false,
    isPending: true,
    fetchStatus: 'fetching' as const,
    isFetchingNextPage: false,
    hasNextPage: false,
    fetchNextPage: () => Promise.resolve(),
    refetch: () => Promise.resolve(),
    ...overrides,
  };
}

function List({ isPending }: { isPending: boolean }) {
  return (
    <PagedList
      query={query({ isPending })}
      items={isPending ? [] : ['one', 'two']}
      getKey={(item) => item}
      renderItem={(item) => <p>{item}</p>}
      texts={texts}
      skeleton={<CardListSkeleton shape="entry" count={3} />}
    />
  );
}

describe('skeletons while content of a known shape loads', () => {
  it('show nothing for 200 ms, then say Loading… over blocks hidden from screen readers', () => {
    vi.useFakeTimers();
    renderPage(<CardListSkeleton shape="walk" count={2} />);
    const status = screen.getByRole('status', { busy: true });
    // The blocks take their room from the start but stay invisible, so a fast load does not flash.
    expect(within(status).queryByText('Loading…')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(within(status).getByText('Loading…')).toBeTruthy();
    const blocks = status.querySelector('[aria-hidden="true"]');
    expect(blocks?.querySelectorAll('li')).toHaveLength(2);
    expect(within(status).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('a paged list sketches its cards while pending, adds the patience message after 5 s, then shows the items', () => {
    vi.useFakeTimers();
    const view = renderPage(<List isPending />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status', { busy: true })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Still loading')).toBeNull();
    act(() => vi.advanceTimersByTime(PATIENCE_DELAY_MS));
    expect(screen.getByText('Still loading')).toBeTruthy();

    view.rerender(<List isPending={false} />);
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    expect(screen.getByText('one')).toBeTruthy();
    expect(screen.getByText('two')).toBeTruthy();
  });
});
