import { setTimeout as sleep } from 'node:timers/promises';
import { checkLiveEvents, checkSweeps, checkWrites } from './checks.js';
import { freshDatabase, makeWalksDue, seedPopulation } from './database.js';
import { Client, Recorder } from './http.js';
import { Ledger } from './ledger.js';
import { LiveListener } from './live-events.js';
import { PairWalk } from './pair-walk.js';
import { serverLines, startInstances, stopInstances } from './processes.js';
import { checkLines, throughputTable, warmUpLine } from './report.js';
import { SETTINGS } from './settings.js';
import { type Check, checkSignInRateLimit, prepareDueWalks, samplePicture, sessionFor } from './setup.js';

/*
 * `npm run bench:load`: two server processes on one fresh PostgreSQL database, 200 simulated
 * walkers for LOAD_SECONDS through both instances alternately; then checks that every
 * acknowledged write is stored exactly once, live events crossed instances, the sweepers completed
 * each due walk once and the sign-in rate limit held across instances. Exit code 1 if any fails.
 */

/**
 * The moment by which the walks' auto-completion job has run after `since`: it falls due every minute
 * on the minute, each instance checks the schedules every 30 s, and a worker polls every 2 s.
 */
function sweptBy(since: number): number {
  return Math.ceil(since / 60_000) * 60_000 + 30_000 + 2_000 + 5_000;
}

async function waitUntil(condition: () => boolean, deadline: number) {
  while (!condition() && Date.now() < deadline) await sleep(250);
}

async function main() {
  const setupStarted = Date.now();
  const { database, url } = await freshDatabase();
  const population = await seedPopulation(database);
  const instances = await startInstances(url);
  console.log(
    `[load] ${population.walkers.length} walkers seeded and instances A ${instances[0].url}, B ${instances[1].url} up in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  const listeners = instances.map((instance) => new LiveListener(instance));
  const checks: Check[] = [];
  try {
    checks.push(await checkSignInRateLimit(instances));

    // The coordinator sees every entry: one browser on each instance.
    const coordinator = new Client(instances, '10.99.0.2', new Recorder(), 0);
    await coordinator.send({
      kind: 'sign-in',
      method: 'POST',
      path: '/api/auth/sign-in/email',
      json: { email: population.coordinator.email, password: SETTINGS.password },
      expect: [200],
    });
    await Promise.all(listeners.map((listener) => listener.connect(coordinator.cookie)));

    const ledger = new Ledger();
    const recorder = new Recorder();
    const shared = { instances, recorder, ledger, jpeg: await samplePicture() };
    const pairs = new Map<number, PairWalk>();
    const sessions = population.walkers.map((walker) => {
      const pair = pairs.get(walker.index >> 1) ?? new PairWalk();
      pairs.set(walker.index >> 1, pair);
      return sessionFor(walker, population, shared, pair);
    });

    // Warm-up: everyone signs in (a password sign-in is ~180 ms of scrypt), spread over the ramp-up.
    const warmUp = new Recorder();
    const warmUpStarted = Date.now();
    for (const session of sessions) session.client.recorder = warmUp;
    await Promise.all(sessions.map((session) => session.arrive()));
    const warmUpSeconds = (Date.now() - warmUpStarted) / 1000;

    // Walks in review, made due at once: the auto-completion job (on either instance) must complete each once.
    const setup = new Recorder();
    const leaders = sessions.filter((session) => session.walker.isLeader);
    for (const session of sessions) session.client.recorder = setup;
    const dueWalkIds = await prepareDueWalks(leaders);
    // Let the setup's own events arrive before counting the job's ones.
    await sleep(1_000);
    const markedAt = Date.now();
    await makeWalksDue(database, dueWalkIds);

    for (const session of sessions) session.client.recorder = recorder;
    const started = Date.now();
    const deadline = started + SETTINGS.seconds * 1000;
    await Promise.all(sessions.map((session) => session.walk(deadline)));
    const seconds = (Date.now() - started) / 1000;

    await sleep(Math.max(0, sweptBy(markedAt) - Date.now()));
    await waitUntil(
      () =>
        listeners.every((listener) => {
          const heard = listener.tally();
          return [...ledger.entries.keys()].every((id) => heard.has(`entry|${id}|created`));
        }),
      Date.now() + 15_000,
    );

    checks.push({
      name: 'no errors',
      isOk: [warmUp, setup, recorder].every((each) => each.errorCount === 0),
      detail:
        [...warmUp.samples, ...setup.samples, ...recorder.samples].slice(0, 5).join('\n  ') ||
        `${warmUp.errorCount} in the warm-up, ${setup.errorCount} in the setup, ${recorder.errorCount} in the run`,
    });
    checks.push(
      ...(await checkWrites(
        database,
        ledger,
        population.walkers.map((walker) => walker.id),
      )),
    );
    checks.push(checkLiveEvents(ledger, listeners));
    const sweep = await checkSweeps(database, dueWalkIds, listeners, markedAt);
    const tick = (sweptBy(markedAt) - 5_000 - started) / 1000;
    sweep.detail += `; both instances' sweep after they fell due came ${tick.toFixed(0)} s into the run`;
    checks.push(sweep);
    const logged = serverLines(instances);
    checks.push({
      name: 'no errors in the servers’ logs',
      isOk: logged.length === 0,
      detail: logged.slice(0, 3).join('\n  ') || 'none',
    });
    // A push is one write; one that failed as a whole (a deadlock) was applied again one mutation
    // per write, correct but slower: told, not failed.
    const retried = serverLines(instances, /sync push applied one mutation at a time/);
    checks.push({
      name: 'sync pushes applied in one write',
      isOk: true,
      detail: `${retried.length} applied again one mutation per write${retried.length > 0 ? `: ${retried[0]}` : ''}`,
    });

    console.log(
      `\n[load] ${population.walkers.length} walkers for ${seconds.toFixed(1)} s through two instances on PostgreSQL (think time ~${SETTINGS.thinkMs} ms, ramp-up ${SETTINGS.rampSeconds} s)\n`,
    );
    console.log(warmUpLine(warmUp, warmUpSeconds));
    console.log(throughputTable(recorder, seconds));
    console.log(`\n${checkLines(checks)}`);
  } finally {
    await Promise.all(listeners.map((listener) => listener.close()));
    await stopInstances(instances);
    await database.close();
  }
  if (checks.some((check) => !check.isOk)) process.exitCode = 1;
}

await main();
