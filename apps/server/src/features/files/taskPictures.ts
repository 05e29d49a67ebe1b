import { taskPicturePath, type TTaskPictureParams, WORK_ORDER_MESSAGES } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import type { WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { mayReadWorkOrderPicture } from '../workOrders/public.js';
import type { CleanPicture } from './images.js';
import { storeFile } from './service.js';
import { storedFiles } from './tables.js';

/*
 * A work order's own pictures at tasks/{userId}/{uid} (spec 001 §7). Only that user uploads there
 * (the route asks for 'propose tasks'), so a work order naming such a path names its maker's or
 * editor's upload (workOrders/checks.ts). It is read by its uploader, and by whoever may see a
 * work order naming it; to anyone else it answers as missing, so paths are not probed.
 */

const NOT_FOUND = 'Picture not found';

/** Stores a picture (checked and re-encoded already) under the actor's own folder. */
export async function saveTaskPicture(
  write: Pick<WriteDeps, 'db' | 'storage'>,
  actor: Actor,
  params: TTaskPictureParams,
  picture: CleanPicture,
): Promise<{ path: string }> {
  if (params.userId !== actor.user.id) throw Forbidden(WORK_ORDER_MESSAGES.workOrderPictureNotYours);
  const path = taskPicturePath(params);
  await storeFile(write, actor, path, { ownerKind: 'task', ownerId: params.userId }, picture);
  return { path };
}

/** A work order's picture the actor may see. */
export async function readTaskPicture(
  deps: Pick<AppDeps, 'db' | 'storage' | 'settings'>,
  actor: Actor,
  params: TTaskPictureParams,
): Promise<{ contentType: string; data: Buffer }> {
  const path = taskPicturePath(params);
  const [file] = await deps.db.select().from(storedFiles).where(eq(storedFiles.path, path));
  if (!file) throw NotFound(NOT_FOUND);
  const mayRead =
    file.uploadedByUserId === actor.user.id || (await mayReadWorkOrderPicture(deps, actor, path));
  if (!mayRead) throw NotFound(NOT_FOUND);
  const data = await deps.storage.get(path);
  if (!data) throw NotFound(NOT_FOUND);
  return { contentType: file.contentType, data };
}
