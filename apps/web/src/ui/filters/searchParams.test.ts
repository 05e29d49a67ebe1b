import { describe, expect, it } from 'vitest';
import {
  countSetFilters,
  dateRangeOf,
  readChoices,
  readDateRange,
  readList,
  writeDateRange,
  writeList,
} from './searchParams';

const search = (query: string) => new URLSearchParams(query);

describe("a list's filters in the query string", () => {
  it('reads comma lists trimmed, without blanks or repeats', () => {
    expect(readList(search('schoolIds=school1,, school2,school1'), 'schoolIds')).toEqual([
      'school1',
      'school2',
    ]);
    expect(readList(search(''), 'schoolIds')).toEqual([]);
  });

  it('keeps only the allowed values of a list of choices', () => {
    expect(readChoices(search('walkTypes=district,x,school'), 'walkTypes', ['school', 'district'])).toEqual([
      'district',
      'school',
    ]);
  });

  it('swaps a date range whose start is after its end (spec 000 §5)', () => {
    expect(readDateRange(search('dateRange=2025-06-30,2024-08-01'))).toEqual(['2024-08-01', '2025-06-30']);
    expect(dateRangeOf('2025-02-01', '2025-01-01')).toEqual(['2025-01-01', '2025-02-01']);
  });

  it('reads all time from a date range without two valid dates', () => {
    expect(readDateRange(search('dateRange=2025-06-30'))).toBeNull();
    expect(readDateRange(search('dateRange=yesterday,today'))).toBeNull();
    expect(readDateRange(search(''))).toBeNull();
  });

  it('writes lists comma-joined and leaves out empty lists and all time', () => {
    const written = new URLSearchParams();
    writeDateRange(written, ['2024-08-01', '2025-06-30']);
    writeList(written, 'schoolIds', ['school1', 'school2']);
    writeList(written, 'userIds', []);
    expect(written.toString()).toBe('dateRange=2024-08-01%2C2025-06-30&schoolIds=school1%2Cschool2');
    const empty = new URLSearchParams();
    writeDateRange(empty, null);
    expect(empty.toString()).toBe('');
  });

  it('counts each filter in use once for the badge, however many values it has', () => {
    expect(countSetFilters([null, [], false, ''])).toBe(0);
    expect(countSetFilters([['2025-01-01', '2025-01-31'], ['a', 'b', 'c'], true, 'Gym', null])).toBe(4);
  });
});
