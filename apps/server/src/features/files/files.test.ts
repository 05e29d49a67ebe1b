import { newId, type TEntry } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { observations } from '../entries/public.js';
import { storedFiles } from './tables.js';

type Person = { id: string; email: string; cookie: string };

/** A 1200x800 JPEG with camera EXIF and a GPS position, as a phone would send it. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Lakeview' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 45/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '84/1 23/1 0/1',
      },
    })
    .toBuffer();
}

describeEachDatabase('pictures of entries (/api/files/observations/{entryId}/{uid})', (kind) => {
  let t: TestApp;
  let schoolA: string;
  let schoolB: string;
  let educator: Person;
  let otherEducator: Person;
  let principalA: Person;
  let principalB: Person;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
    educator = await t.userWithRole('educator', [schoolA]);
    otherEducator = await t.userWithRole('educator', [schoolA]);
    principalA = await t.userWithRole('principal', [schoolA]);
    principalB = await t.userWithRole('principal', [schoolB]);
    photo = await phonePhoto();
  });
  afterAll(() => t.close());

  const put = (who: Person, path: string, body: Buffer | string, contentType = 'image/jpeg') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/files/${path}`,
      headers: { cookie: who.cookie, 'content-type': contentType },
      payload: body,
    });
  const get = (who: Person, path: string) =>
    t.app.inject({ method: 'GET', url: `/api/files/${path}`, headers: { cookie: who.cookie } });
  const logEntry = (who: Person, id: string, imagePaths: string[], schoolId = schoolA) =>
    t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie: who.cookie },
      payload: {
        id,
        observationCategoryId: 'cameras',
        observationItemId: 'cameras-1',
        observationType: 'concern',
        quantity: 1,
        schoolId,
        imagePaths,
      },
    });

  it('the fixture really is a large JPEG with EXIF and GPS', async () => {
    const metadata = await sharp(photo).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(metadata.exif?.length).toBeGreaterThan(0);
    expect(metadata.exif?.toString('latin1')).toContain('PhoneMaker');
  });

  it('stores an uploaded JPEG at most 500 px wide without any EXIF', async () => {
    const path = `observations/${newId()}/photo1`;
    const response = await put(educator, path, photo);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ path });

    const stored = await get(educator, path);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBe(500);
    expect(metadata.height).toBe(333);
    expect(metadata.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.path, path));
    expect(row).toMatchObject({
      uploadedByUserId: educator.id,
      contentType: 'image/jpeg',
      size: stored.rawPayload.length,
    });
  });

  it('a small picture is not enlarged', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const path = `observations/${newId()}/small`;
    expect((await put(educator, path, small)).statusCode).toBe(201);
    expect((await sharp((await get(educator, path)).rawPayload).metadata()).width).toBe(200);
  });

  it('refuses a PNG or a text body with 415 and says which pictures are accepted', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const attempts: [body: Buffer | string, contentType: string][] = [
      [png, 'image/png'],
      [png, 'image/jpeg'],
      [png, 'application/octet-stream'],
      ['not a picture at all', 'text/plain'],
      ['not a picture at all', 'image/jpeg'],
    ];
    for (const [body, contentType] of attempts) {
      const path = `observations/${newId()}/bad`;
      const response = await put(educator, path, body, contentType);
      expect(response.statusCode, `${contentType}: ${response.body}`).toBe(415);
      expect(response.json().error.message, contentType).toMatch(/JPEG or GIF/);
      expect((await get(educator, path)).statusCode).toBe(404);
    }
  });

  it('refuses a body over 1,048,576 bytes with 413', async () => {
    const big = Buffer.concat([photo, Buffer.alloc(1_048_577 - photo.length, 0)]);
    expect(big.length).toBe(1_048_577);
    const path = `observations/${newId()}/big`;
    const response = await put(educator, path, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('too_large');
    expect((await get(educator, path)).statusCode).toBe(404);
  });

  it('before the entry exists only the uploader can read the picture; afterwards whoever sees the entry', async () => {
    const entryId = newId();
    const path = `observations/${entryId}/door`;
    expect((await put(educator, path, photo)).statusCode).toBe(201);
    expect((await get(educator, path)).statusCode).toBe(200);
    expect((await get(principalA, path)).statusCode).toBe(404);
    expect((await get(otherEducator, path)).statusCode).toBe(404);

    const created = await logEntry(educator, entryId, [path]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<TEntry>().imagePaths).toEqual([path]);

    expect((await get(educator, path)).statusCode).toBe(200);
    expect((await get(principalA, path)).statusCode).toBe(200);
    expect((await get(principalB, path)).statusCode).toBe(404);
    // Another educator at the school sees only their own entries.
    expect((await get(otherEducator, path)).statusCode).toBe(404);
  });

  it('someone else cannot overwrite a picture or add one to an entry they cannot change', async () => {
    const entryId = newId();
    const path = `observations/${entryId}/mine`;
    expect((await put(educator, path, photo)).statusCode).toBe(201);
    expect((await put(otherEducator, path, photo)).statusCode).toBe(409);
    expect((await logEntry(educator, entryId, [path])).statusCode).toBe(201);
    // The entry answers as missing to one who may not see it (as PATCH /api/entries/:id does).
    const extra = await put(otherEducator, `observations/${entryId}/extra`, photo);
    expect(extra.statusCode).toBe(404);
  });

  it('an entry naming a picture that was not uploaded, or that belongs to another entry, answers 400 on imagePaths', async () => {
    const entryId = newId();
    const missing = await logEntry(educator, entryId, [`observations/${entryId}/never-sent`]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('imagePaths');

    const otherEntry = newId();
    const elsewhere = `observations/${otherEntry}/p1`;
    expect((await put(educator, elsewhere, photo)).statusCode).toBe(201);
    const foreign = await logEntry(educator, entryId, [elsewhere]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toHaveProperty('imagePaths');

    // Uploaded by someone else for this very id: not theirs to attach.
    const theirs = `observations/${entryId}/p2`;
    expect((await put(otherEducator, theirs, photo)).statusCode).toBe(201);
    const notMine = await logEntry(educator, entryId, [theirs]);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().error.fields).toHaveProperty('imagePaths');
    expect(await t.database.db.select().from(observations).where(eq(observations.id, entryId))).toHaveLength(
      0,
    );
  });

  it('a picture added on edit must have been uploaded for this entry', async () => {
    const entryId = newId();
    expect((await logEntry(educator, entryId, [])).statusCode).toBe(201);
    const path = `observations/${entryId}/later`;
    const early = await t.app.inject({
      method: 'PATCH',
      url: `/api/entries/${entryId}`,
      headers: { cookie: educator.cookie },
      payload: { imagePaths: [path] },
    });
    expect(early.statusCode).toBe(400);
    expect((await put(educator, path, photo)).statusCode).toBe(201);
    const later = await t.app.inject({
      method: 'PATCH',
      url: `/api/entries/${entryId}`,
      headers: { cookie: educator.cookie },
      payload: { imagePaths: [path] },
    });
    expect(later.statusCode).toBe(200);
    expect(later.json<TEntry>().imagePaths).toEqual([path]);
  });

  it('rejects paths that are not an entry id and a simple name', async () => {
    expect((await put(educator, 'observations/short/photo', photo)).statusCode).toBe(400);
    expect((await put(educator, `observations/${newId()}/a.b`, photo)).statusCode).toBe(400);
    expect((await get(educator, `observations/${newId()}/..%2F..%2Fsecret`)).statusCode).toBe(400);
  });

  it('a picture taken off an entry, and the pictures of a deleted floating entry, leave storage', async () => {
    const entryId = newId();
    const [kept, dropped] = [`observations/${entryId}/kept`, `observations/${entryId}/dropped`];
    for (const path of [kept, dropped]) expect((await put(educator, path, photo)).statusCode).toBe(201);
    expect((await logEntry(educator, entryId, [kept, dropped])).statusCode).toBe(201);

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/entries/${entryId}`,
      headers: { cookie: educator.cookie },
      payload: { imagePaths: [kept] },
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(educator, dropped)).statusCode).toBe(404);
    expect(await t.deps.storage.exists(dropped)).toBe(false);
    expect((await get(educator, kept)).statusCode).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/entries/${entryId}`,
      headers: { cookie: educator.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.deps.storage.exists(kept)).toBe(false);
    expect((await get(educator, kept)).statusCode).toBe(404);
  });
});
