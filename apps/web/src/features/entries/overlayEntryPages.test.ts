import type { TEntry } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { buildEntry } from '../../test/entryFactories';
import { overlayEntriesCount, overlayEntryPages } from './overlay';
import { dayInDistrict } from '../../offline/overlayFilters';
import { contextOf, E1, E2, entryCreate, idOf, ids, queued } from '../../offline/overlayTestKit';

const pageIds = (data: { pages: { entries: TEntry[] }[] } | undefined) =>
  data?.pages.map((page) => ids(page.entries));

describe('overlayEntryPages', () => {
  const older = buildEntry({ id: E2, timestamp: '2025-03-01T10:00:00.000Z' });
  const oldest = buildEntry({ id: idOf('e3'), timestamp: '2025-02-01T10:00:00.000Z' });
  const pagesOf = (pages: TEntry[][], lastCursor: string | null = null) => ({
    pages: pages.map((entries, index) => ({
      entries,
      nextCursor: index === pages.length - 1 ? lastCursor : `cursor${index}`,
    })),
    pageParams: pages.map((_, index) => (index === 0 ? null : `cursor${index - 1}`)),
  });
  const created = queued('entry.create', entryCreate(E1));

  it.each([
    {
      name: 'newest first: on the first page',
      search: '',
      data: pagesOf([[older], [oldest]]),
      expected: [[E1, E2], [oldest.id]],
    },
    {
      name: 'oldest first: after the last page once it is loaded',
      search: 'sortAsc=true',
      data: pagesOf([[oldest], [older]]),
      expected: [[oldest.id], [E2, E1]],
    },
    {
      name: 'oldest first: not while more pages follow',
      search: 'sortAsc=true',
      data: pagesOf([[oldest], [older]], 'more'),
      expected: [[oldest.id], [E2]],
    },
    {
      name: 'not at another school',
      search: 'schoolIds=school2',
      data: pagesOf([[older]]),
      expected: [[E2]],
    },
    {
      name: 'at a chosen school',
      search: 'schoolIds=school2,school1',
      data: pagesOf([[older]]),
      expected: [[E1, E2]],
    },
    { name: 'not of another type', search: 'entryTypes=praise', data: pagesOf([[older]]), expected: [[E2]] },
    {
      name: 'not of another walk type',
      search: 'walkTypes=district',
      data: pagesOf([[older]]),
      expected: [[E2]],
    },
    {
      name: "not in someone else's entries",
      search: 'userIds=user2',
      data: pagesOf([[older]]),
      expected: [[E2]],
    },
    {
      name: 'with its tag, in any case',
      search: 'tag=URGENT',
      data: pagesOf([[older]]),
      expected: [[E1, E2]],
    },
    { name: 'not without the tag', search: 'tag=Fire', data: pagesOf([[older]]), expected: [[E2]] },
    {
      name: 'at its location',
      search: 'schoolIds=school1&location=gym',
      data: pagesOf([[older]]),
      expected: [[E1, E2]],
    },
    {
      name: 'not in another category',
      search: 'category=security',
      data: pagesOf([[older]]),
      expected: [[E2]],
    },
    { name: 'not as another item', search: 'item=door', data: pagesOf([[older]]), expected: [[E2]] },
    {
      name: 'within the date range (district time)',
      search: 'dateRange=2025-03-05,2025-03-01',
      data: pagesOf([[older]]),
      expected: [[E1, E2]],
    },
    {
      name: 'not outside the date range',
      search: 'dateRange=2025-03-06,2025-03-09',
      data: pagesOf([[older]]),
      expected: [[E2]],
    },
    { name: 'as the only page when none was loaded', search: '', data: undefined, expected: [[E1]] },
  ])('an entry logged offline shows $name', ({ search, data, expected }) => {
    expect(pageIds(overlayEntryPages(data, search, contextOf([created])))).toEqual(expected);
  });

  it.each([
    {
      name: 'merges an edit on any page',
      search: '',
      mutations: [queued('entry.update', { id: idOf('e3'), changes: { comment: 'Edited' } })],
      expected: [[E2], [idOf('e3')]],
      comment: 'Edited',
    },
    {
      name: 'drops an entry deleted offline',
      search: '',
      mutations: [queued('entry.delete', { id: E2 })],
      expected: [[], [idOf('e3')]],
      comment: 'Cracked pane by the door',
    },
    {
      name: 'drops an entry edited out of the filters',
      search: 'entryTypes=concern',
      mutations: [queued('entry.update', { id: idOf('e3'), changes: { observationType: 'praise' } })],
      expected: [[E2], []],
      comment: undefined,
    },
  ])('$name', ({ search, mutations, expected, comment }) => {
    const result = overlayEntryPages(pagesOf([[older], [oldest]]), search, contextOf(mutations));
    expect(pageIds(result)).toEqual(expected);
    expect(result?.pages[1]?.entries[0]?.comment).toBe(comment);
  });

  it('answers the same data when nothing queued touches it, and nothing when nothing is known', () => {
    const data = pagesOf([[older]]);
    expect(overlayEntryPages(data, '', contextOf([queued('entry.delete', { id: E1 })]))).toBe(data);
    expect(overlayEntryPages(undefined, 'schoolIds=school2', contextOf([created]))).toBeUndefined();
  });

  it('reads the day in the district time zone', () => {
    expect(dayInDistrict('2025-03-05T03:00:00.000Z')).toBe('2025-03-04');
    expect(dayInDistrict('not a time')).toBeNull();
  });
});

describe('overlayEntriesCount', () => {
  it.each([
    {
      name: 'adds the matching entries logged offline',
      count: { count: 4 },
      search: '',
      expected: { count: 5 },
    },
    {
      name: 'leaves out those that do not match',
      count: { count: 4 },
      search: 'entryTypes=praise',
      expected: { count: 4 },
    },
    {
      name: 'counts them when the total was never loaded',
      count: undefined,
      search: '',
      expected: { count: 1 },
    },
  ])('$name', ({ count, search, expected }) => {
    expect(overlayEntriesCount(count, search, contextOf([queued('entry.create', entryCreate(E1))]))).toEqual(
      expected,
    );
  });
});
