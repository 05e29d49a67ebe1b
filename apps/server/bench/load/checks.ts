import type { Database } from '../../src/db/client.js';
import { insightsRecountDifferences } from '../../src/features/insights/recount.js';
import { AUTO_COMPLETE_COMMENT } from '../../src/features/walks/auto-complete.js';
import type { Ledger } from './ledger.js';
import type { LiveListener } from './live-events.js';
import type { Check } from './setup.js';

const check = (name: string, problems: string[], detail: string): Check => ({
  name,
  isOk: problems.length === 0,
  detail:
    problems.length === 0 ? detail : `${problems.length} problems, e.g. ${problems.slice(0, 3).join('; ')}`,
});

/** Every acknowledged write is in the database exactly once, and nothing else the walkers sent. */
export async function checkWrites(database: Database, ledger: Ledger, walkerIds: string[]): Promise<Check[]> {
  const ids = [...ledger.entries.keys()];
  const rows = await database.raw(
    'select id, reported_by_user_id, walk_id, image_paths from observations where reported_by_user_id = any($1)',
    [walkerIds],
  );
  const entryProblems: string[] = [];
  const stored = new Map(rows.map((row) => [String(row[0]), row]));
  for (const [id, entry] of ledger.entries) {
    const row = stored.get(id);
    if (!row) entryProblems.push(`entry ${id} missing`);
    else if (
      row[1] !== entry.reportedByUserId ||
      row[2] !== entry.walkId ||
      String(row[3]) !== String(entry.imagePaths)
    )
      entryProblems.push(`entry ${id} differs`);
  }
  for (const id of stored.keys())
    if (!ledger.entries.has(id)) entryProblems.push(`entry ${id} was never acknowledged`);
  const creates = await database.raw(
    `select observation_id, count(*)::int from observation_deltas where type = 'create' and observation_id = any($1) group by 1`,
    [ids],
  );
  for (const [id, count] of creates)
    if (Number(count) !== 1) entryProblems.push(`entry ${String(id)} created ${String(count)} times`);
  if (creates.length !== ids.length)
    entryProblems.push(`${ids.length - creates.length} entries without their create`);

  const editProblems: string[] = [];
  const edits = await database.raw(
    `select observation_id || '|' || (delta_fields -> 'location' ->> 'to'), count(*)::int
     from observation_deltas where type = 'update' and observation_id = any($1) group by 1`,
    [ids],
  );
  const editCounts = new Map(edits.map(([key, count]) => [String(key), Number(count)]));
  for (const { entryId, location } of ledger.edits) {
    const count = editCounts.get(`${entryId}|${location}`) ?? 0;
    if (count !== 1) editProblems.push(`edit of ${entryId} to "${location}" applied ${count} times`);
  }
  const storedEdits = [...editCounts.values()].reduce((sum, count) => sum + count, 0);
  if (storedEdits !== ledger.edits.length)
    editProblems.push(`${storedEdits} edits stored, ${ledger.edits.length} acknowledged`);

  const syncProblems: string[] = [];
  const clients = await database.raw('select client_id, user_id, last_seq from sync_clients', []);
  const devices = new Map(clients.map((row) => [String(row[0]), row]));
  for (const [clientId, device] of ledger.devices) {
    const row = devices.get(clientId);
    if (!row || row[1] !== device.userId || Number(row[2]) !== device.lastSeq)
      syncProblems.push(`device ${clientId}: stored seq ${String(row?.[2])}, acknowledged ${device.lastSeq}`);
  }
  const [refusals] = await database.raw('select count(*)::int from sync_refusals', []);
  if (Number(refusals?.[0]) > 0) syncProblems.push(`${String(refusals?.[0])} mutations refused`);

  const pictures = await database.raw('select count(*)::int from stored_files where path = any($1)', [
    [...ledger.pictures],
  ]);
  const pictureProblems =
    Number(pictures[0]?.[0]) === ledger.pictures.size
      ? []
      : [`${String(pictures[0]?.[0])} of ${ledger.pictures.size} pictures stored`];

  const walkRows = await database.raw('select id, status from walks where id = any($1)', [
    [...ledger.walksStarted],
  ]);
  const walkProblems =
    walkRows.length === ledger.walksStarted.size
      ? []
      : [`${walkRows.length} of ${ledger.walksStarted.size} walks stored`];

  const counts = await insightsRecountDifferences(database.db);
  return [
    check(
      'every acknowledged entry present exactly once',
      entryProblems,
      `${ids.length} entries (${[...ledger.entries.values()].filter((e) => e.via === 'sync').length} by sync), one create each, none unacknowledged`,
    ),
    check(
      'every acknowledged edit applied exactly once',
      editProblems,
      `${ledger.edits.length} edits, one audit row each`,
    ),
    check(
      'sync: each device applied up to its acknowledged seq, replays changed nothing',
      syncProblems,
      `${ledger.devices.size} devices; ${ledger.replayedMutations} replayed mutations answered as replays; no refusals`,
    ),
    check('pictures stored', pictureProblems, `${ledger.pictures.size} pictures`),
    check(
      'walks stored',
      walkProblems,
      `${ledger.walksStarted.size} started, ${ledger.walksSubmitted.size} sent for review`,
    ),
    check(
      'insight counts equal a recount',
      counts,
      'counters, topWalkers and tag usage equal a recount of every entry',
    ),
  ];
}

/**
 * Live events crossed instances: the listener on each instance heard the create of every entry,
 * those made through the other instance included.
 */
export function checkLiveEvents(ledger: Ledger, listeners: LiveListener[]): Check {
  const problems: string[] = [];
  let crossed = 0;
  for (const listener of listeners) {
    const heard = listener.tally();
    for (const [id, entry] of ledger.entries) {
      if ((heard.get(`entry|${id}|created`) ?? 0) === 0)
        problems.push(`${listener.instance.name} missed ${id}`);
      else if (entry.instance !== listener.instance.name) crossed += 1;
    }
  }
  return check(
    'live events reach browsers on the other instance',
    problems,
    `${crossed} entry creates heard on the instance that did not make them (${ledger.entries.size} creates × ${listeners.length} listeners, none missed)`,
  );
}

/** The due walks are complete, each once: one automatic step, one event on each instance. */
export async function checkSweeps(
  database: Database,
  dueWalkIds: string[],
  listeners: LiveListener[],
  markedAt: number,
): Promise<Check> {
  const rows = await database.raw('select id, status, submission_history from walks where id = any($1)', [
    dueWalkIds,
  ]);
  const problems: string[] = [];
  for (const [id, status, history] of rows) {
    const automatic = (history as { comments?: string | null }[]).filter(
      (step) => step.comments === AUTO_COMPLETE_COMMENT,
    ).length;
    if (status !== 'complete' || automatic !== 1)
      problems.push(`walk ${String(id)}: ${String(status)}, ${automatic} automatic completions`);
  }
  if (rows.length !== dueWalkIds.length)
    problems.push(`${dueWalkIds.length - rows.length} due walks missing`);
  for (const listener of listeners) {
    const heard = listener.tally(markedAt);
    for (const id of dueWalkIds) {
      const count = heard.get(`walk|${id}|updated`) ?? 0;
      if (count !== 1) problems.push(`${listener.instance.name} heard walk ${id} completed ${count} times`);
    }
  }
  return check(
    'the auto-completion job completes each due walk once across both instances',
    problems,
    `${dueWalkIds.length} due walks completed once each (one history step, one event per instance)`,
  );
}
