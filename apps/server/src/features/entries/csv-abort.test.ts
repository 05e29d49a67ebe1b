import { get } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { openCursors } from '../../test/open-cursors.js';

// More than the socket buffers between server and client hold, so that the server is still
// streaming when the client leaves.
const COPIES = 60_000;

/** Starts a download, reads its first chunk and stops reading; `leave` closes the connection. */
function startDownload(url: string, cookie: string): Promise<{ leave: () => void }> {
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      { headers: { cookie, 'accept-encoding': 'identity' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
        response.once('data', () => {
          response.pause();
          resolve({ leave: () => request.destroy() });
        });
      },
    );
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

describeEachDatabase('a download left part-way', (kind) => {
  let t: TestApp;
  let cookie: string;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [school] = await withDistrict(t);
    const principal = await t.userWithRole('principal', [school?.id ?? '']);
    cookie = principal.cookie;
    const first = await t.logEntry(principal, { schoolId: school?.id ?? '' });
    await t.database.raw(
      `insert into observations (id, observation_type, observation_category_id, observation_item_id, quantity,
         timestamp, school_id, reported_by_user_id, walk_type, comment)
       select substr(md5(g::text), 1, 20), o.observation_type, o.observation_category_id, o.observation_item_id,
         o.quantity, o.timestamp - g * interval '1 minute', o.school_id, o.reported_by_user_id, o.walk_type,
         repeat('a comment long enough to fill the buffers ', 2)
       from observations o, generate_series(1, $2::int) g where o.id = $1`,
      [first.id, COPIES],
    );
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('a client that leaves mid-download closes the export’s cursor; the database serves everyone after', async () => {
    const download = await startDownload(`${baseUrl}/api/entries.csv`, cookie);
    // Mid-stream: the export's cursor is open, waiting for the client to read on.
    await expect.poll(() => openCursors(t.database)).toBe(1);
    download.leave();
    await expect.poll(() => openCursors(t.database)).toBe(0);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);

    // Every time: on PostgreSQL a client kept per download would empty the pool (10) and hang.
    for (let index = 0; index < 12; index++)
      (await startDownload(`${baseUrl}/api/entries.csv`, cookie)).leave();
    await expect.poll(() => openCursors(t.database)).toBe(0);
    const complete = await fetch(`${baseUrl}/api/entries.csv`, { headers: { cookie } });
    expect((await complete.text()).trim().split('\n')).toHaveLength(1 + 1 + COPIES);
    // Fourteen downloads of a large export: 37 s with the whole suite running on a busy machine.
  }, 180_000);
});
