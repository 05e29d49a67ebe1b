import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { PDF_TOO_MANY } from './pdf.js';

describeEachDatabase('entries explorer: PDF report', (kind) => {
  let t: TestApp;
  let schoolA: string;
  let schoolB: string;
  let principal: { id: string; cookie: string };
  let other: { id: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
    principal = await t.userWithRole('principal', [schoolA]);
    other = await t.userWithRole('principal', [schoolB]);
  });
  afterAll(() => t.close());

  const log = (comment: string) =>
    t.logEntry(principal, {
      observationCategoryId: 'access',
      observationItemId: 'access-1',
      quantity: 2,
      schoolId: schoolA,
      location: 'Gym',
      comment,
    });

  it('is a PDF attachment of the filtered entries, with their pictures', async () => {
    const entry = await log('Broken latch on the gym door');
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .jpeg()
      .toBuffer();
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/files/observations/${entry.id}/a1`,
      headers: { cookie: principal.cookie, 'content-type': 'image/jpeg' },
      payload: picture,
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/entries/${entry.id}`,
      headers: { cookie: principal.cookie },
      payload: { imagePaths: [`observations/${entry.id}/a1`] },
    });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/entries.pdf?schoolIds=${schoolA}`,
      headers: { cookie: principal.cookie },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="SchoolDog Entries Report/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });

  it('refuses more than 250 entries with a clear message, and schools the user may not see', async () => {
    for (let i = 0; i < 250; i++) await log(`entry ${i}`);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/entries.pdf?schoolIds=${schoolA}`,
      headers: { cookie: principal.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.pdf).toBe(PDF_TOO_MANY);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `/api/entries.pdf?schoolIds=${schoolA}`,
      headers: { cookie: other.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
