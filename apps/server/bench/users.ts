import { formatCsv, newId, readUserImport, USER_IMPORT_COLUMNS } from '@schooldog/domain';
import { schools } from '../src/features/schools/tables.js';
import { users } from '../src/features/users/tables.js';
import { seedUser } from '../src/seed/demo.js';
import { measureInTurns, ms } from './stats.js';
import { BENCH_PASSWORD, benchApp, freshPglite, signedInHeaders } from './app.js';

/**
 * `npm run bench:users` (issue 13): a 1,000-row CSV import preview must answer in under 2 s, in the
 * browser (the domain's reader alone) and from the server (reader, address look-up, grant checks),
 * with 5,000 users and 100 schools in the database; and the users list's first and a deep page.
 */
const USERS = 5_000;
const ROWS = 1_000;
const LIMIT_MS = 2_000;

const database = await freshPglite();
const bench = await benchApp(database);
const { app } = bench;

const schoolRows = Array.from({ length: 100 }, (_, index) => ({
  id: newId(),
  name: `School ${String(index + 1).padStart(3, '0')}`,
  address: { street: '', street2: '', city: '', state: '', zip: '' },
}));
await database.db.insert(schools).values(schoolRows);
for (let at = 0; at < USERS; at += 1000) {
  await database.db.insert(users).values(
    Array.from({ length: 1000 }, (_, offset) => {
      const index = at + offset;
      return {
        id: newId(),
        name: `Person ${index}`,
        email: `person${index}@bench.test`,
        firstName: 'Person',
        lastName: String(index).padStart(5, '0'),
        role: 'educator',
        friendlyRole: 'Educator',
        roleSchoolIds: [schoolRows[index % 100]?.id ?? ''],
        isArchived: index % 50 === 0,
      };
    }),
  );
}
const admin = await seedUser(database.db, 'schooldog_master_admin', {
  schoolIds: [],
  password: BENCH_PASSWORD,
  email: 'admin@bench.test',
});
const headers = await signedInHeaders(bench, admin.email);

// A tenth of the rows repeat an address already in use, so the preview does its whole work.
const csv = formatCsv([
  [...USER_IMPORT_COLUMNS],
  ...Array.from({ length: ROWS }, (_, index) => [
    'New',
    `Person ${index}`,
    index % 10 === 0 ? `person${index}@bench.test` : `new${index}@bench.test`,
    'Teacher',
    index % 3 === 0 ? 'Principal' : 'educator',
    `${schoolRows[index % 100]?.name}; ${schoolRows[(index + 1) % 100]?.name}`,
  ]),
]);
const existingEmails = new Set(Array.from({ length: USERS }, (_, index) => `person${index}@bench.test`));
const inject = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
};
const results = await measureInTurns(
  20,
  {
    'preview, browser (domain reader)': async () =>
      readUserImport(csv, { schools: schoolRows, existingEmails }),
    'preview, server API': () => inject('POST', '/api/admin/users/import/preview', { csv }),
    'users list, first page': () => inject('GET', '/api/admin/users'),
    'users list, page 90 of 100': () => inject('GET', '/api/admin/users?offset=4500'),
    'users list, search': () => inject('GET', '/api/admin/users?q=person0012'),
  },
  3,
);
for (const [label, { p50, p95 }] of Object.entries(results))
  console.log(`${label.padEnd(34)} p50 ${ms(p50)}, p95 ${ms(p95)}`);
for (const label of ['preview, browser (domain reader)', 'preview, server API'] as const) {
  if ((results[label]?.p95 ?? Infinity) >= LIMIT_MS) {
    console.log(`${label}: over ${LIMIT_MS} ms for ${ROWS} rows`);
    process.exitCode = 1;
  }
}
await bench.close();
