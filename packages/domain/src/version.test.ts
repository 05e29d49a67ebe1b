import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion } from './version.js';

describe('compareVersions: what a server version means for the running app', () => {
  it.each([
    ['1.2.3', '2.0.0', 'major'],
    ['1.2.3', '10.0.0', 'major'],
    ['0.1.0', '1.0.0', 'major'],
    ['1.2.3', '1.3.0', 'minor'],
    ['1.2.3', '1.10.0', 'minor'],
    ['1.2.3', '1.2.4', 'minor'],
    ['1.9.9', '1.10.0', 'minor'],
    ['1.2.3', '1.2.3', null],
    ['1.2.3', '1.2.2', null],
    ['1.2.3', '1.1.9', null],
    ['2.0.0', '1.99.99', null],
    ['1.2.3', 'v1.2.4', 'minor'],
    ['1.2.3', '1.2.4-beta.1', 'minor'],
  ] as const)('client %s, server %s: %s', (client, server, expected) => {
    expect(compareVersions(client, server)).toBe(expected);
  });

  it.each(['', 'latest', '1.2', '1.2.x', 'a.b.c', '1.2.3.4'])(
    'a server version that cannot be read (%j) is no update',
    (server) => {
      expect(compareVersions('1.2.3', server)).toBeNull();
    },
  );

  it('an unreadable client version is no update either', () => {
    expect(compareVersions('dev', '9.0.0')).toBeNull();
  });
});

describe('parseVersion', () => {
  it('reads major, minor and patch as numbers', () => {
    expect(parseVersion(' 12.0.7 ')).toEqual([12, 0, 7]);
  });
});
