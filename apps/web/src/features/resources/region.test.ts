import { describe, expect, it } from 'vitest';
import { regionForHost } from './region';

describe('regional resources follow the host', () => {
  it.each([
    ['schooldog.georgia.example.org', 'georgia'],
    ['ga.schooldog.example', 'georgia'],
    ['GA.SchoolDog.example', 'georgia'],
    ['alabama-schools.example.net', 'alabama'],
    ['al.schooldog.example', 'alabama'],
    ['schooldog.example.com', null],
    ['galaxy.example.com', null],
    ['localhost', null],
  ])('%s → %s', (host, region) => {
    expect(regionForHost(host)).toBe(region);
  });
});
