import type { TPictureParams } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Conflict, DomainError, NotFound } from '../../http/errors.js';
import type { FileStorage } from '../../platform/storage.js';
import { loadChangeableEntry, loadVisibleEntry, observations } from '../entries/public.js';
import type { CleanPicture } from './images.js';
import { storedFiles } from './tables.js';

/*
 * Pictures of entries at observations/{entryId}/{uid}. The client picks the key (so an upload
 * queued offline is retried to the same place); the server checks and re-encodes the content.
 * A picture is read exactly when its entry may be seen, and added exactly when its entry may be
 * changed: the entries service's own checks, which apply a walk's rules to its entries.
 */

export interface FileDeps {
  db: Db;
  storage: FileStorage;
}

const pathOf = ({ entryId, uid }: TPictureParams) => `observations/${entryId}/${uid}`;

async function entryExists(db: Db, entryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: observations.id })
    .from(observations)
    .where(eq(observations.id, entryId));
  return row !== undefined;
}

async function fileOf(db: Db, path: string) {
  return (await db.select().from(storedFiles).where(eq(storedFiles.path, path)))[0];
}

/**
 * Stores a picture (already checked and re-encoded, cleanPicture: no image work while the write's
 * transaction is open) for an entry the actor may change, or for one not logged yet (uploaded first).
 */
export async function savePicture(
  write: Pick<WriteDeps, 'db' | 'storage'>,
  actor: Actor,
  params: TPictureParams,
  picture: CleanPicture,
): Promise<{ path: string }> {
  const path = pathOf(params);
  if (await entryExists(write.db, params.entryId))
    await loadChangeableEntry(write.db, actor, params.entryId, 'change');
  const existing = await fileOf(write.db, path);
  if (existing && existing.uploadedByUserId !== actor.user.id)
    throw Conflict('Another picture already has this name.');
  await storeFile(write, actor, path, { ownerKind: 'observation', ownerId: params.entryId }, picture);
  return { path };
}

/**
 * Writes a checked picture and its row, for an entry's or a work order's picture alike. The file
 * goes first: a row never names a file that is not there (a rollback leaves the file, which the
 * next upload to the same path replaces).
 */
export async function storeFile(
  write: Pick<WriteDeps, 'db' | 'storage'>,
  actor: Actor,
  path: string,
  owner: { ownerKind: string; ownerId: string },
  picture: CleanPicture,
): Promise<void> {
  await write.storage.put(path, picture.data);
  await write.db
    .insert(storedFiles)
    .values({
      path,
      ...owner,
      contentType: picture.contentType,
      size: picture.data.length,
      uploadedByUserId: actor.user.id,
    })
    .onConflictDoUpdate({
      target: storedFiles.path,
      set: { contentType: picture.contentType, size: picture.data.length, timeUpdated: new Date() },
    });
}

/** A picture of an entry the actor may see, or their own upload before the entry exists. */
export async function readPicture(
  deps: FileDeps,
  actor: Actor,
  params: TPictureParams,
): Promise<{ contentType: string; data: Buffer }> {
  const path = pathOf(params);
  const [file, hasEntry] = await Promise.all([fileOf(deps.db, path), entryExists(deps.db, params.entryId)]);
  if (!file) throw NotFound('Picture not found');
  if (hasEntry) {
    // A picture answers as missing where its entry does, so neither is probed.
    await loadVisibleEntry(deps.db, actor, params.entryId).catch((error: unknown) => {
      throw error instanceof DomainError && error.status === 404 ? NotFound('Picture not found') : error;
    });
  } else if (file.uploadedByUserId !== actor.user.id) throw NotFound('Picture not found');
  const data = await deps.storage.get(path);
  if (!data) throw NotFound('Picture not found');
  return { contentType: file.contentType, data };
}
