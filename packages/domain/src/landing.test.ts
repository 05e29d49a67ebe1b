import { describe, expect, it } from 'vitest';
import { matchesLandingPath } from './landing.js';

describe('matchesLandingPath', () => {
  it.each([
    ['/', '/', true],
    ['/dashboard', '/dashboard', true],
    ['/dashboard', '/dashboard/', true],
    ['/dashboard', '/entries', false],
    ['/walks/walk/:walkId', '/walks/walk/abc', true],
    ['/walks/walk/:walkId', '/walks/walk', false],
    ['/walks/walk/:walkId', '/walks/walk/abc/more', false],
    ['/settings/*', '/settings', true],
    ['/settings/*', '/settings/a/b', true],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(matchesLandingPath(pattern, path)).toBe(expected);
  });
});
