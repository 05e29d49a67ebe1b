import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { newId } from '@schooldog/domain';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { tableDigests } from '../test/db-digest.js';
import { DATABASE_KINDS } from '../test/harness.js';
import { runServerScript, startServer } from '../test/server-process.js';
import type { Session } from './burst.js';
import { createTarget, signInAsPrincipal, type Target } from './target.js';

/** Every stored file under DATA_DIR/files with a hash of its bytes. */
function filesOf(dataDir: string): Record<string, string> {
  const root = join(dataDir, 'files');
  if (!existsSync(root)) return {};
  const listing: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    listing[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return listing;
}

async function digestsOf(target: Target) {
  const database = await target.open();
  try {
    return await tableDigests(database);
  } finally {
    await database.close();
  }
}

/** Logs an entry with a picture through the API, as the app does (upload first, then name it). */
async function logEntryWithPicture(session: Session): Promise<{ entryId: string; path: string }> {
  const entryId = newId();
  const path = `observations/${entryId}/${newId()}`;
  const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();
  const headers = { cookie: session.cookie, origin: session.url };
  const upload = await fetch(`${session.url}/api/files/${path}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'image/jpeg' },
    body: jpeg,
  });
  expect(upload.status).toBe(201);
  const create = await fetch(`${session.url}/api/entries`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: entryId,
      schoolId: session.schoolId,
      observationCategoryId: 'cameras',
      observationItemId: 'cameras-1',
      observationType: 'concern',
      quantity: 2,
      imagePaths: [path],
    }),
  });
  expect(create.status).toBe(201);
  return { entryId, path };
}

describe.each(DATABASE_KINDS)('backup and restore [%s]', (kind) => {
  const targets: Target[] = [];
  afterAll(async () => {
    for (const target of targets) await target.dispose();
  });

  it('npm run backup restored into a fresh data folder gives the same data, and the app runs on it', async () => {
    const source = await createTarget(kind);
    const fresh = await createTarget(kind, true);
    targets.push(source, fresh);

    const server = await startServer(source.env);
    const logged = await logEntryWithPicture(await signInAsPrincipal(server.url));
    expect(await server.stop()).toBe(0);

    const backup = await runServerScript('src/backup.ts', source.env);
    expect(backup.code, backup.output).toBe(0);
    const folder = /Backup written to (\S+)/.exec(backup.output)?.[1] ?? '';

    const restore = await runServerScript('src/restore.ts', fresh.env, [folder]);
    expect(restore.code, restore.output).toBe(0);
    expect(await digestsOf(fresh)).toEqual(await digestsOf(source));
    expect(filesOf(fresh.dataDir)).toEqual(filesOf(source.dataDir));
    expect(Object.keys(filesOf(fresh.dataDir))).toContain(join(...logged.path.split('/')));

    // A target that holds data is refused, and is replaced only when told to.
    const again = await runServerScript('src/restore.ts', fresh.env, [folder]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('Not restoring');
    const forced = await runServerScript('src/restore.ts', fresh.env, [folder, '--force']);
    expect(forced.code, forced.output).toBe(0);
    expect(await digestsOf(fresh)).toEqual(await digestsOf(source));

    const restored = await startServer(fresh.env);
    const session = await signInAsPrincipal(restored.url);
    const entry = await fetch(`${session.url}/api/entries/${logged.entryId}`, {
      headers: { cookie: session.cookie },
    });
    expect(entry.status).toBe(200);
    const picture = await fetch(`${session.url}/api/files/${logged.path}`, {
      headers: { cookie: session.cookie },
    });
    expect(picture.status).toBe(200);
    expect(await restored.stop()).toBe(0);
  }, 300_000);
});
