import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestApp,
  DATABASE_KINDS,
  type DatabaseKind,
  describeEachDatabase,
  type TestApp,
} from '../harness.js';
import { AUTH_OPERATIONS, documentedOperations, type Operation } from './operations.js';
import { problemOf } from './oracle.js';
import {
  type ActorName,
  attackRequest,
  type FuzzRequest,
  type Pools,
  schemaRequest,
  sweepRequests,
} from './requests.js';
import { closeConnections, send } from './send.js';
import { fuzzWorld, type World } from './world.js';

/*
 * Fuzzing every route of the committed OpenAPI document (and better-auth's sign-in routes) over
 * real HTTP, as product staff, as an educator and with no session. The work is a count of
 * requests, never a time: FUZZ_RUNS scales it (CI: 5; about 31,000 requests on PGlite alone, 70% of
 * them the sweep, and about 20,000 on each database when both run, the sweep dealt between them);
 * FUZZ_SEED replays a run. The operations are dealt into FUZZ_PARTS files (fuzz-N.test.ts)
 * so the test runner's workers share the work instead of one file being the run's long pole.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
/*
 * 5 runs took 85 s on PGlite on the 2-core CI machine while other tests ran, and 200 s with the
 * whole suite and a busy second core: 870 s leaves room for a machine twice as slow as that. A
 * limit only stops a hang.
 */
const TIMEOUT_MS = 120_000 + RUNS * 150_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ACTORS: ActorName[] = ['staff', 'educator', 'none'];
const CONCURRENCY = 4;

/*
 * The sweep (each nasty value in each parameter) is dealt across the run's databases: with PGlite and
 * PostgreSQL each gets every other one, so the run still sends every one, once. A nasty value is
 * refused or stored by the same code on both (the validation, then the same SQL), and the sweep was
 * two thirds of the fuzzing's time on each. Alone (no TEST_DATABASE_URL), PGlite gets all of it.
 */
const sweepShareOf = (kind: DatabaseKind) => (_: unknown, index: number) =>
  index % DATABASE_KINDS.length === DATABASE_KINDS.indexOf(kind);

function requestsFor(operation: Operation, pools: Pools, seed: number, kind: DatabaseKind): FuzzRequest[] {
  // Sign-in routes act on whoever calls them (a sign-out would end the fuzzer's own sessions).
  const actors = operation.isAuth ? (['none'] as const) : ACTORS;
  return actors.flatMap((actor, i) => {
    const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number) =>
      fc.sample(arbitrary, { numRuns, seed: seed + i });
    return [
      ...sample(schemaRequest(operation, pools, actor, false), RUNS),
      ...sample(schemaRequest(operation, pools, actor, true), RUNS * 2),
      ...sample(attackRequest(operation, pools, actor), RUNS),
      // The deepest reach (product staff, or nobody on the sign-in routes) gets the full sweep.
      ...(actor === actors[0] ? sweepRequests(operation, pools, actor, seed).filter(sweepShareOf(kind)) : []),
    ];
  });
}

/** Runs the requests a few at a time and collects what went wrong. */
async function run(baseUrl: string, world: World, origin: string, requests: FuzzRequest[]) {
  const problems: string[] = [];
  const statuses = new Map<string, Map<number, number>>();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as FuzzRequest;
      const cookie = world.cookies[request.actor];
      const isWrite = !['GET', 'HEAD'].includes(request.method);
      const headers = {
        ...(cookie ? { cookie } : {}),
        // A browser states the page's origin on every write; attacks override it.
        ...(isWrite ? { origin } : {}),
        ...request.headers,
      };
      const answer = await send(baseUrl, request.method, request.url, headers, request.body);
      const name = `${request.method} ${request.operation.path}`;
      const byStatus = statuses.get(name) ?? new Map<number, number>();
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      statuses.set(name, byStatus);
      const problem = problemOf(request, answer);
      if (problem)
        problems.push(
          `${request.actor} ${request.kind}: ${request.method} ${request.url.slice(0, 160)} → ${problem}`,
        );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { problems, statuses };
}

export const FUZZ_PARTS = 3;

/** The operations of part `part` (1..FUZZ_PARTS): every FUZZ_PARTS-th, so each part mixes features. */
const partOf = <T>(items: readonly T[], part: number): T[] =>
  items.filter((_, index) => index % FUZZ_PARTS === part - 1);

/** Part `part` of the fuzzing; part 1 also checks that every registered route is fuzzed. */
export function fuzzPart(part: number): void {
  describeEachDatabase(
    `fuzzing the documented routes and the sign-in routes, part ${part} of ${FUZZ_PARTS}`,
    (kind) => {
      let t: TestApp;
      let world: World;
      let baseUrl: string;
      const crashes: unknown[] = [];
      const onCrash = (error: unknown) => crashes.push(error);

      beforeAll(async () => {
        t = await createTestApp(kind);
        world = await fuzzWorld(t);
        baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
        process.on('uncaughtException', onCrash);
        process.on('unhandledRejection', onCrash);
      });
      afterAll(async () => {
        process.off('uncaughtException', onCrash);
        process.off('unhandledRejection', onCrash);
        closeConnections();
        await t.close();
      });

      // The unsubscribe pages answer mail clients with HTML and are tested in the notifications tests.
      it.runIf(part === 1)(
        'fuzzes every registered route: each is in the committed document, or is a sign-in route, the event stream, the docs or the unsubscribe page',
        () => {
          const documented = new Set(
            [...documentedOperations(), ...AUTH_OPERATIONS].map(
              (operation) => `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`,
            ),
          );
          const unfuzzed = t.routes
            .filter((route) => !/^\/api\/(auth\/\*|events$|docs|notifications\/unsubscribe$)/.test(route.url))
            .map((route) => `${route.method} ${route.url}`)
            .filter((route) => !documented.has(route));
          expect(unfuzzed).toEqual([]);
        },
      );

      it(
        'answers malformed, hostile and foreign requests without a 5xx, a crash, a leak or an undocumented answer',
        async () => {
          // Each operation keeps its seed of the whole list, whichever part it falls in.
          const seeded = [...documentedOperations(), ...AUTH_OPERATIONS].map((operation, i) => ({
            operation,
            seed: SEED + i * 101,
          }));
          const mine = partOf(seeded, part);
          const operations = mine.map(({ operation }) => operation);
          const requests = mine.flatMap(({ operation, seed }) =>
            requestsFor(operation, world.pools, seed, kind),
          );
          const started = Date.now();
          const { problems, statuses } = await run(baseUrl, world, t.deps.config.publicUrl, requests);
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.info(
            `fuzz [${kind}] part ${part} seed ${SEED}: ${requests.length} requests over ${operations.length} operations in ${seconds} s, ${problems.length} problems`,
          );
          if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, problems.join('\n'));
          if (process.env.FUZZ_VERBOSE)
            for (const [name, byStatus] of statuses) console.info(name, Object.fromEntries(byStatus));

          expect(problems.slice(0, 40), `${problems.length} problems (seed ${SEED})`).toEqual([]);
          expect(crashes).toEqual([]);
          expect(statuses.size).toBe(operations.length);
          const health = await send(baseUrl, 'GET', '/api/health', {});
          expect(health.status).toBe(200);
        },
        TIMEOUT_MS,
      );
    },
  );
}
