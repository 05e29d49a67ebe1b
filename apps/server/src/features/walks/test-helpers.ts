import type { TEntry, TWalk } from '@schooldog/domain';
import { expect } from 'vitest';
import { type TestApp, withDistrict } from '../../test/harness.js';

export type Person = { id: string; email: string; cookie: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls the API as a person, and the walk-making steps the tests share. */
export function walkClient(t: TestApp) {
  const call = (who: Person, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const startWalk = async (leader: Person, schoolId: string, collaboratorUserIds: string[] = []) => {
    const response = await call(leader, 'POST', '/api/walks', { schoolId, collaboratorUserIds });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TWalk>();
  };
  const logEntry = async (who: Person, walk: TWalk, extra: Record<string, unknown> = {}) =>
    call(who, 'POST', '/api/entries', {
      observationCategoryId: 'access',
      observationItemId: 'access-1',
      observationType: 'concern',
      quantity: 1,
      schoolId: walk.schoolId,
      walkId: walk.id,
      ...extra,
    });
  const loggedEntry = async (who: Person, walk: TWalk, extra: Record<string, unknown> = {}) => {
    const response = await logEntry(who, walk, extra);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TEntry>();
  };
  const submit = async (leader: Person, walk: TWalk, reviewer: Person) => {
    const response = await call(leader, 'POST', `/api/walks/${walk.id}/submit`, {
      reviewerUserId: reviewer.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TWalk>();
  };
  return { call, startWalk, logEntry, loggedEntry, submit };
}

type CastName = 'leader' | 'collaborator' | 'reviewer' | 'managerHere' | 'managerElsewhere' | 'unrelated';

/**
 * The six people the walk rules tests act as: at school A two educators (a leader and a
 * collaborator), two principals (a reviewer and a manager) and an unrelated educator; at school B
 * a principal.
 */
export async function walkCast(t: TestApp) {
  const [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
  const people: Record<CastName, Person> = {
    leader: await t.userWithRole('educator', [schoolA]),
    collaborator: await t.userWithRole('educator', [schoolA]),
    reviewer: await t.userWithRole('principal', [schoolA]),
    managerHere: await t.userWithRole('principal', [schoolA]),
    managerElsewhere: await t.userWithRole('principal', [schoolB]),
    unrelated: await t.userWithRole('educator', [schoolA]),
  };
  return { schoolA, schoolB, ...people, everyone: people };
}
