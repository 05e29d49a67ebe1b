import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { ZId } from '../ids.js';
import { WORK_ORDER_MESSAGES as M } from './messages.js';
import { canEditWorkOrder, type WorkOrderActor, type WorkOrderSubject } from './rules.js';

/*
 * A work order's attachments (spec 001 §2, §3 attachmentsHistory, §5): added online only with a
 * name and a file of the listed types, soft-deleted (kept, marked with who deleted them).
 * POST /api/work-orders/:workOrderId/attachments?name= takes the file's bytes as its body;
 * DELETE /api/work-orders/:workOrderId/attachments/:attachmentId marks it deleted; the file is
 * served at GET /api/files/{filePath} to whoever sees the work order.
 */

/** The types an attachment may have (spec 001 §5: the pictures' and the documents'), by extension. */
export const WORK_ORDER_ATTACHMENT_TYPES = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
} as const;
export type WorkOrderAttachmentType = keyof typeof WORK_ORDER_ATTACHMENT_TYPES;

/** What a file input may offer (its `accept`). */
export const WORK_ORDER_ATTACHMENT_ACCEPT = Object.keys(WORK_ORDER_ATTACHMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** An attachment's type by its name's extension; null for one not accepted. */
export function attachmentTypeOf(fileName: string): WorkOrderAttachmentType | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(WORK_ORDER_ATTACHMENT_TYPES, extension)
    ? (extension as WorkOrderAttachmentType)
    : null;
}

/** The query of POST .../attachments: the attachment's name, whose extension says its type. */
export const ZWorkOrderAttachmentQuery = z.object({
  name: z
    .string({ message: M.workOrderAttachmentNameRequired })
    .trim()
    .min(1, M.workOrderAttachmentNameRequired)
    .max(LIMITS.attachmentNameMax, M.workOrderAttachmentNameMax)
    .refine((name) => attachmentTypeOf(name) !== null, M.workOrderAttachmentType),
});

/** An attachment's address: /api/work-orders/:workOrderId/attachments/:attachmentId. */
export const ZWorkOrderAttachmentParams = z.object({ workOrderId: ZId, attachmentId: ZId });

/** Adding attachments: whoever may edit the work order (they are one of its dialog's fields). */
export const canAttachToWorkOrder = canEditWorkOrder;

/** Deleting an attachment: whoever may edit the work order, and the one who added it. */
export const canDeleteWorkOrderAttachment = (
  actor: WorkOrderActor,
  order: WorkOrderSubject,
  attachment: { byUserId: string },
): boolean => canEditWorkOrder(actor, order) || attachment.byUserId === actor.userId;

/**
 * Why a chosen file may not be attached, judged by its name and size (the web refuses it before
 * sending; the server checks the same and its content too); null when it may be sent.
 */
export function workOrderAttachmentProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return M.workOrderAttachmentFileRequired;
  if (attachmentTypeOf(file.name) === null) return M.workOrderAttachmentType;
  if (file.name.trim().length > LIMITS.attachmentNameMax) return M.workOrderAttachmentNameMax;
  if (file.size > LIMITS.attachmentBytesMax) return M.workOrderAttachmentTooLarge;
  return null;
}
