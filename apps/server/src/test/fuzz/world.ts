import { newId, type TEntry, type TWalk } from '@schooldog/domain';
import sharp from 'sharp';
import { expect } from 'vitest';
import { type TestApp, withDistrict } from '../harness.js';
import type { ActorName, Pools } from './requests.js';

export interface World {
  pools: Pools;
  cookies: Record<ActorName, string>;
}

/**
 * What the fuzzer acts on: product staff, an educator at school A and no session; entries, walks
 * and a picture at school A (the educator's) and at school B (hidden from the educator).
 */
export async function fuzzWorld(t: TestApp): Promise<World> {
  const [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
  const staff = await t.userWithRole('schooldog_master_admin', [], { isSchoolDogStaff: true });
  const educator = await t.userWithRole('educator', [schoolA]);
  const colleague = await t.userWithRole('principal', [schoolA]);
  const elsewhere = await t.userWithRole('principal', [schoolB]);
  const call = async <T>(cookie: string, method: 'POST' | 'PUT', url: string, payload: object | Buffer) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie, ...(Buffer.isBuffer(payload) ? { 'content-type': 'image/jpeg' } : {}) },
      payload,
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    return response.json<T>();
  };
  const walkAt = (cookie: string, schoolId: string) =>
    call<TWalk>(cookie, 'POST', '/api/walks', { schoolId });
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const ownEntryId = newId();
  await call(educator.cookie, 'PUT', `/api/files/observations/${ownEntryId}/fuzzpic`, picture);
  const ownWalk = await walkAt(educator.cookie, schoolA);
  const otherWalk = await walkAt(elsewhere.cookie, schoolB);
  const ownEntry = await t.logEntry(educator, {
    id: ownEntryId,
    schoolId: schoolA,
    imagePaths: [`observations/${ownEntryId}/fuzzpic`],
    comment: 'fuzz',
  });
  const walkEntry = await t.logEntry(educator, { schoolId: schoolA, walkId: ownWalk.id });
  const otherEntry: TEntry = await t.logEntry(elsewhere, { schoolId: schoolB, location: 'Gym' });
  const stranger = newId();
  return {
    cookies: { staff: staff.cookie, educator: educator.cookie, none: '' },
    pools: {
      ids: {
        entryId: [ownEntry.id, walkEntry.id, otherEntry.id, stranger],
        walkId: [ownWalk.id, otherWalk.id, stranger],
        schoolId: [schoolA, schoolB, 'NoSuchSchool'],
        userId: [educator.id, colleague.id, elsewhere.id, staff.id],
        uid: ['fuzzpic', 'missing'],
        reviewerUserId: [colleague.id, elsewhere.id],
        clientId: [newId()],
      },
      hiddenFromEducator: new Set([otherEntry.id, otherWalk.id]),
    },
  };
}
