import {
  attachmentTypeOf,
  canAttachToWorkOrder,
  canDeleteWorkOrderAttachment,
  LIMITS,
  newId,
  type TWorkOrderDetail,
  WORK_ORDER_ATTACHMENT_TYPES,
  WORK_ORDER_MESSAGES as M,
  type WorkOrderAttachmentType,
} from '@schooldog/domain';
import { and, eq } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import { DomainError, Forbidden, Invalid, NotFound } from '../../http/errors.js';
import type { Actor } from '../../http/access.js';
import { loadVisibleWorkOrder, type ReadDeps, subjectOf, workOrderActorOf } from './access.js';
import { publishWorkOrder } from './history.js';
import { presentWorkOrderDetail } from './present.js';
import { workOrderAttachments, workOrders } from './tables.js';

/*
 * A work order's attachments (spec 001 §3 attachmentsHistory, §4, §5): added online only, checked
 * by name and by content, stored at tasks/{workOrderId}/attachments/{attachmentId} (the spec's
 * place, named by id so two files of one name both stay); deleted softly, the row kept and marked.
 * Nobody is told of them (no communication preference names attachments); open pages refresh.
 */

const storageKeyOf = (workOrderId: string, attachmentId: string) =>
  `tasks/${workOrderId}/attachments/${attachmentId}`;

const Unsupported = () => new DomainError(415, 'unsupported_media_type', M.workOrderAttachmentType);
export const TooLarge = () => new DomainError(413, 'too_large', M.workOrderAttachmentTooLarge);

const startsWith = (data: Buffer, ...bytes: number[]) => bytes.every((byte, i) => data[i] === byte);
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Text: UTF-8 without NUL bytes (what a CSV or TXT file is). */
function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** Whether the content is what its name says: a renamed program is not a PDF. */
function contentMatches(type: WorkOrderAttachmentType, data: Buffer): boolean {
  switch (type) {
    case 'jpeg':
    case 'jpg':
      return startsWith(data, 0xff, 0xd8, 0xff);
    case 'gif':
      return (
        data.subarray(0, 6).toString('latin1') === 'GIF87a' ||
        data.subarray(0, 6).toString('latin1') === 'GIF89a'
      );
    case 'png':
      return startsWith(data, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'pdf':
      return data.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'doc':
    case 'xls':
      return startsWith(data, ...OLE);
    case 'docx':
    case 'xlsx':
      return startsWith(data, ...ZIP);
    case 'csv':
    case 'txt':
      return isText(data);
  }
}

/** The file's type, checked by its name and its content; refused otherwise. */
function checkedType(fileName: string, data: unknown): WorkOrderAttachmentType {
  if (!Buffer.isBuffer(data) || data.length === 0) throw Invalid({ file: M.workOrderAttachmentFileRequired });
  if (data.length > LIMITS.attachmentBytesMax) throw TooLarge();
  const type = attachmentTypeOf(fileName);
  if (!type || !contentMatches(type, data)) throw Unsupported();
  return type;
}

/** Adds an attachment to a work order the actor may edit (201 with the work order's page). */
export async function addAttachment(
  write: WriteDeps,
  actor: Actor,
  workOrderId: string,
  fileName: string,
  data: unknown,
): Promise<TWorkOrderDetail> {
  const { loaded, settings } = await loadVisibleWorkOrder(write, actor, workOrderId, { forUpdate: true });
  if (!canAttachToWorkOrder(workOrderActorOf(actor), subjectOf(loaded)))
    throw Forbidden(M.workOrderMayNotAttach);
  checkedType(fileName, data);
  const id = newId();
  const filePath = storageKeyOf(workOrderId, id);
  // The file goes first: a row never names a file that is not there.
  await write.storage.put(filePath, data as Buffer);
  await write.db.insert(workOrderAttachments).values({
    id,
    workOrderId,
    fileName,
    filePath,
    byUserId: actor.user.id,
    timeCreated: write.clock(),
    timeUpdated: write.clock(),
  });
  const [row] = await write.db
    .update(workOrders)
    .set({ timeUpdated: write.clock() })
    .where(eq(workOrders.id, workOrderId))
    .returning();
  publishWorkOrder(write, loaded, settings, 'updated');
  return presentWorkOrderDetail(write.db, row ?? loaded.row, actor.user.id);
}

async function attachmentOf(db: ReadDeps['db'], workOrderId: string, attachmentId: string) {
  const [attachment] = await db
    .select()
    .from(workOrderAttachments)
    .where(and(eq(workOrderAttachments.id, attachmentId), eq(workOrderAttachments.workOrderId, workOrderId)));
  if (!attachment) throw NotFound(M.workOrderAttachmentNotFound);
  return attachment;
}

/** Marks an attachment deleted (by whom, when): it stays in the attachments' history. Once. */
export async function deleteAttachment(
  write: WriteDeps,
  actor: Actor,
  workOrderId: string,
  attachmentId: string,
): Promise<TWorkOrderDetail> {
  const { loaded, settings } = await loadVisibleWorkOrder(write, actor, workOrderId, { forUpdate: true });
  const attachment = await attachmentOf(write.db, workOrderId, attachmentId);
  if (!canDeleteWorkOrderAttachment(workOrderActorOf(actor), subjectOf(loaded), attachment))
    throw Forbidden(M.workOrderMayNotDeleteAttachment);
  if (attachment.isDeleted) return presentWorkOrderDetail(write.db, loaded.row, actor.user.id);
  await write.db
    .update(workOrderAttachments)
    .set({ isDeleted: true, deletedByUserId: actor.user.id, timeUpdated: write.clock() })
    .where(eq(workOrderAttachments.id, attachmentId));
  const [row] = await write.db
    .update(workOrders)
    .set({ timeUpdated: write.clock() })
    .where(eq(workOrders.id, workOrderId))
    .returning();
  publishWorkOrder(write, loaded, settings, 'updated');
  return presentWorkOrderDetail(write.db, row ?? loaded.row, actor.user.id);
}

/**
 * An attachment's file, to whoever sees its work order (404 otherwise, so ids are not probed);
 * a deleted one is not served.
 */
export async function readAttachment(
  deps: Pick<ReadDeps, 'db' | 'settings'> & Pick<WriteDeps, 'storage'>,
  actor: Actor,
  workOrderId: string,
  attachmentId: string,
): Promise<{ fileName: string; contentType: string; data: Buffer }> {
  await loadVisibleWorkOrder(deps, actor, workOrderId).catch((error: unknown) => {
    throw error instanceof DomainError && error.status === 404
      ? NotFound(M.workOrderAttachmentNotFound)
      : error;
  });
  const attachment = await attachmentOf(deps.db, workOrderId, attachmentId);
  if (attachment.isDeleted) throw NotFound(M.workOrderAttachmentNotFound);
  const data = await deps.storage.get(attachment.filePath);
  const type = attachmentTypeOf(attachment.fileName);
  if (!data || !type) throw NotFound(M.workOrderAttachmentNotFound);
  const contentType = WORK_ORDER_ATTACHMENT_TYPES[type];
  return {
    fileName: attachment.fileName,
    contentType: contentType.startsWith('text/') ? `${contentType}; charset=utf-8` : contentType,
    data,
  };
}
