import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';

describeEachDatabase('an export that fails part-way', (kind) => {
  let t: TestApp;
  let cookie: string;
  let baseUrl: string;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [school] = await withDistrict(t);
    const principal = await t.userWithRole('principal', [school?.id ?? '']);
    cookie = principal.cookie;
    const first = await t.logEntry(principal, { schoolId: school?.id ?? '' });
    // More than one batch (1,000 rows) of copies of that entry, so the export reads a second time.
    await t.database.raw(
      `insert into observations (id, observation_type, observation_category_id, observation_item_id, quantity,
         timestamp, school_id, reported_by_user_id, walk_type)
       select substr(md5(g::text), 1, 20), o.observation_type, o.observation_category_id, o.observation_item_id,
         o.quantity, o.timestamp - g * interval '1 minute', o.school_id, o.reported_by_user_id, o.walk_type
       from observations o, generate_series(1, 1100) g where o.id = $1`,
      [first.id],
    );
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    process.on('uncaughtException', onCrash);
  });
  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    await t.close();
  });

  it('a query failing inside the CSV stream cuts that download off and leaves the server running', async () => {
    const raw = t.deps.raw;
    t.deps.raw = Object.assign((text: string, params: unknown[]) => raw(text, params), {
      async *stream(text: string, params: unknown[], options: { batch: number }) {
        // The export's second batch fails, as if the database went away mid-download.
        let batches = 0;
        for await (const rows of raw.stream(text, params, options)) {
          if ((batches += 1) === 2) throw new Error('connection terminated unexpectedly');
          yield rows;
        }
      },
    });
    try {
      const response = await fetch(`${baseUrl}/api/entries.csv`, { headers: { cookie } });
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow();
    } finally {
      t.deps.raw = raw;
    }
    expect(crashes).toEqual([]);
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const complete = await fetch(`${baseUrl}/api/entries.csv`, { headers: { cookie } });
    expect((await complete.text()).trim().split('\n')).toHaveLength(1 + 1101);
  });
});
