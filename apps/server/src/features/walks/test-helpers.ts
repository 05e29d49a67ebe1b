import type { TEntry, TWalk } from '@schooldog/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import type { Person } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';

export type { Person };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  const submit = async (
    leader: Person,
    walk: TWalk,
    reviewer: Person,
    extra: Record<string, unknown> = {},
  ) => {
    const response = await call(leader, 'POST', `/api/walks/${walk.id}/submit`, {
      reviewerUserId: reviewer.id,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TWalk>();
  };
  return { call, startWalk, logEntry, loggedEntry, submit };
}

/**
 * The six people the walk rules tests act as: at school A two educators (a leader and a
 * collaborator), two principals (a reviewer and a manager) and an unrelated educator; at school B
 * a principal.
 */
export async function walkCast(t: TestApp) {
  const { schoolA, schoolB, people } = await castOf(t, {
    leader: ['educator', 'A'],
    collaborator: ['educator', 'A'],
    reviewer: ['principal', 'A'],
    managerHere: ['principal', 'A'],
    managerElsewhere: ['principal', 'B'],
    unrelated: ['educator', 'A'],
  });
  return { schoolA, schoolB, ...people, everyone: people };
}
