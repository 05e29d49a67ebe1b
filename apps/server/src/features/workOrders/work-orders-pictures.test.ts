import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { setTasksSettings, WORK_ORDER_CAST, type WorkOrderPeople, workOrderCalls } from './test-helpers.js';

/*
 * A work order's own pictures (spec 001 §7 "pictures at tasks/{userId}/{uuid}"; issue 26 point 1):
 * uploaded by their user only, named on a work order only by who uploaded them, and read by the
 * uploader and whoever may see a work order naming them.
 */

describeEachDatabase('work order pictures', (kind) => {
  let t: TestApp;
  let as: As;
  let p: WorkOrderPeople;
  let schoolA: string;
  let photo: Buffer;
  let n = 0;
  const { create, patch } = workOrderCalls(() => as);

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ schoolA, people: p } = await castOf(t, WORK_ORDER_CAST));
    photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#48a' } })
      .jpeg()
      .toBuffer();
  });
  beforeEach(() => setTasksSettings(t));
  afterAll(() => t.close());

  const put = (who: Person, path: string, payload: Buffer = photo) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/files/${path}`,
      headers: { cookie: who.cookie, 'content-type': 'image/jpeg' },
      payload,
    });
  const get = (who: Person, path: string) =>
    t.app.inject({ method: 'GET', url: `/api/files/${path}`, headers: { cookie: who.cookie } });

  /** A new picture path under `who`'s folder, uploaded by them. */
  async function uploaded(who: Person): Promise<string> {
    n += 1;
    const path = `tasks/${who.id}/pic-${String(n)}`;
    const response = await put(who, path);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ path });
    return path;
  }

  it('is uploaded only to its own folder, by someone who may propose work orders', async () => {
    expect((await put(p.proposer, `tasks/${p.principal.id}/theirs`)).statusCode).toBe(403);
    // No work order permission: refused before the folder is looked at.
    expect((await put(p.educator, `tasks/${p.educator.id}/mine`)).statusCode).toBe(403);
    expect((await put(p.proposer, `tasks/${p.proposer.id}/bad name!`)).statusCode).toBe(400);
    const text = await put(p.proposer, `tasks/${p.proposer.id}/text`, Buffer.from('not a picture'));
    expect(text.statusCode).toBe(415);
    const path = await uploaded(p.proposer);
    const read = await get(p.proposer, path);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
  });

  it('is read by its uploader, and by whoever may see a work order naming it; missing to anyone else', async () => {
    const path = await uploaded(p.proposer);
    // Named on no work order yet: only its uploader reads it.
    expect((await get(p.manager, path)).statusCode).toBe(404);
    const made = await create(p.proposer, schoolA, { imagePaths: [path] });
    expect(made.imagePaths).toEqual([path]);
    expect((await get(p.manager, path)).statusCode).toBe(200);
    // A principal who sees only their own work orders, and someone without work orders at all.
    expect((await get(p.principal, path)).statusCode).toBe(404);
    expect((await get(p.educator, path)).statusCode).toBe(404);
    expect((await get(p.proposer, `tasks/${p.proposer.id}/nothing`)).statusCode).toBe(404);
  });

  it('is named on a work order by who uploaded it, never by someone else', async () => {
    const theirs = await uploaded(p.principal);
    const refused = await as(p.proposer).post('/api/work-orders', {
      schoolId: schoolA,
      description: 'With someone else’s picture',
      imagePaths: [theirs],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('imagePaths');

    // Editing: the editor adds their own; another's picture not on it is refused.
    const own = await uploaded(p.proposer);
    const made = await create(p.proposer, schoolA, { imagePaths: [own] });
    const managers = await uploaded(p.manager);
    const edited = await patch(p.manager, made.id, { imagePaths: [own, managers] });
    expect(edited.imagePaths).toEqual([own, managers]);
    const other = await as(p.manager).patch(`/api/work-orders/${made.id}`, {
      imagePaths: [own, managers, theirs],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toHaveProperty('imagePaths');
  });
});
