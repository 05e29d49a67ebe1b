import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { MultiSelectFilter } from './FilterFields';
import { FiltersDrawer, FilterToolbar } from './FilterLayout';
import {
  countSetFilters,
  type DateRange,
  readChoices,
  readDateRange,
  readList,
  writeDateRange,
  writeList,
} from './searchParams';
import { useSearchFilters } from './useSearchFilters';

// A list of its own (colours), to show the filter bar knows nothing of entries, walks or assessments.

const COLORS = ['red', 'blue'] as const;
type Color = (typeof COLORS)[number];
interface ColorFilters {
  dateRange: DateRange | null;
  schoolIds: string[];
  colors: Color[];
}
const SCHOOLS = [
  { id: 'school1', name: 'North High' },
  { id: 'school2', name: 'South Middle' },
];

const read = (search: URLSearchParams): ColorFilters => ({
  dateRange: readDateRange(search),
  schoolIds: readList(search, 'schoolIds'),
  colors: readChoices(search, 'colors', COLORS),
});
function write(filters: ColorFilters): URLSearchParams {
  const search = new URLSearchParams();
  writeDateRange(search, filters.dateRange);
  writeList(search, 'schoolIds', filters.schoolIds);
  writeList(search, 'colors', filters.colors);
  return search;
}

function ColorList({ isWide }: { isWide: boolean }) {
  const { filters, setFilters } = useSearchFilters(read, write);
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <FilterToolbar
        isWide={isWide}
        filters={filters}
        onChange={setFilters}
        schools={SCHOOLS}
        filterCount={countSetFilters([filters.dateRange, filters.schoolIds, filters.colors])}
        onOpenFilters={() => setOpen(true)}
      />
      <FiltersDrawer
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        hasInlineFilters={isWide}
        filters={filters}
        onChange={setFilters}
        schools={SCHOOLS}
        onClearAll={() => setFilters({ dateRange: null, schoolIds: [], colors: [] })}
        doneLabel="Show colours"
      >
        <MultiSelectFilter
          label="Colours"
          emptyLabel="All colours"
          options={[
            { value: 'red', label: 'Red' },
            { value: 'blue', label: 'Blue' },
          ]}
          value={filters.colors}
          onChange={(colors) => setFilters({ colors })}
        />
      </FiltersDrawer>
    </>
  );
}

const renderList = (at: string, isWide: boolean) =>
  renderRoutes({ at, routes: [{ path: '/colors', element: <ColorList isWide={isWide} /> }] });

afterEach(() => vi.unstubAllGlobals());

describe('the filter bar', () => {
  it('on a phone, keeps the date range and schools in the Filters menu and mirrors choices into the query string', async () => {
    const { router } = renderList('/colors', false);
    expect(screen.queryByRole('group', { name: /date range/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const menu = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(menu).getByRole('group', { name: /date range/i })).toBeTruthy();
    fireEvent.mouseDown(within(menu).getByRole('combobox', { name: 'Schools' }));
    fireEvent.click(await screen.findByRole('option', { name: 'South Middle' }));
    await waitFor(() => expect(router.state.location.search).toBe('?schoolIds=school2'));
    expect(screen.getByRole('button', { name: 'Filters (1 active)', hidden: true })).toBeTruthy();
  });

  it('on a wide screen, sets the date range beside the list, swapped if reversed, and clears it', async () => {
    const { router } = renderList('/colors', true);
    const dates = screen.getByRole('group', { name: /date range · all time/i });
    fireEvent.change(within(dates).getByLabelText('From'), { target: { value: '2025-06-30' } });
    expect(router.state.location.search).toBe('');
    fireEvent.change(within(dates).getByLabelText('To'), { target: { value: '2025-01-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?dateRange=2025-01-01%2C2025-06-30'));
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const menu = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(menu).queryByRole('group', { name: /date range/i })).toBeNull();
  });

  it('reads a link back, clears every filter at once, and closes with the list’s own button', async () => {
    const { router } = renderList('/colors?dateRange=2025-01-01,2025-06-30&colors=blue,green', true);
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2 active)' }));
    const menu = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(menu).getByRole('combobox', { name: 'Colours' }).textContent).toBe('Blue');
    fireEvent.click(within(menu).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(menu).getByRole('combobox', { name: 'Colours' }).textContent).toBe('All colours');
    fireEvent.click(within(menu).getByRole('button', { name: 'Show colours' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
  });
});
