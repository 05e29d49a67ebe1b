import { describe, expect, it } from 'vitest';
import { safeCell } from './csv.js';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ['+1 555', "'+1 555"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Gym door', 'Gym door'],
    ['', ''],
  ])('text a spreadsheet would run as a formula is defused: %s', (value, expected) => {
    expect(safeCell(value)).toBe(expected);
  });
});
