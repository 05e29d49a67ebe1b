import { BOARD_COLORS, newId, resolvePermissions, ZTasksSettings, ZWorkOrdersQuery } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import { schools } from '../src/features/schools/tables.js';
import { users } from '../src/features/users/tables.js';
import { listStatements } from '../src/features/workOrders/query.js';
import { seedUser } from '../src/seed/demo.js';
import { BENCH_PASSWORD, benchApp, freshPostgres, signedInHeaders } from './app.js';
import { measureInTurns, ms } from './stats.js';

/**
 * `npm run bench:workOrders` (issue 26): the /tasks list's first page through the API against its
 * own two statements (the page and the total) run bare, on 100,000 work orders in PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, default the local test server), with each of the
 * list's filters; goal: API p95 at most 1.3 times the statements' p95. And the dialog's assignees.
 */
const WORK_ORDERS = Number(process.env.BENCH_WORK_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const RATIO_MAX = 1.3;
const ASSIGNEES_P95_MAX_MS = 100;

const { database } = await freshPostgres('schooldog_bench_work_orders');
const bench = await benchApp(database);
const { app, deps } = bench;

const schoolIds = Array.from({ length: 100 }, () => newId());
await database.db.insert(schools).values(
  schoolIds.map((id, index) => ({
    id,
    name: `School ${String(index + 1).padStart(3, '0')}`,
    address: { street: '', street2: '', city: '', state: '', zip: '' },
  })),
);
// Work order staff (custodians, two per school) and the people who raise work orders.
const staffIds = Array.from({ length: 200 }, () => newId());
const makerIds = Array.from({ length: 1000 }, () => newId());
await database.db.insert(users).values([
  ...staffIds.map((id, index) => ({
    id,
    name: `Custodian ${index}`,
    email: `custodian${index}@bench.test`,
    firstName: 'Custodian',
    lastName: String(index).padStart(4, '0'),
    role: 'custodial',
    friendlyRole: 'Custodial',
    roleSchoolIds: [schoolIds[index % 100] ?? ''],
    permissions: {
      'be proposed tasks': { hasPermission: true, always: false, forSchools: [schoolIds[index % 100] ?? ''] },
    },
    isPrimarilyTaskUser: true,
  })),
  ...makerIds.map((id, index) => ({
    id,
    name: `Teacher ${index}`,
    email: `teacher${index}@bench.test`,
    firstName: 'Teacher',
    lastName: String(index).padStart(4, '0'),
    role: 'educator',
    friendlyRole: 'Educator',
    roleSchoolIds: [schoolIds[index % 100] ?? ''],
  })),
]);
const manager = await seedUser(database.db, 'custodial_supervisor', {
  schoolIds: [],
  password: BENCH_PASSWORD,
  email: 'manager@bench.test',
});
const boards = Array.from({ length: 6 }, (_, index) => ({
  id: `board${index}`,
  name: `Board ${index}`,
  color: BOARD_COLORS[index] ?? BOARD_COLORS[0],
  assignedUserIds: [],
  preventNonAssignedUsers: false,
}));
await deps.settings.update('tasks', ZTasksSettings.parse({ boards, defaultTaskBoard: 'board0' }), null);

// Five school years of work orders ending now; most closed, as a district's are after a few years.
const started = performance.now();
const chunk = 50_000;
for (let offset = 0; offset < WORK_ORDERS; offset += chunk) {
  const size = Math.min(chunk, WORK_ORDERS - offset);
  const prefix = newId().slice(0, 8);
  await database.db.execute(sql`
    insert into work_orders (id, public_id, school_id, description, board_id, priority, location, due_date,
      status, created_by_user_id, time_created, time_updated)
    select
      ${prefix} || lpad(to_hex(g), 12, '0'),
      1000 + g,
      (${JSON.stringify(schoolIds)}::jsonb ->> (g % 100)),
      'Repair ' || g,
      case when g % 10 = 0 then null else 'board' || (g % 6) end,
      (array['low','medium','high','critical', null])[1 + (g % 5)],
      'Room ' || (g % 40),
      (current_date - 1500 + (g % 1600))::date,
      case when g % 10 < 7 then (array['complete','declined'])[1 + (g % 2)]
           else (array['new','scheduled','in_progress','on_hold'])[1 + (g % 4)] end,
      (${JSON.stringify(makerIds)}::jsonb ->> (g % 1000)),
      now() - (random() * interval '1825 days'),
      now()
    from generate_series(${offset + 1}::int, ${offset + size}::int) as g
  `);
}
await database.db.execute(sql`
  insert into work_order_assignees (work_order_id, user_id)
  select w.id, (${JSON.stringify(staffIds)}::jsonb ->> (w.public_id % 200)) from work_orders w
`);
await database.db.execute(sql`
  insert into work_order_assignees (work_order_id, user_id)
  select w.id, ${manager.id} from work_orders w where w.public_id % 50 = 0
`);
await database.db.execute(sql`
  insert into work_order_followers (work_order_id, user_id) select w.id, w.created_by_user_id from work_orders w
`);
await database.db.execute(sql`vacuum analyze`);
console.log(
  `seeded ${WORK_ORDERS.toLocaleString('en-US')} work orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const { cookie } = await signedInHeaders(bench, manager.email);
const actor = {
  user: manager,
  sessionId: null,
  permissions: resolvePermissions(manager, { enableWorkOrders: true }),
  isDistrictUser: true,
};
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const scenarios: Record<string, Record<string, string>> = {
  'no filter': {},
  board: { boardIds: 'board2' },
  'open statuses': { statuses: 'new,scheduled,in_progress,on_hold' },
  priority: { priorities: 'high,critical' },
  assignee: { assigneeIds: staffIds[17] ?? '' },
  mine: { mine: 'true' },
  overdue: { overdue: 'true' },
  'date range': { dateRange: `${day(-90)},${day(0)}` },
  'board, status, priority, dates': {
    boardIds: 'board3',
    statuses: 'in_progress,on_hold',
    priorities: 'high,critical',
    dateRange: `${day(-365)},${day(0)}`,
  },
};

let failed = false;
console.log(`runs: ${RUNS} per scenario`);
for (const [label, params] of Object.entries(scenarios)) {
  const url = `/api/work-orders?${new URLSearchParams(params)}`;
  const statements = await listStatements(deps, actor as never, ZWorkOrdersQuery.parse(params));
  const page = statements.page.toSQL();
  const total = statements.total.toSQL();
  const bare = () =>
    Promise.all([database.raw(page.sql, page.params), database.raw(total.sql, total.params)]);
  const [rows] = await bare();
  const api = await app.inject({ method: 'GET', url, headers: { cookie } });
  const answered = api.json<{ workOrders: { id: string }[] }>().workOrders.map((one) => one.id);
  if (
    api.statusCode !== 200 ||
    answered.join() !==
      rows
        .slice(0, answered.length)
        .map((row) => row[0])
        .join()
  )
    throw new Error(`The API and the statements disagree on ${label}: ${api.statusCode}`);
  const timed = await measureInTurns(
    RUNS,
    {
      api: async () => {
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      },
      sql: bare,
    },
    30,
  );
  const ratio = timed.api.p95 / timed.sql.p95;
  if (ratio > RATIO_MAX) failed = true;
  console.log(
    `${label.padEnd(31)} ${String(answered.length).padStart(2)} rows | API p50 ${ms(timed.api.p50)}, p95 ${ms(timed.api.p95)} | SQL p50 ${ms(timed.sql.p50)}, p95 ${ms(timed.sql.p95)} | p95 ratio ${ratio.toFixed(2)}x${ratio > RATIO_MAX ? ' OVER' : ''}`,
  );
}

const assigneesUrl = `/api/work-orders/assignees?schoolId=${schoolIds[3]}`;
const assignees = await measureInTurns(RUNS, {
  assignees: async () => {
    const response = await app.inject({ method: 'GET', url: assigneesUrl, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  },
});
console.log(
  `assignees of a school (${(staffIds.length + makerIds.length).toLocaleString('en-US')} users)   API p50 ${ms(assignees.assignees.p50)}, p95 ${ms(assignees.assignees.p95)} (goal under ${ASSIGNEES_P95_MAX_MS} ms)`,
);
if (assignees.assignees.p95 > ASSIGNEES_P95_MAX_MS) failed = true;
if (failed) {
  console.log(
    `over a goal: API p95 at most ${RATIO_MAX}x the statements', assignees under ${ASSIGNEES_P95_MAX_MS} ms`,
  );
  process.exitCode = 1;
}
await bench.close();
